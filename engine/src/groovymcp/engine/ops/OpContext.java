package groovymcp.engine.ops;

import groovymcp.engine.compile.CompileGoal;
import groovymcp.engine.compile.CompileResult;
import groovymcp.engine.compile.CompileService;
import groovymcp.engine.compile.Deadline;
import groovymcp.engine.facts.CompilerFacts;
import groovymcp.engine.wire.EngineFailure;
import groovymcp.engine.wire.Request;

/** What an op may use: the compile service (with this request's deadline) and the compiler facts. */
public final class OpContext {

  private final CompileService compiler;
  private final Deadline deadline;

  public OpContext(CompileService compiler, Deadline deadline) {
    this.compiler = compiler;
    this.deadline = deadline;
  }

  /** Compiles the request's buffers (main, then related) as far as {@code goal} needs; cached. */
  public CompileResult compile(Request request, CompileGoal goal) throws EngineFailure, InterruptedException {
    request.requireSource();
    return compiler.compile(request.buffers(), goal, deadline);
  }

  /**
   * For ops that read only the main buffer's AST and messages: the related buffers' types come from
   * their class files, compiled once and reused while they are unchanged (falls back to
   * {@link #compile} when they do not compile on their own).
   */
  public CompileResult compileMain(Request request, CompileGoal goal)
    throws EngineFailure, InterruptedException {
    request.requireSource();
    return compiler.compileAgainstRelatedClasses(request.buffers(), goal, deadline);
  }

  public CompileService compiler() {
    return compiler;
  }

  public CompilerFacts facts() {
    return CompilerFacts.shared();
  }

  public Deadline deadline() {
    return deadline;
  }
}
