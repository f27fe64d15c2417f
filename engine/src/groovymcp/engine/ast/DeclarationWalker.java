package groovymcp.engine.ast;

import groovymcp.engine.compile.CompiledBuffer;
import groovymcp.engine.walk.DeclaredVariables;
import groovymcp.engine.walk.SourceWalker;
import java.util.IdentityHashMap;
import org.codehaus.groovy.ast.ASTNode;
import org.codehaus.groovy.ast.ClassNode;
import org.codehaus.groovy.ast.FieldNode;
import org.codehaus.groovy.ast.ImportNode;
import org.codehaus.groovy.ast.MethodNode;
import org.codehaus.groovy.ast.ModuleNode;
import org.codehaus.groovy.ast.Parameter;
import org.codehaus.groovy.ast.PropertyNode;
import org.codehaus.groovy.ast.expr.DeclarationExpression;
import org.codehaus.groovy.ast.expr.VariableExpression;

/**
 * The declaring half of the walk for {@link AstIndex}: classes, members, parameters and local
 * variables, with the types their declarations name. {@link AstIndexVisitor} adds the usages.
 */
abstract class DeclarationWalker extends SourceWalker {

  protected final OccurrenceRecorder out;
  private final IdentityHashMap<ASTNode, Boolean> declaredVariables = new IdentityHashMap<>();
  private ClassNode currentClass;

  DeclarationWalker(CompiledBuffer buffer, OccurrenceRecorder out) {
    super(buffer.module().getContext());
    this.out = out;
  }

  void visitModule(ModuleNode module) {
    // Imports name classes too: renaming a class must rename `import a.B` (an alias is its own name).
    for (ImportNode i : module.getImports()) out.typeUse(i.getType(), NameRanges.fullRange(i));
    for (ImportNode i : module.getStaticImports().values()) out.typeUse(i.getType(), NameRanges.fullRange(i));
    for (ImportNode i : module.getStaticStarImports().values())
      out.typeUse(i.getType(), NameRanges.fullRange(i));
    for (ClassNode cn : module.getClasses()) {
      if (isGenerated(cn)) continue;
      currentClass = cn;
      if (!cn.isScript()) {
        out.declare(cn);
        out.typeUse(cn.getUnresolvedSuperClass(false));
        for (ClassNode i : cn.getUnresolvedInterfaces(false)) out.typeUse(i);
      }
      visitClass(cn);
    }
  }

  /** Trait helpers and other classes a transform added have no source of their own. */
  static boolean isGenerated(ClassNode cn) {
    return (cn.getLineNumber() < 1 && !cn.isScript()) || cn.getName().contains("$Trait$");
  }

  /** The class being walked: the receiver of a call on {@code this}. */
  protected ClassNode enclosingClass() {
    return currentClass;
  }

  /** Whether the walk declared this variable expression (so it is not a usage as well). */
  protected boolean isDeclaration(VariableExpression expression) {
    return declaredVariables.containsKey(expression);
  }

  @Override
  public void visitField(FieldNode node) {
    if (!node.isSynthetic() && node.getLineNumber() > 0) {
      // A property's backing field is declared once, as the property.
      if (AstIndex.canonical(node) == node) out.declare(node);
      out.typeUse(node.getOriginType());
    }
    super.visitField(node);
  }

  @Override
  public void visitProperty(PropertyNode node) {
    if (!node.isSynthetic()) {
      out.declare(node);
      // A property's backing field is synthetic, so visitField skips it: its type is used here.
      out.typeUse(node.getOriginType());
    }
    super.visitProperty(node);
  }

  @Override
  protected void visitConstructorOrMethod(MethodNode node, boolean isConstructor) {
    boolean scriptEntry =
      currentClass.isScript() && (node.getName().equals("run") || node.getName().equals("main"));
    if (!node.isSynthetic() && node.getLineNumber() > 0 && !scriptEntry) {
      out.declare(node);
      if (!isConstructor) out.typeUse(node.getReturnType());
      for (ClassNode e : node.getExceptions()) out.typeUse(e);
    }
    for (Parameter p : node.getParameters()) declareParameter(p);
    super.visitConstructorOrMethod(node, isConstructor);
  }

  @Override
  protected void visitCodeParameter(Parameter p) {
    declareParameter(p);
  }

  private void declareParameter(Parameter p) {
    if (p.getLineNumber() < 1) return;
    out.declare(p);
    out.typeUse(p.getOriginType());
    if (p.hasInitialExpression()) p.getInitialExpression().visit(this);
  }

  @Override
  public void visitDeclarationExpression(DeclarationExpression expression) {
    for (VariableExpression ve : DeclaredVariables.of(expression)) {
      declaredVariables.put(ve, Boolean.TRUE);
      out.declare(ve);
      out.typeUse(ve.getOriginType());
    }
    super.visitDeclarationExpression(expression);
  }
}
