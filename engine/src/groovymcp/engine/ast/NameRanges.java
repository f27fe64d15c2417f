package groovymcp.engine.ast;

import groovymcp.engine.text.LexedTokens;
import org.codehaus.groovy.ast.ASTNode;
import org.codehaus.groovy.ast.AnnotatedNode;
import org.codehaus.groovy.ast.AnnotationNode;
import org.codehaus.groovy.ast.ClassNode;
import org.codehaus.groovy.ast.ConstructorNode;
import org.codehaus.groovy.ast.FieldNode;
import org.codehaus.groovy.ast.MethodNode;
import org.codehaus.groovy.ast.Parameter;
import org.codehaus.groovy.ast.PropertyNode;
import org.codehaus.groovy.ast.expr.VariableExpression;

/**
 * Name-only ranges of declarations. The AST's ranges span whole declarations (from the first
 * annotation); the name comes from the compiler's lexer tokens (docs/groovy-compiler-notes.md §3–§4).
 * Ranges are Groovy coordinates {@code {line, column, endLine, endColumn}}: 1-based, end exclusive.
 */
public final class NameRanges {

  private NameRanges() {}

  /** The declared name of a class, method, constructor, field, property, parameter or variable. */
  public static String nameOf(ASTNode node) {
    if (node instanceof ClassNode cn) return simpleName(cn);
    if (node instanceof ConstructorNode ctor) return simpleName(ctor.getDeclaringClass());
    if (node instanceof MethodNode mn) return mn.getName();
    if (node instanceof FieldNode fn) return fn.getName();
    if (node instanceof PropertyNode pn) return pn.getName();
    if (node instanceof Parameter p) return p.getName();
    if (node instanceof VariableExpression ve) return ve.getName();
    return null;
  }

  /** {@code Outer$Inner} → {@code Inner}; {@code a.b.C} → {@code C}. */
  public static String simpleName(ClassNode cn) {
    String n = cn.getNameWithoutPackage();
    int d = n.lastIndexOf('$');
    return d >= 0 ? n.substring(d + 1) : n;
  }

  /** The full range of a node, or null when it has no position. */
  public static int[] fullRange(ASTNode node) {
    if (node == null || node.getLineNumber() < 1) return null;
    return new int[] {
      node.getLineNumber(),
      node.getColumnNumber(),
      node.getLastLineNumber(),
      node.getLastColumnNumber(),
    };
  }

  /** The name-only range of a declaration, or null when neither the AST nor the tokens place it. */
  public static int[] of(ASTNode node, LexedTokens tokens) {
    int[] full = fullRange(positioned(node));
    String name = nameOf(node);
    if (full == null || name == null) return null;
    if (
      node instanceof VariableExpression &&
      full[0] == full[2] &&
      full[3] - full[1] == name.codePointCount(0, name.length())
    ) {
      return full;
    }
    int fromLine = full[0];
    int fromColumn = full[1];
    if (node instanceof AnnotatedNode an) {
      for (AnnotationNode a : an.getAnnotations()) {
        if (a.getLastLineNumber() < 1) continue;
        if (
          a.getLastLineNumber() > fromLine ||
          (a.getLastLineNumber() == fromLine && a.getLastColumnNumber() > fromColumn)
        ) {
          fromLine = a.getLastLineNumber();
          fromColumn = a.getLastColumnNumber();
        }
      }
    }
    boolean callLike = node instanceof MethodNode;
    LexedTokens.Tok t = tokens.findName(name, fromLine, fromColumn, full[2], full[3], callLike);
    if (t == null) return null;
    return new int[] { t.line(), t.column() + 1, t.endLine(), t.endColumn() + 1 };
  }

  /** A property's own node may lack a position; its field has it. */
  private static ASTNode positioned(ASTNode node) {
    if (node instanceof PropertyNode pn && pn.getLineNumber() < 1) return pn.getField();
    return node;
  }
}
