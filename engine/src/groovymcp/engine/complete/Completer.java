package groovymcp.engine.complete;

import groovymcp.engine.compile.CompileResult;
import groovymcp.engine.compile.CompileService;
import groovymcp.engine.compile.CompiledBuffer;
import groovymcp.engine.compile.Deadline;
import groovymcp.engine.compile.SourceBuffer;
import groovymcp.engine.facts.CompilerFacts;
import groovymcp.engine.types.TypeFacts;
import groovymcp.engine.types.TypeNames;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.codehaus.groovy.ast.ClassHelper;
import org.codehaus.groovy.ast.ClassNode;
import org.codehaus.groovy.ast.FieldNode;
import org.codehaus.groovy.ast.ImportNode;
import org.codehaus.groovy.ast.InnerClassNode;
import org.codehaus.groovy.ast.MethodNode;
import org.codehaus.groovy.ast.ModuleNode;
import org.codehaus.groovy.ast.PropertyNode;
import org.codehaus.groovy.ast.expr.ClassExpression;
import org.codehaus.groovy.ast.expr.Expression;
import org.codehaus.groovy.ast.expr.MethodCallExpression;
import org.codehaus.groovy.ast.expr.MethodPointerExpression;
import org.codehaus.groovy.ast.expr.PropertyExpression;
import org.codehaus.groovy.ast.expr.VariableExpression;
import org.codehaus.groovy.transform.trait.Traits;

/**
 * {@code complete}: completion items at a position (docs/server.md §6), answering on source that is
 * being typed. The cursor's context comes from the lexer ({@link CursorContext}); the source is
 * patched until it parses and compiled with inferred types ({@link RecoveringCompile}); then:
 *
 * <ul>
 *   <li>after {@code obj.}: the members of the receiver's inferred or declared type, GDK methods
 *       included ({@link Members}); statics after a class name; {@code Object}'s when the type is
 *       dynamic;
 *   <li>a bare name: locals and parameters in scope, the enclosing class's members (own first,
 *       then inherited and GDK), classes of all buffers, imported classes and static imports,
 *       keywords, then the default-import classes; after {@code new}, the classes only;
 *   <li>in an {@code import}: sub-packages and public classes of the typed package
 *       ({@link ClassIndex}), static members after {@code import static a.B.};
 *   <li>inside a string or comment: nothing.
 * </ul>
 *
 * Items match the typed prefix (case ignored); the list is capped ({@link CompletionItems}).
 */
public final class Completer {

  private final CompileService compiler;
  private final Deadline deadline;
  private final List<SourceBuffer> buffers;

  public Completer(CompileService compiler, Deadline deadline, List<SourceBuffer> buffers) {
    this.compiler = compiler;
    this.deadline = deadline;
    this.buffers = buffers;
  }

  public Map<String, Object> complete(int line, int character) throws InterruptedException {
    SourceBuffer main = buffers.get(0);
    CursorContext at = CursorContext.inText(main.text(), line, character);
    CompletionItems items = new CompletionItems(at.prefix);
    switch (at.kind) {
      case MEMBER -> members(at, items);
      case BARE -> bare(at, items);
      case IMPORT -> imports(at, items);
      case NONE -> {
      }
    }
    Map<String, Object> out = new LinkedHashMap<>();
    out.put("uri", main.uri());
    out.put("isIncomplete", items.isIncomplete());
    out.put("items", items.toMaps());
    return out;
  }

  // --- obj. -----------------------------------------------------------------------------------

  private void members(CursorContext at, CompletionItems items) throws InterruptedException {
    RecoveringCompile.Parsed parsed = RecoveringCompile.compile(
      compiler,
      deadline,
      buffers,
      at,
      RecoveringCompile.PLACEHOLDER,
      false
    );
    if (parsed == null) return;
    String word = at.prefix.isEmpty() ? RecoveringCompile.PLACEHOLDER : at.prefix;
    Receiver r = receiverAt(parsed.result(), at.wordPosition.line(), at.wordPosition.column(), word);
    if (r == null) return;
    Members.addTo(items, r.type, r.isClass);
  }

