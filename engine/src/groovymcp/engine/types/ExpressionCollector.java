package groovymcp.engine.types;

import groovymcp.engine.walk.DeclaredVariables;
import groovymcp.engine.walk.SourceWalker;
import java.util.IdentityHashMap;
import java.util.List;
import org.codehaus.groovy.ast.expr.DeclarationExpression;
import org.codehaus.groovy.ast.expr.Expression;
import org.codehaus.groovy.ast.expr.VariableExpression;
import org.codehaus.groovy.control.SourceUnit;

/**
 * Walks one module of a TYPED compile for {@link TypeFacts}: every expression that has a position,
 * in walk order (so an inner expression comes after the one around it), and the declaration each
 * declared variable belongs to. It reads no type; {@link TypeFacts} resolves from what it gathered.
 */
final class ExpressionCollector extends SourceWalker {

  private final List<Expression> out;
  private final IdentityHashMap<VariableExpression, DeclarationExpression> declarations;

  ExpressionCollector(
    SourceUnit source,
    List<Expression> out,
    IdentityHashMap<VariableExpression, DeclarationExpression> declarations
  ) {
    super(source);
    this.out = out;
    this.declarations = declarations;
  }

  @Override
  public void visitDeclarationExpression(DeclarationExpression expression) {
    for (VariableExpression ve : DeclaredVariables.of(expression)) declarations.put(ve, expression);
    super.visitDeclarationExpression(expression);
  }

  // CodeVisitorSupport has no hook common to all expressions: record in each one.
  @Override
  public void visitMethodCallExpression(org.codehaus.groovy.ast.expr.MethodCallExpression e) {
    add(e);
    super.visitMethodCallExpression(e);
  }

  @Override
  public void visitStaticMethodCallExpression(org.codehaus.groovy.ast.expr.StaticMethodCallExpression e) {
    add(e);
    super.visitStaticMethodCallExpression(e);
  }

  @Override
  public void visitConstructorCallExpression(org.codehaus.groovy.ast.expr.ConstructorCallExpression e) {
    add(e);
    super.visitConstructorCallExpression(e);
  }

  @Override
  public void visitTernaryExpression(org.codehaus.groovy.ast.expr.TernaryExpression e) {
    add(e);
    super.visitTernaryExpression(e);
  }

  @Override
  public void visitShortTernaryExpression(org.codehaus.groovy.ast.expr.ElvisOperatorExpression e) {
    add(e);
    super.visitShortTernaryExpression(e);
  }

  @Override
  public void visitBinaryExpression(org.codehaus.groovy.ast.expr.BinaryExpression e) {
    add(e);
    super.visitBinaryExpression(e);
  }

  @Override
  public void visitPrefixExpression(org.codehaus.groovy.ast.expr.PrefixExpression e) {
    add(e);
    super.visitPrefixExpression(e);
  }

  @Override
  public void visitPostfixExpression(org.codehaus.groovy.ast.expr.PostfixExpression e) {
    add(e);
    super.visitPostfixExpression(e);
  }

  @Override
  public void visitBooleanExpression(org.codehaus.groovy.ast.expr.BooleanExpression e) {
    add(e);
    super.visitBooleanExpression(e);
  }

  @Override
  public void visitClosureExpression(org.codehaus.groovy.ast.expr.ClosureExpression e) {
    add(e);
    super.visitClosureExpression(e);
  }

  @Override
  public void visitLambdaExpression(org.codehaus.groovy.ast.expr.LambdaExpression e) {
    add(e);
    super.visitLambdaExpression(e);
  }

  @Override
  public void visitTupleExpression(org.codehaus.groovy.ast.expr.TupleExpression e) {
    add(e);
    super.visitTupleExpression(e);
  }

  @Override
  public void visitMapExpression(org.codehaus.groovy.ast.expr.MapExpression e) {
    add(e);
    super.visitMapExpression(e);
  }

  @Override
  public void visitMapEntryExpression(org.codehaus.groovy.ast.expr.MapEntryExpression e) {
    add(e);
    super.visitMapEntryExpression(e);
  }

