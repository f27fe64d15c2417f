package groovymcp.engine.ops;

import groovymcp.engine.ast.AstIndex;
import groovymcp.engine.ast.AstIndex.Occurrence;
import groovymcp.engine.ast.AstIndex.Spelling;
import groovymcp.engine.ast.NameRanges;
import groovymcp.engine.ast.TypeHierarchy;
import groovymcp.engine.compile.CompileGoal;
import groovymcp.engine.compile.CompileResult;
import groovymcp.engine.compile.CompiledBuffer;
import groovymcp.engine.compile.SourceBuffer;
import groovymcp.engine.text.PositionConverter;
import groovymcp.engine.text.PositionConverter.GroovyPosition;
import groovymcp.engine.wire.EngineFailure;
import groovymcp.engine.wire.Request;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.groovy.util.BeanUtils;
import org.codehaus.groovy.ast.ASTNode;
import org.codehaus.groovy.ast.ClassNode;
import org.codehaus.groovy.ast.ConstructorNode;
import org.codehaus.groovy.ast.FieldNode;
import org.codehaus.groovy.ast.MethodNode;
import org.codehaus.groovy.ast.Parameter;
import org.codehaus.groovy.ast.PropertyNode;
import org.codehaus.groovy.ast.expr.VariableExpression;

/**
 * {@code rename} (docs/server.md §6): edits that rename a compiler-proven binding across the
 * buffers, never a text match. What is renamed: a local, parameter, field or property with every
 * use the AST index bound (getter/setter calls the type checker selected are respelled), a method
 * together with the methods it overrides or that override it (all in the buffers) and every call
 * bound to them, a class with its constructors, type references, constructor calls and imports.
 *
 * <p>The binding must be proven twice: the symbol must be declared in the buffers, and the renamed
 * texts, compiled again, must bind exactly the renamed occurrences to the renamed declarations
 * (nothing captured, nothing lost: {@code def y = 1; def x = 2; println y} renaming x to y fails)
 * with no more errors than before. Otherwise, and for anything dynamic, the answer is {@code
 * changes: []} ("the compiler did not prove the binding").
 */
final class RenameOp implements Op {

  @Override
  public Object run(Request request, OpContext context) throws EngineFailure, InterruptedException {
    if (!(request.args().get("newName") instanceof String newName) || newName.isEmpty()) {
      throw EngineFailure.invalid("args.newName must be a non-empty string");
    }
    SymbolAt at = SymbolAt.of(request, context);
    List<Edit> edits = edits(at, newName);
    List<Object> changes = new ArrayList<>();
    if (edits != null && verified(at, edits, request, context)) {
      for (CompiledBuffer b : at.result().buffers()) {
        List<Object> own = new ArrayList<>();
        for (Edit e : edits) {
          if (e.buffer != b.index()) continue;
          Map<String, Object> m = new LinkedHashMap<>();
          m.put(
            "range",
            PositionConverter.rangeMap(b.positions().positionOf(e.start), b.positions().positionOf(e.end))
          );
          m.put("newText", e.newText);
          own.add(m);
        }
        if (own.isEmpty()) continue;
        Map<String, Object> change = new LinkedHashMap<>();
        change.put("uri", b.uri());
        change.put("edits", own);
        changes.add(change);
      }
    }
    Map<String, Object> out = new LinkedHashMap<>();
    out.put("uri", at.uri());
    out.put("changes", changes);
    return out;
  }

  /** One replacement: UTF-16 offsets in its buffer's text, and the declaration it renames. */
  private record Edit(int buffer, int start, int end, String newText, ASTNode target) {}

