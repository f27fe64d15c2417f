package groovymcp.engine.ast;

import groovymcp.engine.compile.CompileResult;
import groovymcp.engine.compile.CompiledBuffer;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.IdentityHashMap;
import java.util.List;
import org.codehaus.groovy.ast.ASTNode;
import org.codehaus.groovy.ast.ClassNode;
import org.codehaus.groovy.ast.ConstructorNode;
import org.codehaus.groovy.ast.FieldNode;
import org.codehaus.groovy.ast.MethodNode;
import org.codehaus.groovy.ast.ModuleNode;
import org.codehaus.groovy.ast.Parameter;
import org.codehaus.groovy.ast.PropertyNode;
import org.codehaus.groovy.ast.expr.VariableExpression;

/**
 * The one AST index, built after SEMANTIC_ANALYSIS over every buffer of a compile: each
 * declaration (class, method, constructor, field, property, parameter, local variable) and each
 * usage the compiler bound to it ({@code VariableExpression.getAccessedVariable()}, resolved types,
 * {@code this.x}, calls on the enclosing class), with name-only ranges from the lexer
 * (docs/groovy-compiler-notes.md §3). Declarations are keyed by identity; a property's backing field
 * maps to its {@link PropertyNode}. Over the AST of a {@code CompileGoal.TYPED} compile it also
 * binds what the type checker proved: calls to the method it selected, and properties, accessors
 * and named constructor arguments on receivers whose static type is a compiled class.
 *
 * <p>Later ops (definition, references, rename, describe, implementations) read it through {@link
 * #at}, {@link #occurrences} and {@link #declarationOf}.
 */
public final class AstIndex {

  public enum Kind {
    CLASS,
    METHOD,
    CONSTRUCTOR,
    FIELD,
    PROPERTY,
    PARAMETER,
    VARIABLE,
  }

  /**
   * How an occurrence spells its declaration's name. {@code ACCESSOR}: a property used through its
   * getter or setter ({@code getName()}, {@code setName(x)}, {@code isActive()} for {@code name},
   * {@code active}): the text is the accessor prefix plus the capitalized property name. {@code
   * PROPERTY}: an accessor method used as a property ({@code g.name} for {@code getName()}).
   */
  public enum Spelling {
    NAME,
    ACCESSOR,
    PROPERTY,
  }

  /**
   * A name-only occurrence in one buffer, in Groovy coordinates (1-based line and code-point
   * column, end exclusive). {@code declaration} is the canonical declaring node, possibly outside
   * the compiled buffers (a JDK class) in which case {@link #declarationOf} is null. {@code byName}
   * marks a call bound to a method of the enclosing class by name and argument count (dynamic
   * Groovy has no static call target where the type checker did not select one).
   */
  public record Occurrence(
    int buffer,
    int line,
    int column,
    int endLine,
    int endColumn,
    ASTNode declaration,
    Kind kind,
    boolean isDeclaration,
    boolean byName,
    Spelling spelling
  ) {
    boolean contains(int l, int c) {
      boolean afterStart = l > line || (l == line && c >= column);
      boolean beforeEnd = l < endLine || (l == endLine && c <= endColumn);
      return afterStart && beforeEnd;
    }
  }

  private final List<List<Occurrence>> byBuffer;
  private final IdentityHashMap<ASTNode, List<Occurrence>> byDeclaration;
  private final IdentityHashMap<ASTNode, Occurrence> declarationSites;
  private final IdentityHashMap<ModuleNode, Integer> moduleBuffers;

  private AstIndex(
    List<List<Occurrence>> byBuffer,
    IdentityHashMap<ASTNode, List<Occurrence>> byDeclaration,
    IdentityHashMap<ASTNode, Occurrence> declarationSites,
    IdentityHashMap<ModuleNode, Integer> moduleBuffers
  ) {
    this.byBuffer = byBuffer;
    this.byDeclaration = byDeclaration;
    this.declarationSites = declarationSites;
    this.moduleBuffers = moduleBuffers;
  }

  /** The index of {@code result}'s buffers, built on first use and kept with the result. */
  public static AstIndex of(CompileResult result) {
    return result.derived(AstIndex.class, AstIndex::build);
  }

