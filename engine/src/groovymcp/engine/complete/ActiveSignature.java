package groovymcp.engine.complete;

import groovymcp.engine.types.TypeFacts;
import java.util.List;
import org.codehaus.groovy.ast.ClassHelper;
import org.codehaus.groovy.ast.ClassNode;
import org.codehaus.groovy.ast.MethodNode;
import org.codehaus.groovy.ast.Parameter;
import org.codehaus.groovy.ast.expr.Expression;
import org.codehaus.groovy.ast.expr.VariableExpression;
import org.codehaus.groovy.transform.stc.StaticTypeCheckingSupport;

/** Which overload {@link SignatureHelp} shows as active (docs/server.md §6, {@code signatures}). */
final class ActiveSignature {

  private ActiveSignature() {}

  /**
   * The index in {@code candidates} of the active overload: the one the type checker selected when
   * it takes the active parameter, else the one whose parameters best take the argument types
   * written so far (the recovery placeholder left out).
   */
  static int of(
    TypeFacts types,
    List<MethodNode> candidates,
    Expression call,
    List<Expression> arguments,
    int activeParameter
  ) {
    if (candidates.isEmpty()) return 0;
    MethodNode selected = TypeFacts.selectedMethod(call);
    if (selected != null) {
      for (int i = 0; i < candidates.size(); i++) {
        if (sameSignature(candidates.get(i), selected) && fits(candidates.get(i), activeParameter)) return i;
      }
    }
    int best = 0;
    int bestScore = Integer.MIN_VALUE;
    for (int i = 0; i < candidates.size(); i++) {
      MethodNode m = candidates.get(i);
      int score = fits(m, activeParameter) ? 0 : -1000;
      Parameter[] params = m.getParameters();
      for (int a = 0; a < arguments.size() && a < params.length; a++) {
        Expression arg = arguments.get(a);
        if (
          arg instanceof VariableExpression ve && ve.getName().equals(RecoveringCompile.PLACEHOLDER)
        ) continue;
        ClassNode argType = types.typeOf(arg);
        if (argType == null) continue;
        ClassNode paramType = params[a].getType();
        if (
          argType.equals(paramType) ||
          ClassHelper.getWrapper(argType).equals(ClassHelper.getWrapper(paramType))
        ) score += 3;
        else if (StaticTypeCheckingSupport.isAssignableTo(argType, paramType)) score += 2;
        else score -= 1;
      }
      if (score > bestScore) {
        bestScore = score;
        best = i;
      }
    }
    return best;
  }

  private static boolean fits(MethodNode m, int activeParameter) {
    Parameter[] p = m.getParameters();
    return p.length > activeParameter || (p.length > 0 && p[p.length - 1].getType().isArray());
  }

  private static boolean sameSignature(MethodNode a, MethodNode b) {
    String da = a.getTypeDescriptor();
    String db = b.getTypeDescriptor();
    return (
      a.getName().equals(b.getName()) && da.substring(da.indexOf('(')).equals(db.substring(db.indexOf('(')))
    );
  }
}
