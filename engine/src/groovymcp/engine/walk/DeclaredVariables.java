package groovymcp.engine.walk;

import java.util.ArrayList;
import java.util.List;
import org.codehaus.groovy.ast.expr.DeclarationExpression;
import org.codehaus.groovy.ast.expr.Expression;
import org.codehaus.groovy.ast.expr.VariableExpression;

/** The variables a declaration introduces: one, or each name of {@code def (a, b) = …}. */
public final class DeclaredVariables {

  private DeclaredVariables() {}

  public static List<VariableExpression> of(DeclarationExpression declaration) {
    if (!declaration.isMultipleAssignmentDeclaration()) return List.of(declaration.getVariableExpression());
    List<VariableExpression> variables = new ArrayList<>();
    for (Expression e : declaration.getTupleExpression().getExpressions()) {
      if (e instanceof VariableExpression ve) variables.add(ve);
    }
    return variables;
  }
}
