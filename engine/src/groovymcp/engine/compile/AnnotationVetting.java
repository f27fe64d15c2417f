package groovymcp.engine.compile;

import groovymcp.engine.sandbox.CodeNotRun;
import groovymcp.engine.sandbox.SandboxSwitches;
import groovymcp.engine.walk.SourceWalker;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.codehaus.groovy.ast.ASTNode;
import org.codehaus.groovy.ast.AnnotationNode;
import org.codehaus.groovy.ast.ClassNode;
import org.codehaus.groovy.ast.CodeVisitorSupport;
import org.codehaus.groovy.ast.ImportNode;
import org.codehaus.groovy.ast.ModuleNode;
import org.codehaus.groovy.ast.Parameter;
import org.codehaus.groovy.ast.expr.AnnotationConstantExpression;
import org.codehaus.groovy.ast.expr.BinaryExpression;
import org.codehaus.groovy.ast.expr.CastExpression;
import org.codehaus.groovy.ast.expr.ClassExpression;
import org.codehaus.groovy.ast.expr.ClosureExpression;
import org.codehaus.groovy.ast.expr.ConstantExpression;
import org.codehaus.groovy.ast.expr.ConstructorCallExpression;
import org.codehaus.groovy.ast.expr.DeclarationExpression;
import org.codehaus.groovy.ast.expr.Expression;
import org.codehaus.groovy.ast.expr.ListExpression;
import org.codehaus.groovy.ast.expr.MethodCallExpression;
import org.codehaus.groovy.ast.expr.MethodPointerExpression;
import org.codehaus.groovy.ast.expr.PostfixExpression;
import org.codehaus.groovy.ast.expr.PrefixExpression;
import org.codehaus.groovy.ast.expr.PropertyExpression;
import org.codehaus.groovy.ast.expr.StaticMethodCallExpression;
import org.codehaus.groovy.ast.expr.UnaryMinusExpression;
import org.codehaus.groovy.ast.expr.UnaryPlusExpression;
import org.codehaus.groovy.ast.expr.VariableExpression;
import org.codehaus.groovy.classgen.GeneratorContext;
import org.codehaus.groovy.control.CompilationUnit;
import org.codehaus.groovy.control.SourceUnit;
import org.codehaus.groovy.control.messages.SyntaxErrorMessage;
import org.codehaus.groovy.syntax.SyntaxException;
import org.codehaus.groovy.syntax.Types;

/**
 * Layer 2 of the sandbox (engine/README.md "Compile, never run"): annotation values are vetted
 * before the phases that evaluate them. It runs first in SEMANTIC_ANALYSIS, before the annotation
 * collector, the static type checker and the verifier, each of which hands some annotation members
 * to {@code StaticTypeCheckingSupport.evaluateExpression} (compile the expression into a class and
 * run it).
 *
 * <ul>
 *   <li>Every member of the annotations whose members Groovy 4 evaluates ({@code AnnotationCollector},
 *       {@code DelegatesTo}, {@code DelegatesTo.Target}, and {@code Retention}, the last on a
 *       {@code @Repeatable} container) must be a constant, a class literal, a (qualified) name such
 *       as an enum or static-final constant, a nested annotation, or a list of those.
 *   <li>Any other annotation's members may hold no call, no {@code new}, no assignment and no
 *       increment outside a closure (closures are compiled, not run: {@code @TupleConstructor(pre=…)}).
 * </ul>
 *
 * A member that fails is removed (so nothing evaluates it) and becomes an error diagnostic at its
 * position. Annotation names are read as written, through import aliases, because this runs before
 * resolution: a user's own annotation of the same simple name is held to the same strict rule,
 * which costs it nothing a Java annotation could do.
 */
final class AnnotationVetting implements CompilationUnit.IPrimaryClassNodeOperation {

  private static final Set<String> EVALUATED = Set.of(
    "AnnotationCollector",
    "DelegatesTo",
    "Target",
    "Retention"
  );

  private final Set<ModuleNode> modulesDone = Collections.newSetFromMap(new IdentityHashMap<>());

  /** Adds the vetting to {@code unit}, ahead of everything else in SEMANTIC_ANALYSIS. */
  static void install(CompilationUnit unit) {
    if (SandboxSwitches.disabled(SandboxSwitches.VETTING)) return;
    unit.addFirstPhaseOperation(
      new AnnotationVetting(),
      org.codehaus.groovy.control.Phases.SEMANTIC_ANALYSIS
    );
  }

  @Override
  public void call(SourceUnit source, GeneratorContext context, ClassNode classNode) {
    Checker checker = new Checker(source);
    ModuleNode module = source.getAST();
    if (module != null && modulesDone.add(module)) {
      if (module.getPackage() != null) checker.visitAnnotations(module.getPackage());
      checker.visitImports(module);
    }
    checker.visitClass(classNode);
  }

  private static final class Checker extends SourceWalker {

    private final ModuleNode module;

    Checker(SourceUnit source) {
      super(source);
      this.module = source.getAST();
    }

    @Override
    protected void visitAnnotation(AnnotationNode annotation) {
      vet(annotation);
    }

    @Override
    protected void visitCodeParameter(Parameter parameter) {
      visitAnnotations(parameter);
    }