  /** The receiver of the member access whose name is {@code word} at a position, in a typed compile. */
  public record Receiver(ClassNode type, boolean isClass, Expression access) {}

  public static Receiver receiverAt(CompileResult result, int line, int column, String word) {
    TypeFacts types = TypeFacts.of(result);
    Expression best = null;
    Expression object = null;
    for (Expression e : types.expressions(0)) {
      Expression obj;
      String name;
      if (e instanceof PropertyExpression pe) {
        obj = pe.getObjectExpression();
        name = pe.getPropertyAsString();
      } else if (e instanceof MethodCallExpression mce && !mce.isImplicitThis()) {
        obj = mce.getObjectExpression();
        name = mce.getMethodAsString();
      } else if (e instanceof MethodPointerExpression mpe) {
        obj = mpe.getExpression();
        name = mpe.getMethodName() == null ? null : mpe.getMethodName().getText();
      } else {
        continue;
      }
      if (!word.equals(name) || !Scope.contains(e, line, column)) continue;
      if (best == null || Scope.contains(best, e.getLineNumber(), e.getColumnNumber())) {
        best = e;
        object = obj;
      }
    }
    if (best == null) return null;
    ModuleNode module = result.main().module();
    if (object instanceof ClassExpression ce) return new Receiver(ce.getType(), true, best);
    if (object instanceof VariableExpression ve && (ve.isThisExpression() || ve.isSuperExpression())) {
      ClassNode cls = Scope.at(module, line, column).enclosingClass;
      if (cls != null && ve.isSuperExpression()) cls = cls.getSuperClass();
      return new Receiver(cls, false, best);
    }
    ClassNode type = types.typeOf(object);
    return new Receiver(type == null ? ClassHelper.OBJECT_TYPE : type, false, best);
  }

  // --- bare names -----------------------------------------------------------------------------

  private void bare(CursorContext at, CompletionItems items) throws InterruptedException {
    // "new W" parses once it is a call: "new W()".
    RecoveringCompile.Parsed parsed = RecoveringCompile.compile(
      compiler,
      deadline,
      buffers,
      at,
      RecoveringCompile.PLACEHOLDER,
      at.afterNew ? "()" : "",
      true
    );
    CompilerFacts facts = CompilerFacts.shared();
    ClassNode enclosing = null;
    if (parsed != null) {
      CompileResult result = parsed.result();
      ModuleNode module = result.main().module();
      Scope scope = Scope.at(module, at.wordPosition.line(), at.wordPosition.column());
      TypeFacts types = TypeFacts.of(result);
      for (Scope.Local l : at.afterNew ? List.<Scope.Local>of() : scope.locals) {
        if (l.name().equals(RecoveringCompile.PLACEHOLDER)) continue;
        ClassNode t = l.declaration() == null ? null : types.typeOfDeclaration(l.declaration());
        items.add(
          l.name(),
          l.parameter() ? "parameter" : "variable",
          t == null ? null : TypeNames.display(t, false),
          null
        );
      }
      enclosing = at.afterNew ? null : scope.enclosingClass;
      for (ClassNode c = enclosing; c != null; c = c.getOuterClass()) declaredMembers(items, c);
      for (CompiledBuffer b : result.buffers()) {
        if (b.module() == null) continue;
        for (ClassNode cn : b.module().getClasses()) {
          if (
            cn.isScript() || cn.isSynthetic() || cn.getLineNumber() < 1 || cn.getName().contains("$Trait$")
          ) continue;
          if (cn instanceof InnerClassNode inner && inner.isAnonymous()) continue;
          items.add(TypeNames.simpleName(cn), classKind(cn), cn.getName().replace('$', '.'), null);
        }
      }
      for (ImportNode i : module.getImports())
        items.add(i.getAlias(), classKind(i.getType()), i.getClassName(), null);
      for (Map.Entry<String, ImportNode> e : at.afterNew
        ? Map.<String, ImportNode>of().entrySet()
        : module.getStaticImports().entrySet()) {
        ImportNode i = e.getValue();
        boolean method = !i.getType().getMethods(i.getFieldName()).isEmpty();
        items.add(e.getKey(), method ? "method" : "field", i.getClassName() + "." + i.getFieldName(), null);
      }
    }
    // After "new" only classes: no keywords, locals or members.
    if (!at.afterNew) for (String k : facts.keywords()) items.add(k, "keyword", null, null);
    if (enclosing != null) Members.addTo(items, enclosing, false);
    // The default imports' public classes (the compiler's list holds package-private ones too).
    ClassIndex index = ClassIndex.of(compiler.setup().userClasspath());
    for (String fqn : facts.defaultImportClasses()) {
      int dot = fqn.lastIndexOf('.');
      String simple = fqn.substring(dot + 1);
      if (!items.matches(simple) || !index.classes(fqn.substring(0, dot)).contains(simple)) continue;
      items.add(simple, "class", fqn, null);
    }
  }