  /** The edits, in buffer and text order, or null when the binding is not proven or not renameable. */
  private static List<Edit> edits(SymbolAt at, String newName) {
    Occurrence o = at.occurrence();
    if (o == null) return null;
    List<ASTNode> targets = targets(at, o.declaration(), newName);
    if (targets == null) return null;
    List<Edit> edits = new ArrayList<>();
    for (ASTNode target : targets) {
      if (at.index().declarationOf(target) == null) return null;
      String oldName = NameRanges.nameOf(target);
      for (Occurrence occ : at.index().occurrences(target)) {
        CompiledBuffer b = at.result().buffers().get(occ.buffer());
        int start = offset(b, occ.line(), occ.column());
        int end = offset(b, occ.endLine(), occ.endColumn());
        String text = b.text().substring(start, end);
        String newText = respell(occ.spelling(), text, oldName, newName);
        if (newText == null) return null;
        edits.add(new Edit(occ.buffer(), start, end, newText, target));
      }
    }
    edits.sort(Comparator.comparingInt(Edit::buffer).thenComparingInt(Edit::start));
    List<Edit> distinct = new ArrayList<>();
    for (Edit e : edits) {
      Edit last = distinct.isEmpty() ? null : distinct.get(distinct.size() - 1);
      if (
        last != null &&
        last.buffer == e.buffer &&
        last.start == e.start &&
        last.end == e.end &&
        last.newText.equals(e.newText)
      ) continue;
      // Overlapping edits cannot be applied together: the index would be contradicting itself.
      if (last != null && last.buffer == e.buffer && e.start < last.end) return null;
      distinct.add(e);
    }
    return distinct.isEmpty() ? null : distinct;
  }

  /** The declarations renamed together, or null when renaming this one is not proven safe. */
  private static List<ASTNode> targets(SymbolAt at, ASTNode decl, String newName) {
    if (decl instanceof ConstructorNode ctor) decl = ctor.getDeclaringClass().redirect();
    if (decl instanceof ClassNode cn) {
      List<ASTNode> out = new ArrayList<>(List.of(cn));
      for (ConstructorNode c : cn.getDeclaredConstructors())
        if (c.getLineNumber() > 0 && !c.isSynthetic()) out.add(c);
      return out;
    }
    if (decl instanceof MethodNode m) {
      TypeHierarchy hierarchy = TypeHierarchy.of(at.result());
      TypeHierarchy.Family family = hierarchy.family(m);
      if (family.external() || clashes(family.methods(), newName)) return null;
      return new ArrayList<>(family.methods());
    }
    if (decl instanceof PropertyNode p) {
      // A hand-written accessor would keep the old name and silently stop being the property's.
      ClassNode owner = p.getDeclaringClass();
      String cap = BeanUtils.capitalize(p.getName());
      for (String prefix : new String[] { "get", "set", "is" }) {
        if (!owner.getMethods(prefix + cap).isEmpty()) return null;
      }
      return List.of(p);
    }
    if (
      decl instanceof FieldNode || decl instanceof Parameter || decl instanceof VariableExpression
    ) return List.of(decl);
    return null;
  }

  /** A method of the new name with the same parameters already in one of the classes would clash. */
  private static boolean clashes(List<MethodNode> family, String newName) {
    for (MethodNode m : family) {
      for (ClassNode c = m.getDeclaringClass(); c != null; c = c.getSuperClass()) {
        for (MethodNode other : c.getMethods(newName)) {
          if (other.getParameters().length == m.getParameters().length) return true;
        }
      }
    }
    return false;
  }

  /**
   * The new text of one occurrence: the new name, or for a getter/setter use of a property the
   * accessor of the new name ({@code getName} → {@code getTitle}), or for a property-style use of an
   * accessor method the new property name ({@code g.name} → {@code g.title} for {@code getTitle});
   * null when the text is not what the index says it is, or the new name is no accessor.
   */
  static String respell(Spelling spelling, String text, String oldName, String newName) {
    switch (spelling) {
      case NAME:
        return text.equals(oldName) ? newName : null;
      case ACCESSOR: {
        String cap = BeanUtils.capitalize(oldName);
        if (!text.endsWith(cap)) return null;
        String prefix = text.substring(0, text.length() - cap.length());
        return prefix + BeanUtils.capitalize(newName);
      }
      case PROPERTY: {
        for (String prefix : new String[] { "get", "set", "is" }) {
          if (
            !oldName.startsWith(prefix) || !newName.startsWith(prefix) || newName.length() == prefix.length()
          ) continue;
          String oldProperty = BeanUtils.decapitalize(oldName.substring(prefix.length()));
          String newProperty = BeanUtils.decapitalize(newName.substring(prefix.length()));
          if (
            !text.equals(oldProperty) ||
            !BeanUtils.capitalize(newProperty).equals(newName.substring(prefix.length()))
          ) return null;
          return newProperty;
        }
        return null;
      }
      default:
        return null;
    }
  }

