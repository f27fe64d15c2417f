package groovymcp.engine.ops;

import groovymcp.engine.ast.NameRanges;
import groovymcp.engine.compile.CompileGoal;
import groovymcp.engine.compile.CompiledBuffer;
import groovymcp.engine.text.LexedTokens;
import groovymcp.engine.text.PositionConverter;
import groovymcp.engine.wire.EngineFailure;
import groovymcp.engine.wire.Request;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.codehaus.groovy.ast.ASTNode;
import org.codehaus.groovy.ast.ClassNode;
import org.codehaus.groovy.ast.ConstructorNode;
import org.codehaus.groovy.ast.FieldNode;
import org.codehaus.groovy.ast.GenericsType;
import org.codehaus.groovy.ast.InnerClassNode;
import org.codehaus.groovy.ast.MethodNode;
import org.codehaus.groovy.ast.ModuleNode;
import org.codehaus.groovy.ast.Parameter;
import org.codehaus.groovy.ast.PropertyNode;
import org.codehaus.groovy.ast.expr.DeclarationExpression;
import org.codehaus.groovy.ast.expr.Expression;
import org.codehaus.groovy.ast.expr.VariableExpression;
import org.codehaus.groovy.ast.stmt.BlockStatement;
import org.codehaus.groovy.ast.stmt.ExpressionStatement;
import org.codehaus.groovy.ast.stmt.Statement;
import org.codehaus.groovy.transform.trait.Traits;

/**
 * {@code symbols} (docs/server.md §6): the main buffer's outline from the SEMANTIC_ANALYSIS AST,
 * LSP-like: classes with their members as children (inner classes nested), script methods and
 * top-level variables at the top. Ranges span the declaration; selection ranges are the name, from
 * the lexer. Synthetic nodes, nodes without a position and the script's run/main are left out
 * (docs/groovy-compiler-notes.md §3).
 */
final class SymbolsOp implements Op {

  private static final Comparator<Map<String, Object>> BY_START = Comparator.comparingInt(
    (Map<String, Object> s) -> pos(s, "line")
  ).thenComparingInt(s -> pos(s, "character"));

  @Override
  public Object run(Request request, OpContext context) throws EngineFailure, InterruptedException {
    CompiledBuffer main = context.compile(request, CompileGoal.INDEX).main();
    List<Map<String, Object>> top = new ArrayList<>();
    ModuleNode module = main.module();
    if (module != null) new Outline(main).build(module, top);
    Map<String, Object> result = new LinkedHashMap<>();
    result.put("uri", main.uri());
    result.put("symbols", top);
    return result;
  }

  @SuppressWarnings("unchecked")
  private static int pos(Map<String, Object> symbol, String key) {
    Map<String, Object> range = (Map<String, Object>) symbol.get("range");
    return (Integer) ((Map<String, Object>) range.get("start")).get(key);
  }

  private static final class Outline {

    private final PositionConverter positions;
    private final LexedTokens tokens;

    Outline(CompiledBuffer buffer) {
      this.positions = buffer.positions();
      this.tokens = buffer.tokens();
    }

    void build(ModuleNode module, List<Map<String, Object>> top) {
      IdentityHashMap<ClassNode, Map<String, Object>> classes = new IdentityHashMap<>();
      List<ClassNode> order = new ArrayList<>();
      for (ClassNode cn : module.getClasses()) {
        if (skipClass(cn)) continue;
        if (cn.isScript()) {
          members(cn, top);
          scriptVariables(cn, top);
          continue;
        }
        Map<String, Object> s = symbol(cn, kindOf(cn), cn.isRecord() ? "record" : null);
        if (s == null) continue;
        List<Map<String, Object>> children = new ArrayList<>();
        members(cn, children);
        s.put("children", children);
        classes.put(cn, s);
        order.add(cn);
      }
      for (ClassNode cn : order) {
        Map<String, Object> parent = cn.getOuterClass() == null ? null : classes.get(cn.getOuterClass());
        if (parent != null) children(parent).add(classes.get(cn));
        else top.add(classes.get(cn));
      }
      for (Map<String, Object> s : classes.values()) children(s).sort(BY_START);
      top.sort(BY_START);
    }

    @SuppressWarnings("unchecked")
    private static List<Map<String, Object>> children(Map<String, Object> s) {
      return (List<Map<String, Object>>) s.get("children");
    }

    private static boolean skipClass(ClassNode cn) {
      if (cn.getName().contains("$Trait$")) return true;
      if (cn instanceof InnerClassNode inner && inner.isAnonymous()) return true;
      return cn.isSynthetic() || (!cn.isScript() && cn.getLineNumber() < 1);
    }

    private static String kindOf(ClassNode cn) {
      if (Traits.isTrait(cn)) return "trait";
      if (cn.isEnum()) return "enum";
      if (cn.isInterface()) return "interface";
      return "class";
    }