  /** Members a class declares itself (the script's methods and fields too), before inherited ones. */
  private static void declaredMembers(CompletionItems items, ClassNode c) {
    for (PropertyNode p : c.getProperties())
      items.add(p.getName(), "property", TypeNames.display(p.getOriginType(), false), null);
    for (FieldNode f : c.getFields()) {
      if (f.isSynthetic() || f.getName().contains("$") || c.getProperty(f.getName()) != null) continue;
      items.add(
        f.getName(),
        f.isEnum() ? "enumMember" : "field",
        TypeNames.display(f.getOriginType(), false),
        null
      );
    }
    for (MethodNode m : c.getMethods()) {
      if (
        m.isSynthetic() || m.getLineNumber() < 1 || m.getName().contains("$") || m.getName().startsWith("<")
      ) continue;
      items.addMethod(m, "method");
    }
  }

  private static String classKind(ClassNode cn) {
    if (cn == null) return "class";
    ClassNode c = cn.redirect();
    if (c.isEnum()) return "enum";
    if (c.isInterface() && !Traits.isTrait(c)) return "interface";
    return "class";
  }

  // --- import ---------------------------------------------------------------------------------

  private void imports(CursorContext at, CompletionItems items) {
    String q = at.qualifier.replaceAll("\\s+", "");
    if (!q.isEmpty() && !q.endsWith(".")) return;
    ClassIndex index = ClassIndex.of(compiler.setup().userClasspath());
    String owner = q.isEmpty() ? "" : q.substring(0, q.length() - 1);
    if (at.staticImport && !owner.isEmpty()) {
      ClassNode cls = loadForMembers(owner);
      if (cls != null) {
        Members.addTo(items, cls, true);
        return;
      }
    }
    if (!owner.isEmpty()) {
      for (String simple : index.classes(owner)) items.add(simple, "class", owner + "." + simple, null);
    }
    java.util.Set<String> segments = new java.util.TreeSet<>();
    for (String p : index.packages()) {
      if (!p.startsWith(q) || p.length() == q.length()) continue;
      String rest = p.substring(q.length());
      int dot = rest.indexOf('.');
      segments.add(dot < 0 ? rest : rest.substring(0, dot));
    }
    for (String s : segments) items.add(s, "module", q + s, null);
  }

  /**
   * The class a static import names, for its static members; defined through the compile's loader
   * without initializing it (nothing of it runs), or null.
   */
  private ClassNode loadForMembers(String name) {
    ClassLoader loader = compiler.setup().userClasspath();
    for (String candidate = name; ; ) {
      try {
        return ClassHelper.make(Class.forName(candidate, false, loader));
      } catch (ClassNotFoundException | LinkageError | RuntimeException e) {
        // Maybe a nested class: a.B.C is a.B$C.
        int dot = candidate.lastIndexOf('.');
        if (dot < 0) return null;
        candidate = candidate.substring(0, dot) + "$" + candidate.substring(dot + 1);
        if (candidate.indexOf('.') < 0) return null;
      }
    }
  }
}