  private static int offset(CompiledBuffer b, int groovyLine, int groovyColumn) {
    PositionConverter.Position p = b.positions().toWire(groovyLine, groovyColumn);
    return b.positions().offsetOf(p.line(), p.character());
  }

  /**
   * Compiles the renamed texts and checks that exactly the renamed occurrences are bound to the
   * renamed declarations, one new declaration per old one, with no more errors than before.
   */
  private static boolean verified(SymbolAt at, List<Edit> edits, Request request, OpContext context)
    throws InterruptedException {
    CompileResult before = at.result();
    List<SourceBuffer> renamed = new ArrayList<>();
    List<List<int[]>> newRanges = new ArrayList<>();
    for (CompiledBuffer b : before.buffers()) {
      StringBuilder text = new StringBuilder(b.text());
      List<int[]> ranges = new ArrayList<>();
      int shift = 0;
      for (Edit e : edits) {
        if (e.buffer != b.index()) continue;
        text.replace(e.start + shift, e.end + shift, e.newText);
        ranges.add(new int[] { e.start + shift, e.start + shift + e.newText.length() });
        shift += e.newText.length() - (e.end - e.start);
      }
      renamed.add(new SourceBuffer(b.uri(), text.toString()));
      newRanges.add(ranges);
    }
    CompileResult after = context.compiler().compile(renamed, CompileGoal.TYPED, context.deadline());
    if (errors(after) > errors(before)) return false;
    AstIndex index = AstIndex.of(after);
    IdentityHashMap<ASTNode, ASTNode> renamedTo = new IdentityHashMap<>();
    Set<ASTNode> newDeclarations = java.util.Collections.newSetFromMap(new IdentityHashMap<>());
    Map<ASTNode, Set<String>> expected = new IdentityHashMap<>();
    int[] next = new int[before.buffers().size()];
    for (Edit e : edits) {
      int[] r = newRanges.get(e.buffer).get(next[e.buffer]++);
      CompiledBuffer b = after.buffers().get(e.buffer);
      Occurrence found = occurrenceAt(index, b, r);
      if (found == null) return false;
      ASTNode mapped = renamedTo.computeIfAbsent(e.target, k -> found.declaration());
      if (mapped != found.declaration()) return false;
      newDeclarations.add(mapped);
      expected.computeIfAbsent(mapped, k -> new LinkedHashSet<>()).add(e.buffer + ":" + r[0] + ":" + r[1]);
    }
    if (newDeclarations.size() != renamedTo.size()) return false;
    for (ASTNode d : newDeclarations) {
      Set<String> actual = new LinkedHashSet<>();
      for (Occurrence o : index.occurrences(d)) {
        CompiledBuffer b = after.buffers().get(o.buffer());
        actual.add(
          o.buffer() + ":" + offset(b, o.line(), o.column()) + ":" + offset(b, o.endLine(), o.endColumn())
        );
      }
      if (!actual.equals(expected.get(d))) return false;
    }
    return true;
  }

  /** The occurrence with exactly this range (UTF-16 offsets) in the renamed buffer, or null. */
  private static Occurrence occurrenceAt(AstIndex index, CompiledBuffer b, int[] range) {
    PositionConverter.Position p = b.positions().positionOf(range[0]);
    GroovyPosition g = b.positions().toGroovy(p.line(), p.character());
    for (Occurrence o : index.inBuffer(b.index())) {
      if (
        o.line() == g.line() && o.column() == g.column() && offset(b, o.endLine(), o.endColumn()) == range[1]
      ) return o;
    }
    return null;
  }

  private static int errors(CompileResult r) {
    int n = 0;
    for (CompiledBuffer b : r.buffers()) {
      if (b.module() == null) n += 1000;
      for (var m : b.messages()) if (m.severity().equals("error")) n++;
    }
    return n;
  }
}
