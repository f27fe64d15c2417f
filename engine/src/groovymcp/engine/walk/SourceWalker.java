package groovymcp.engine.walk;

import org.codehaus.groovy.ast.ClassCodeVisitorSupport;
import org.codehaus.groovy.ast.Parameter;
import org.codehaus.groovy.ast.expr.ClosureExpression;
import org.codehaus.groovy.ast.stmt.CatchStatement;
import org.codehaus.groovy.ast.stmt.ForStatement;
import org.codehaus.groovy.control.SourceUnit;

/**
 * The engine's walk over the classes of one source unit. Groovy's {@link ClassCodeVisitorSupport}
 * passes over the parameters that code declares (a closure's or lambda's, a for-in loop's variable,
 * a catch's variable): they carry types and annotations that the index, the import check and the
 * annotation vetting must all see, so each walker meets them at {@link #visitCodeParameter} before
 * the code they scope. Method and constructor parameters are not among them: the base visitor
 * already visits their annotations, and walkers read them with the method.
 */
public abstract class SourceWalker extends ClassCodeVisitorSupport {

  private final SourceUnit source;

  protected SourceWalker(SourceUnit source) {
    this.source = source;
  }

  @Override
  protected final SourceUnit getSourceUnit() {
    return source;
  }

  /** A parameter declared by code (closure, for-in loop, catch), met before that code is walked. */
  protected void visitCodeParameter(Parameter parameter) {}

  @Override
  public void visitClosureExpression(ClosureExpression expression) {
    Parameter[] parameters = expression.getParameters();
    if (parameters != null) for (Parameter p : parameters) visitCodeParameter(p);
    super.visitClosureExpression(expression);
  }

  @Override
  public void visitForLoop(ForStatement forLoop) {
    Parameter variable = forLoop.getVariable();
    // A classic for (;;) loop has the dummy in its place: it declares nothing.
    if (variable != null && variable != ForStatement.FOR_LOOP_DUMMY) visitCodeParameter(variable);
    super.visitForLoop(forLoop);
  }

  @Override
  public void visitCatchStatement(CatchStatement statement) {
    if (statement.getVariable() != null) visitCodeParameter(statement.getVariable());
    super.visitCatchStatement(statement);
  }
}
