package groovymcp.engine;

import groovymcp.engine.ast.AstIndex;
import groovymcp.engine.compile.CachingParserPlugin;
import groovymcp.engine.compile.CompileGoal;
import groovymcp.engine.compile.CompileService;
import groovymcp.engine.compile.Deadline;
import groovymcp.engine.compile.SafeCompilerSetup;
import groovymcp.engine.compile.SourceBuffer;
import groovymcp.engine.compile.UserClasspathLoader;
import groovymcp.engine.facts.CompilerFacts;
import groovymcp.engine.ops.OpRegistry;
import groovymcp.engine.sandbox.NeverRunAgent;
import groovymcp.engine.sandbox.Sandbox;
import groovymcp.engine.wire.ResponseWriter;
import java.io.BufferedOutputStream;
import java.io.BufferedReader;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * The engine process (docs/ARCHITECTURE.md "Engine (JVM)"; docs/engine-protocol.md): JSON lines on stdin/stdout,
 * {@code {"ready":true,...}} first, logs on stderr. The real stdout is kept for the protocol and
 * {@code System.out} is pointed at stderr, so a stray print cannot corrupt the stream
 * (docs/groovy-compiler-notes.md §8).
 */
public final class Main {

  private static final String WARM_UP =
    "class Warm { String name; int n = 1\n" +
    "  String greet(String who) { \"hi $who\" + name.size() + [1, 2].collect { it * n } }\n" +
    "}\n" +
    "def w = new Warm(name: 'x')\n" +
    "println w.greet('y')\n";

  private Main() {}

  public static void main(String[] args) throws IOException, InterruptedException {
    ResponseWriter out = new ResponseWriter(
      new BufferedOutputStream(new FileOutputStream(FileDescriptor.out), 1 << 16)
    );
    System.setOut(System.err);
    // Belt and braces with the disabled transformation and the deny-list (docs/groovy-compiler-notes.md §2).
    System.setProperty("groovy.grape.enable", "false");
    // Before the first parse: Groovy reads it once (docs/groovy-compiler-notes.md §11).
    CachingParserPlugin.keepPredictionCache();
    // -Dgroovymcp.warmUp=false skips the warm-up compile: the test run sets it (vitest.config.ts), as its
    // hundred short-lived engines each spent ~0.5 s of CPU warming up for a request or two. The first
    // request is then the cold one; answers are the same.
    boolean warmUpAtStart = !"false".equals(System.getProperty("groovymcp.warmUp"));

    EngineOptions options;
    try {
      options = EngineOptions.parse(args);
    } catch (IllegalArgumentException e) {
      Log.info("bad arguments: " + e.getMessage());
      System.exit(2);
      return;
    }
    ClassLoader userClasspath = options.classpath().isEmpty()
      ? null
      : new UserClasspathLoader(options.classpath(), Main.class.getClassLoader());
    CompileService compiler = new CompileService(new SafeCompilerSetup(userClasspath));
    // Layer 4 last, once everything start-up reads is open (engine/README.md "Compile, never run").
    Sandbox.install(options.classpath());
    if (!Sandbox.ENFORCED.equals(Sandbox.status())) Log.info("sandbox unavailable: " + Sandbox.why());
    if (!NeverRunAgent.installed()) Log.info(
      "sandbox: layer 1 (never run) not in force: " + NeverRunAgent.why()
    );
    Dispatcher dispatcher = new Dispatcher(
      OpRegistry.standard(options.devOps()),
      compiler,
      out,
      options.timeoutMs(),
      options.threads()
    );

    out.ready(CompilerFacts.groovyVersion(), Sandbox.status());
    if (warmUpAtStart) dispatcher.background(() -> warmUp(compiler));

    BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8), 1 << 16);
    for (String line = in.readLine(); line != null; line = in.readLine()) {
      if (line.isBlank()) continue;
      dispatcher.submitLine(line);
    }
    // stdin closed: the supervisor is gone or asked us to stop; finish what is running.
    dispatcher.drain();
    System.exit(0);
  }

  /** One compile of each goal and the compiler facts, so the first real request is not the cold one. */
  private static void warmUp(CompileService compiler) {
    try {
      CompilerFacts.shared();
      List<SourceBuffer> sample = List.of(new SourceBuffer("groovy-buffer:warm-up", WARM_UP));
      compiler.compile(sample, CompileGoal.DIAGNOSTICS, Deadline.none());
      AstIndex.of(compiler.compile(sample, CompileGoal.INDEX, Deadline.none()));
    } catch (Throwable e) {
      Log.failure("warm-up failed", e);
    }
  }
}
