package groovymcp.engine.tokens;

import groovymcp.engine.ast.AstIndex;
import groovymcp.engine.ast.AstIndex.Occurrence;
import java.util.ArrayList;
import java.util.List;
import org.codehaus.groovy.ast.ASTNode;
import org.codehaus.groovy.ast.AnnotatedNode;
import org.codehaus.groovy.ast.AnnotationNode;
import org.codehaus.groovy.ast.ClassNode;
import org.codehaus.groovy.ast.FieldNode;
import org.codehaus.groovy.ast.MethodNode;
import org.codehaus.groovy.ast.Parameter;
import org.codehaus.groovy.ast.PropertyNode;
import org.codehaus.groovy.ast.expr.VariableExpression;

/**
 * The semantic token type and modifiers of an identifier the compiler bound, read from its
 * declaration in the AST index (for {@link TokenClassifier}, which handles what the lexer decides
 * and the identifiers nothing bound).
 */
final class BoundKinds {

  private BoundKinds() {}

  /** The token type of an identifier the compiler bound, from its declaration's kind. */
  static String kindOf(Occurrence o) {
    ASTNode decl = o.declaration();
    switch (o.kind()) {
      case CLASS -> {
        ClassNode cn = (ClassNode) decl;
        if (cn.isGenericsPlaceHolder()) return "typeParameter";
        if (cn.isEnum()) return "enum";
        if (cn.isInterface()) return "interface";
        return "class";
      }
      case METHOD, CONSTRUCTOR -> {
        return "method";
      }
      case FIELD, PROPERTY -> {
        if (decl instanceof FieldNode f && f.isEnum()) return "enumMember";
        return "property";
      }
      case PARAMETER -> {
        return "parameter";
      }
      default -> {
        return "variable";
      }
    }
  }

  /** Its modifiers; {@code defaultLibrary} for a class none of the buffers declares. */
  static List<String> modifiersOf(Occurrence o, AstIndex index) {
    List<String> mods = new ArrayList<>();
    if (o.isDeclaration()) mods.add("declaration");
    ASTNode decl = o.declaration();
    int modifiers = modifiers(decl);
    if ((modifiers & java.lang.reflect.Modifier.STATIC) != 0) mods.add("static");
    if (
      (modifiers & java.lang.reflect.Modifier.FINAL) != 0 &&
      !(decl instanceof ClassNode) &&
      !(decl instanceof MethodNode)
    ) mods.add("readonly");
    if (decl instanceof AnnotatedNode an && deprecated(an)) mods.add("deprecated");
    if (
      (modifiers & java.lang.reflect.Modifier.ABSTRACT) != 0 &&
      !(decl instanceof ClassNode cn && cn.isInterface())
    ) mods.add("abstract");
    if (decl instanceof ClassNode cn && index != null && index.bufferOf(cn) < 0) mods.add("defaultLibrary");
    return mods;
  }

  private static int modifiers(ASTNode decl) {
    if (decl instanceof ClassNode cn) return cn.getModifiers();
    if (decl instanceof MethodNode mn) return mn.getModifiers();
    if (decl instanceof PropertyNode pn) return (
      pn.getModifiers() |
      (pn.getField() == null ? 0 : pn.getField().getModifiers() & java.lang.reflect.Modifier.FINAL)
    );
    if (decl instanceof FieldNode fn) return fn.getModifiers();
    if (decl instanceof Parameter p) return p.getModifiers();
    if (decl instanceof VariableExpression ve) return ve.getModifiers();
    return 0;
  }

  private static boolean deprecated(AnnotatedNode node) {
    for (AnnotationNode a : node.getAnnotations()) {
      if (
        "java.lang.Deprecated".equals(a.getClassNode().getName()) ||
        "Deprecated".equals(a.getClassNode().getName())
      ) return true;
    }
    return false;
  }
}
