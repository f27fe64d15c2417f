package groovymcp.engine.ast;

import groovymcp.engine.ast.AstIndex.Occurrence;
import groovymcp.engine.ast.AstIndex.Spelling;
import groovymcp.engine.compile.CompiledBuffer;
import groovymcp.engine.text.LexedTokens;
import java.util.function.Consumer;
import org.codehaus.groovy.ast.ASTNode;
import org.codehaus.groovy.ast.ClassHelper;
import org.codehaus.groovy.ast.ClassNode;
import org.codehaus.groovy.ast.GenericsType;

/**
 * Turns what the walk found into {@link Occurrence}s of one buffer, each at the token that spells
 * the name (a declaration's name, a usage's identifier, a type's simple name), and skips what has
 * no such token (a quoted name, a node the compiler made up).
 */
final class OccurrenceRecorder {

  private final CompiledBuffer buffer;
  private final Consumer<Occurrence> sink;

  OccurrenceRecorder(CompiledBuffer buffer, Consumer<Occurrence> sink) {
    this.buffer = buffer;
    this.sink = sink;
  }

  LexedTokens tokens() {
    return buffer.tokens();
  }

  /** A declaration, at its name's token. */
  void declare(ASTNode node) {
    emit(node, NameRanges.of(node, tokens()), true, false, Spelling.NAME);
  }

  void use(ASTNode decl, int[] r, boolean byName) {
    use(decl, r, byName, Spelling.NAME);
  }

  /** A usage of {@code decl} at the token range {@code r} (line, column, end line, end column). */
  void use(ASTNode decl, int[] r, boolean byName, Spelling spelling) {
    if (decl != null) emit(decl, r, false, byName, spelling);
  }

  private void emit(ASTNode node, int[] r, boolean isDeclaration, boolean byName, Spelling spelling) {
    if (r == null) return;
    ASTNode decl = AstIndex.canonical(node);
    sink.accept(
      new Occurrence(
        buffer.index(),
        r[0],
        r[1],
        r[2],
        r[3],
        decl,
        AstIndex.kindOf(decl),
        isDeclaration,
        byName,
        spelling
      )
    );
  }

  /** The identifier token spelling {@code name} inside a range (a quoted name has none), or null. */
  int[] nameIn(String name, int[] within) {
    if (within == null) return null;
    LexedTokens.Tok t = tokens().findName(name, within[0], within[1], within[2], within[3], false);
    return t == null ? null : new int[] { t.line(), t.column() + 1, t.endLine(), t.endColumn() + 1 };
  }

  void typeUse(ClassNode type) {
    typeUse(type, NameRanges.fullRange(type));
  }

  /** A reference to a class: the simple name inside {@code within} (a type node or an expression). */
  void typeUse(ClassNode type, int[] within) {
    if (type == null || within == null) return;
    if (type.isGenericsPlaceHolder() || (type.getLineNumber() < 1 && within == null)) return;
    ClassNode target = type.redirect();
    if (target.isArray()) target = target.getComponentType().redirect();
    // Primitive types and void are keywords, not class references.
    if (ClassHelper.isPrimitiveType(target) || ClassHelper.isPrimitiveVoid(target)) return;
    String simple = NameRanges.simpleName(target);
    LexedTokens.Tok t = tokens().findName(simple, within[0], within[1], within[2], within[3], false);
    if (t != null) use(target, new int[] { t.line(), t.column() + 1, t.endLine(), t.endColumn() + 1 }, false);
    GenericsType[] generics = type.getGenericsTypes();
    if (generics != null) {
      for (GenericsType g : generics) {
        if (g.getType() != null && g.getType() != type && g.getType().getLineNumber() > 0) typeUse(
          g.getType()
        );
      }
    }
  }
}