    private void vet(AnnotationNode annotation) {
      String name = writtenName(annotation.getClassNode());
      boolean strict = EVALUATED.contains(lastSegment(name));
      List<String> failed = new ArrayList<>();
      for (Map.Entry<String, Expression> member : annotation.getMembers().entrySet()) {
        Expression value = member.getValue();
        boolean ok = strict ? constantShape(value) : !runsCode(value);
        if (!ok) {
          failed.add(member.getKey());
          report(annotation, name, member.getKey(), value, strict);
        }
      }
      for (String key : failed) annotation.getMembers().remove(key);
      // Nested annotations are vetted by their own names.
      for (Expression value : annotation.getMembers().values()) vetNested(value);
    }

    private void vetNested(Expression value) {
      if (
        value instanceof AnnotationConstantExpression ace && ace.getValue() instanceof AnnotationNode nested
      ) {
        vet(nested);
      } else if (value instanceof ListExpression list) {
        for (Expression e : list.getExpressions()) vetNested(e);
      }
    }

    private void report(
      AnnotationNode annotation,
      String name,
      String member,
      Expression value,
      boolean strict
    ) {
      String rule = strict
        ? "must be a constant, a class or a name here"
        : "may not call, construct or assign here";
      String text =
        CodeNotRun.MESSAGE + " (the value of @" + lastSegment(name) + "(" + member + ") " + rule + ")";
      ASTNode at = value.getLineNumber() > 0 ? value : annotation;
      SourceUnit source = getSourceUnit();
      source
        .getErrorCollector()
        .addErrorAndContinue(new SyntaxErrorMessage(new SyntaxException(text, at), source));
    }

    /** The annotation's name as written, with an import alias ({@code import x.Y as Z}) undone. */
    private String writtenName(ClassNode type) {
      String name = type.getName();
      if (module == null) return name;
      int dot = name.indexOf('.');
      String head = dot < 0 ? name : name.substring(0, dot);
      ImportNode imported = module.getImport(head);
      if (imported == null) return name;
      return imported.getType().getName() + (dot < 0 ? "" : name.substring(dot));
    }
  }

  static String lastSegment(String name) {
    int cut = Math.max(name.lastIndexOf('.'), name.lastIndexOf('$'));
    return cut < 0 ? name : name.substring(cut + 1);
  }

  /** The forms a Java annotation member can take, as written before resolution. */
  static boolean constantShape(Expression e) {
    if (e instanceof AnnotationConstantExpression) return true;
    if (
      e instanceof ConstantExpression || e instanceof ClassExpression || e instanceof VariableExpression
    ) return true;
    if (e instanceof PropertyExpression) return qualifiedName(e);
    if (e instanceof ListExpression list) {
      for (Expression item : list.getExpressions()) if (!constantShape(item)) return false;
      return true;
    }
    if (e instanceof UnaryMinusExpression m) return m.getExpression() instanceof ConstantExpression;
    if (e instanceof UnaryPlusExpression p) return p.getExpression() instanceof ConstantExpression;
    if (e instanceof CastExpression c) return constantShape(c.getExpression());
    return false;
  }

  /** {@code a.b.C.D}: names only, no safe navigation, spread or computed property. */
  private static boolean qualifiedName(Expression e) {
    if (e instanceof VariableExpression || e instanceof ClassExpression) return true;
    if (e instanceof PropertyExpression pe) {
      return (
        !pe.isSafe() &&
        !pe.isSpreadSafe() &&
        pe.getProperty() instanceof ConstantExpression c &&
        c.getValue() instanceof String &&
        qualifiedName(pe.getObjectExpression())
      );
    }
    return false;
  }

  /** True when {@code e}, outside closures, calls, constructs, assigns or increments. */
  static boolean runsCode(Expression e) {
    CodeFinder finder = new CodeFinder();
    e.visit(finder);
    return finder.found;
  }

  private static final class CodeFinder extends CodeVisitorSupport {

    boolean found;

    @Override
    public void visitClosureExpression(ClosureExpression expression) {
      // Compiled, not run.
    }

    @Override
    public void visitMethodCallExpression(MethodCallExpression call) {
      found = true;
    }

    @Override
    public void visitStaticMethodCallExpression(StaticMethodCallExpression call) {
      found = true;
    }

    @Override
    public void visitConstructorCallExpression(ConstructorCallExpression call) {
      found = true;
    }

    @Override
    public void visitMethodPointerExpression(MethodPointerExpression pointer) {
      found = true;
    }

    @Override
    public void visitDeclarationExpression(DeclarationExpression declaration) {
      found = true;
    }

    @Override
    public void visitPrefixExpression(PrefixExpression expression) {
      found = true;
    }

    @Override
    public void visitPostfixExpression(PostfixExpression expression) {
      found = true;
    }

    @Override
    public void visitBinaryExpression(BinaryExpression expression) {
      if (Types.isAssignment(expression.getOperation().getType())) found = true;
      else super.visitBinaryExpression(expression);
    }

    @Override
    public void visitConstantExpression(ConstantExpression expression) {
      if (expression instanceof AnnotationConstantExpression) return; // vetted on its own
      super.visitConstantExpression(expression);
    }
  }
}
