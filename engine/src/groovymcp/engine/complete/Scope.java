package groovymcp.engine.complete;

import groovymcp.engine.walk.DeclaredVariables;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import org.codehaus.groovy.ast.ASTNode;
import org.codehaus.groovy.ast.ClassNode;
import org.codehaus.groovy.ast.CodeVisitorSupport;
import org.codehaus.groovy.ast.InnerClassNode;
import org.codehaus.groovy.ast.MethodNode;
import org.codehaus.groovy.ast.ModuleNode;
import org.codehaus.groovy.ast.Parameter;
import org.codehaus.groovy.ast.expr.ClosureExpression;
import org.codehaus.groovy.ast.expr.DeclarationExpression;
import org.codehaus.groovy.ast.expr.Expression;
import org.codehaus.groovy.ast.expr.VariableExpression;
import org.codehaus.groovy.ast.stmt.BlockStatement;
import org.codehaus.groovy.ast.stmt.CatchStatement;
import org.codehaus.groovy.ast.stmt.ForStatement;

/**
 * What is in scope at a position of a module: the innermost class around it (the script class at
 * the top level), the method around it, and the local variables and parameters visible there —
 * method and closure parameters (an implicit {@code it}), loop and catch variables, and locals
 * declared before the position in the blocks that contain it. Innermost scopes come first.
 */
public final class Scope {

  /** A visible local or parameter: the declaring node ({@link VariableExpression} or {@link Parameter}), or null for an implicit {@code it}. */
  public record Local(String name, ASTNode declaration, boolean parameter) {}

  public final ClassNode enclosingClass;
  public final MethodNode enclosingMethod;
  public final List<Local> locals;

  private Scope(ClassNode enclosingClass, MethodNode enclosingMethod, List<Local> locals) {
    this.enclosingClass = enclosingClass;
    this.enclosingMethod = enclosingMethod;
    this.locals = locals;
  }

  /** {@code line}/{@code column}: Groovy position (1-based line, 1-based code-point column). */
  public static Scope at(ModuleNode module, int line, int column) {
    ClassNode cls = null;
    ClassNode script = null;
    for (ClassNode cn : module.getClasses()) {
      if (cn.isScript()) script = cn;
      if (cn instanceof InnerClassNode inner && inner.isAnonymous()) continue;
      if (cn.isScript() || !contains(cn, line, column)) continue;
      if (cls == null || contains(cls, cn.getLineNumber(), cn.getColumnNumber())) cls = cn;
    }
    if (cls == null) cls = script;
    if (cls == null) return new Scope(null, null, List.of());
    MethodNode method = null;
    List<MethodNode> all = new ArrayList<>(cls.getMethods());
    all.addAll(cls.getDeclaredConstructors());
    for (MethodNode m : all) {
      if (m.getLineNumber() > 0 && contains(m, line, column)) method = m;
    }
    if (method == null && cls.isScript()) method = cls.getMethod("run", Parameter.EMPTY_ARRAY);
    List<Local> locals = new ArrayList<>();
    if (method != null) {
      Walker w = new Walker(line, column);
      w.push();
      if (method.getParameters() != null) for (Parameter p : method.getParameters())
        w.top().add(new Local(p.getName(), p, true));
      if (method.getCode() != null) method.getCode().visit(w);
      w.popInto(true);
      // The walker collects outer scopes first; innermost first reads better.
      for (int i = w.visible.size() - 1; i >= 0; i--) locals.add(w.visible.get(i));
    }
    return new Scope(cls, method, dedupe(locals));
  }

  private static List<Local> dedupe(List<Local> locals) {
    List<Local> out = new ArrayList<>();
    java.util.Set<String> seen = new java.util.HashSet<>();
    for (Local l : locals) if (seen.add(l.name())) out.add(l);
    return out;
  }

  /** True when the node's range holds the position; a node without a position holds everything. */
  static boolean contains(ASTNode n, int line, int column) {
    if (n.getLineNumber() < 1 || n.getLastLineNumber() < 1) return true;
    boolean afterStart =
      line > n.getLineNumber() || (line == n.getLineNumber() && column >= n.getColumnNumber());
    boolean beforeEnd =
      line < n.getLastLineNumber() || (line == n.getLastLineNumber() && column <= n.getLastColumnNumber());
    return afterStart && beforeEnd;
  }

  private static boolean endsBefore(ASTNode n, int line, int column) {
    if (n.getLastLineNumber() < 1) return false;
    return (
      n.getLastLineNumber() < line || (n.getLastLineNumber() == line && n.getLastColumnNumber() <= column)
    );
  }

  /** Walks a method body keeping one frame per scope; frames that hold the position are kept. */
  private static final class Walker extends CodeVisitorSupport {

    private final int line;
    private final int column;
    private final Deque<List<Local>> frames = new ArrayDeque<>();
    private final List<Local> visible = new ArrayList<>();

    Walker(int line, int column) {
      this.line = line;
      this.column = column;
    }

    void push() {
      frames.push(new ArrayList<>());
    }

    List<Local> top() {
      return frames.peek();
    }

    void popInto(boolean keep) {
      List<Local> f = frames.pop();
      if (keep) visible.addAll(0, f);
    }

    @Override
    public void visitBlockStatement(BlockStatement block) {
      push();
      super.visitBlockStatement(block);
      popInto(contains(block, line, column));
    }

    @Override
    public void visitClosureExpression(ClosureExpression expression) {
      push();
      if (!expression.isParameterSpecified()) {
        top().add(new Local("it", null, true));
      } else if (expression.getParameters() != null) {
        for (Parameter p : expression.getParameters()) top().add(new Local(p.getName(), p, true));
      }
      super.visitClosureExpression(expression);
      popInto(contains(expression, line, column));
    }

    @Override
    public void visitForLoop(ForStatement forLoop) {
      push();
      Parameter v = forLoop.getVariable();
      if (v != null && v != ForStatement.FOR_LOOP_DUMMY) top().add(new Local(v.getName(), v, false));
      super.visitForLoop(forLoop);
      popInto(contains(forLoop, line, column));
    }

    @Override
    public void visitCatchStatement(CatchStatement statement) {
      push();
      Parameter v = statement.getVariable();
      if (v != null) top().add(new Local(v.getName(), v, false));
      super.visitCatchStatement(statement);
      popInto(contains(statement, line, column));
    }

    @Override
    public void visitDeclarationExpression(DeclarationExpression expression) {
      // Declared before the position (a variable is not in scope in its own initializer).
      if (endsBefore(expression, line, column) && top() != null) {
        for (VariableExpression ve : DeclaredVariables.of(expression))
          top().add(new Local(ve.getName(), ve, false));
      }
      super.visitDeclarationExpression(expression);
    }
  }
}