    private void members(ClassNode cn, List<Map<String, Object>> out) {
      for (FieldNode f : cn.getFields()) {
        if (!real(f) || cn.getProperty(f.getName()) != null) continue;
        boolean enumConstant = f.isEnum();
        add(
          out,
          symbol(f, enumConstant ? "enumMember" : "field", enumConstant ? null : typeName(f.getOriginType()))
        );
      }
      for (PropertyNode p : cn.getProperties()) {
        if (
          p.isSynthetic() || p.getField() == null || (!real(p.getField()) && p.getLineNumber() < 1)
        ) continue;
        add(out, symbol(p, "property", typeName(p.getOriginType())));
      }
      for (ConstructorNode c : cn.getDeclaredConstructors()) {
        if (!real(c)) continue;
        add(out, symbol(c, "constructor", NameRanges.simpleName(cn) + params(c)));
      }
      for (MethodNode m : cn.getMethods()) {
        if (!real(m) || m instanceof ConstructorNode) continue;
        if (cn.isScript() && (m.getName().equals("run") || m.getName().equals("main"))) continue;
        add(out, symbol(m, "method", typeName(m.getReturnType()) + " " + m.getName() + params(m)));
      }
    }

    /** Declarations at the top level of the script body: the script's variables. */
    private void scriptVariables(ClassNode script, List<Map<String, Object>> out) {
      MethodNode run = script.getMethod("run", Parameter.EMPTY_ARRAY);
      if (run == null || !(run.getCode() instanceof BlockStatement block)) return;
      for (Statement st : block.getStatements()) {
        if (
          !(st instanceof ExpressionStatement es) || !(es.getExpression() instanceof DeclarationExpression de)
        ) continue;
        List<VariableExpression> vars = new ArrayList<>();
        if (de.isMultipleAssignmentDeclaration()) {
          for (Expression e : de.getTupleExpression().getExpressions())
            if (e instanceof VariableExpression ve) vars.add(ve);
        } else {
          vars.add(de.getVariableExpression());
        }
        for (VariableExpression ve : vars) {
          int[] full = NameRanges.fullRange(de);
          int[] name = NameRanges.of(ve, tokens);
          if (full == null) continue;
          add(out, make(ve.getName(), "variable", full, name, typeName(ve.getOriginType())));
        }
      }
    }

    private static boolean real(ASTNode n) {
      boolean synthetic =
        (n instanceof MethodNode m && m.isSynthetic()) || (n instanceof FieldNode f && f.isSynthetic());
      return !synthetic && n.getLineNumber() > 0;
    }

    private static void add(List<Map<String, Object>> out, Map<String, Object> s) {
      if (s != null) out.add(s);
    }

    private Map<String, Object> symbol(ASTNode node, String kind, String detail) {
      ASTNode positioned = node instanceof PropertyNode p && p.getLineNumber() < 1 ? p.getField() : node;
      int[] full = NameRanges.fullRange(positioned);
      if (full == null) return null;
      return make(NameRanges.nameOf(node), kind, full, NameRanges.of(node, tokens), detail);
    }

    private Map<String, Object> make(String name, String kind, int[] full, int[] selection, String detail) {
      Map<String, Object> s = new LinkedHashMap<>();
      s.put("name", name);
      s.put("kind", kind);
      Map<String, Object> range = positions.range(full[0], full[1], full[2], full[3]);
      s.put("range", range);
      s.put(
        "selectionRange",
        selection == null ? range : positions.range(selection[0], selection[1], selection[2], selection[3])
      );
      if (detail != null) s.put("detail", detail);
      return s;
    }

    private static String params(MethodNode m) {
      StringBuilder sb = new StringBuilder("(");
      Parameter[] ps = m.getParameters();
      for (int i = 0; i < ps.length; i++) {
        if (i > 0) sb.append(", ");
        sb.append(typeName(ps[i].getOriginType())).append(' ').append(ps[i].getName());
      }
      return sb.append(')').toString();
    }

    static String typeName(ClassNode type) {
      if (type == null) return "def";
      if (type.isArray()) return typeName(type.getComponentType()) + "[]";
      if (org.codehaus.groovy.ast.ClassHelper.isDynamicTyped(type)) return "def";
      String name = type.isGenericsPlaceHolder() ? type.getUnresolvedName() : NameRanges.simpleName(type);
      GenericsType[] generics = type.getGenericsTypes();
      if (generics == null || generics.length == 0 || type.isGenericsPlaceHolder()) return name;
      StringBuilder sb = new StringBuilder(name).append('<');
      for (int i = 0; i < generics.length; i++) {
        if (i > 0) sb.append(", ");
        GenericsType g = generics[i];
        sb.append(g.isWildcard() ? "?" : g.isPlaceholder() ? g.getName() : typeName(g.getType()));
      }
      return sb.append('>').toString();
    }
  }
}