  @Override
  public void visitListExpression(org.codehaus.groovy.ast.expr.ListExpression e) {
    add(e);
    super.visitListExpression(e);
  }

  @Override
  public void visitRangeExpression(org.codehaus.groovy.ast.expr.RangeExpression e) {
    add(e);
    super.visitRangeExpression(e);
  }

  @Override
  public void visitPropertyExpression(org.codehaus.groovy.ast.expr.PropertyExpression e) {
    add(e);
    super.visitPropertyExpression(e);
  }

  @Override
  public void visitAttributeExpression(org.codehaus.groovy.ast.expr.AttributeExpression e) {
    add(e);
    super.visitAttributeExpression(e);
  }

  @Override
  public void visitFieldExpression(org.codehaus.groovy.ast.expr.FieldExpression e) {
    add(e);
    super.visitFieldExpression(e);
  }

  @Override
  public void visitMethodPointerExpression(org.codehaus.groovy.ast.expr.MethodPointerExpression e) {
    add(e);
    super.visitMethodPointerExpression(e);
  }

  @Override
  public void visitMethodReferenceExpression(org.codehaus.groovy.ast.expr.MethodReferenceExpression e) {
    add(e);
    super.visitMethodReferenceExpression(e);
  }

  @Override
  public void visitConstantExpression(org.codehaus.groovy.ast.expr.ConstantExpression e) {
    add(e);
    super.visitConstantExpression(e);
  }

  @Override
  public void visitClassExpression(org.codehaus.groovy.ast.expr.ClassExpression e) {
    add(e);
    super.visitClassExpression(e);
  }

  @Override
  public void visitVariableExpression(org.codehaus.groovy.ast.expr.VariableExpression e) {
    add(e);
    super.visitVariableExpression(e);
  }

  @Override
  public void visitGStringExpression(org.codehaus.groovy.ast.expr.GStringExpression e) {
    add(e);
    super.visitGStringExpression(e);
  }

  @Override
  public void visitArrayExpression(org.codehaus.groovy.ast.expr.ArrayExpression e) {
    add(e);
    super.visitArrayExpression(e);
  }

  @Override
  public void visitSpreadExpression(org.codehaus.groovy.ast.expr.SpreadExpression e) {
    add(e);
    super.visitSpreadExpression(e);
  }

  @Override
  public void visitSpreadMapExpression(org.codehaus.groovy.ast.expr.SpreadMapExpression e) {
    add(e);
    super.visitSpreadMapExpression(e);
  }

  @Override
  public void visitNotExpression(org.codehaus.groovy.ast.expr.NotExpression e) {
    add(e);
    super.visitNotExpression(e);
  }

  @Override
  public void visitUnaryMinusExpression(org.codehaus.groovy.ast.expr.UnaryMinusExpression e) {
    add(e);
    super.visitUnaryMinusExpression(e);
  }

  @Override
  public void visitUnaryPlusExpression(org.codehaus.groovy.ast.expr.UnaryPlusExpression e) {
    add(e);
    super.visitUnaryPlusExpression(e);
  }

  @Override
  public void visitBitwiseNegationExpression(org.codehaus.groovy.ast.expr.BitwiseNegationExpression e) {
    add(e);
    super.visitBitwiseNegationExpression(e);
  }

  @Override
  public void visitCastExpression(org.codehaus.groovy.ast.expr.CastExpression e) {
    add(e);
    super.visitCastExpression(e);
  }

  @Override
  public void visitArgumentlistExpression(org.codehaus.groovy.ast.expr.ArgumentListExpression e) {
    add(e);
    super.visitArgumentlistExpression(e);
  }

  @Override
  public void visitClosureListExpression(org.codehaus.groovy.ast.expr.ClosureListExpression e) {
    add(e);
    super.visitClosureListExpression(e);
  }

  private void add(Expression e) {
    if (e.getLineNumber() > 0 && e.getLastLineNumber() > 0) out.add(e);
  }
}