  private static AstIndex build(CompileResult result) {
    IdentityHashMap<ModuleNode, Integer> modules = new IdentityHashMap<>();
    for (CompiledBuffer b : result.buffers()) if (b.module() != null) modules.put(b.module(), b.index());
    List<Occurrence> all = new ArrayList<>();
    for (CompiledBuffer b : result.buffers()) {
      if (b.module() == null) continue;
      new AstIndexVisitor(b, modules, all::add).visitModule(b.module());
    }
    List<List<Occurrence>> byBuffer = new ArrayList<>();
    for (int i = 0; i < result.buffers().size(); i++) byBuffer.add(new ArrayList<>());
    IdentityHashMap<ASTNode, List<Occurrence>> byDecl = new IdentityHashMap<>();
    IdentityHashMap<ASTNode, Occurrence> sites = new IdentityHashMap<>();
    java.util.Set<String> seen = new java.util.HashSet<>();
    for (Occurrence o : all) {
      // The same node can be reached twice (a field initializer copied by a transform).
      String key =
        o.buffer +
        ":" +
        o.line +
        ":" +
        o.column +
        ":" +
        System.identityHashCode(o.declaration) +
        ":" +
        o.isDeclaration;
      if (!seen.add(key)) continue;
      byBuffer.get(o.buffer).add(o);
      byDecl.computeIfAbsent(o.declaration, k -> new ArrayList<>()).add(o);
      if (o.isDeclaration) sites.putIfAbsent(o.declaration, o);
    }
    Comparator<Occurrence> order = Comparator.comparingInt(Occurrence::buffer)
      .thenComparingInt(Occurrence::line)
      .thenComparingInt(Occurrence::column);
    for (List<Occurrence> l : byBuffer) l.sort(order);
    for (List<Occurrence> l : byDecl.values()) l.sort(order);
    return new AstIndex(byBuffer, byDecl, sites, modules);
  }

  /** The occurrence whose name covers the Groovy position (the position just after a name counts), or null. */
  public Occurrence at(int buffer, int line, int column) {
    if (buffer < 0 || buffer >= byBuffer.size()) return null;
    Occurrence best = null;
    for (Occurrence o : byBuffer.get(buffer)) {
      if (o.line > line) break;
      if (!o.contains(line, column)) continue;
      // Prefer the occurrence that starts at or before the position and ends after it.
      if (best == null || (o.column <= column && column < o.endColumn)) best = o;
    }
    return best;
  }

  /** Every occurrence (declaration and usages) of a declaration, in buffer and text order. */
  public List<Occurrence> occurrences(ASTNode declaration) {
    return byDeclaration.getOrDefault(canonical(declaration), List.of());
  }

  /** The declaring occurrence of a declaration, or null when it is not in the compiled buffers. */
  public Occurrence declarationOf(ASTNode declaration) {
    return declarationSites.get(canonical(declaration));
  }

  /** All occurrences of one buffer, in text order. */
  public List<Occurrence> inBuffer(int buffer) {
    return buffer < 0 || buffer >= byBuffer.size() ? List.of() : byBuffer.get(buffer);
  }

  /** The buffer index a module was compiled from, or -1 (a class from a library). */
  public int bufferOf(ClassNode cn) {
    ModuleNode m = cn == null ? null : cn.redirect().getModule();
    Integer i = m == null ? null : moduleBuffers.get(m);
    return i == null ? -1 : i;
  }

  /** A property's field is the property; a type reference is its class; everything else is itself. */
  public static ASTNode canonical(ASTNode node) {
    if (node instanceof FieldNode fn) {
      ClassNode owner = fn.getOwner();
      PropertyNode pn = owner == null ? null : owner.getProperty(fn.getName());
      if (pn != null && pn.getField() == fn) return pn;
    }
    if (node instanceof ClassNode cn) return cn.redirect();
    return node;
  }

  static Kind kindOf(ASTNode decl) {
    if (decl instanceof ClassNode) return Kind.CLASS;
    if (decl instanceof ConstructorNode) return Kind.CONSTRUCTOR;
    if (decl instanceof MethodNode) return Kind.METHOD;
    if (decl instanceof PropertyNode) return Kind.PROPERTY;
    if (decl instanceof FieldNode) return Kind.FIELD;
    if (decl instanceof Parameter) return Kind.PARAMETER;
    return Kind.VARIABLE;
  }
}
