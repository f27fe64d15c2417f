package groovymcp.engine.compile;

import groovymcp.engine.text.PositionConverter;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.codehaus.groovy.control.Phases;
import org.codehaus.groovy.control.SourceUnit;
import org.codehaus.groovy.tools.GroovyClass;

/**
 * One uncached compile of a request's buffers (main first) in a fresh, safe, lenient unit, each
 * buffer its own source unit; {@link CompileService} decides what to compile and keeps the results.
 * Also compiles the related buffers alone into class files ({@link RelatedClasses}).
 */
final class BufferCompiler {

  private final SafeCompilerSetup setup;

  BufferCompiler(SafeCompilerSetup setup) {
    this.setup = setup;
  }

  /**
   * Compiles {@code buffers} through {@code goal}'s phase, resolving types also from
   * {@code classFiles} when not null. A related buffer that does not parse is left out.
   */
  CompileResult compile(
    List<SourceBuffer> buffers,
    CompileGoal goal,
    Deadline deadline,
    long weight,
    MemoryClasses classFiles
  ) {
    List<String> normalized = normalized(buffers);
    String[] names = SourceNames.unique(buffers);
    Set<Integer> included = allOf(buffers);

    Attempt attempt = parse(included, names, normalized, goal, deadline, classFiles);
    List<CompilerMessage> leftOut = new ArrayList<>();
    if (!attempt.parsed) {
      // A related buffer that does not parse is left out rather than hiding every diagnostic of
      // the main buffer; it keeps its own parse errors.
      Set<Integer> broken = new LinkedHashSet<>();
      boolean mainBroken = false;
      for (CompilerMessage m : attempt.messages) {
        if (m.buffer() > 0) broken.add(m.buffer());
        else mainBroken = true;
      }
      if (!mainBroken && !broken.isEmpty()) {
        leftOut.addAll(attempt.messages);
        included.removeAll(broken);
        attempt = parse(included, names, normalized, goal, deadline, classFiles);
      }
    }
    if (attempt.parsed) CompilerRun.through(
      attempt.unit,
      goal.phase,
      attempt.messages,
      attempt.indexByName,
      normalized
    );
    List<CompilerMessage> messages = new ArrayList<>(leftOut);
    messages.addAll(attempt.messages);
    return finish(attempt.unit, buffers, normalized, included, names, messages, goal, weight);
  }

  /** {@code buffers} compiled together to class files, or null when that compile reports an error. */
  Map<String, byte[]> classFiles(List<SourceBuffer> buffers, Deadline deadline) {
    List<String> normalized = normalized(buffers);
    Attempt attempt = parse(
      allOf(buffers),
      SourceNames.unique(buffers),
      normalized,
      CompileGoal.DIAGNOSTICS,
      deadline,
      null
    );
    try {
      if (!attempt.parsed) return null;
      List<CompilerMessage> messages = new ArrayList<>();
      CompilerRun.through(attempt.unit, Phases.CLASS_GENERATION, messages, attempt.indexByName, normalized);
      if (messages.stream().anyMatch(m -> m.severity().equals("error"))) return null;
      Map<String, byte[]> classes = new HashMap<>();
      for (GroovyClass c : attempt.unit.getClasses())
        classes.put(c.getName().replace('.', '/') + ".class", c.getBytes());
      return classes;
    } finally {
      attempt.unit.release();
    }
  }

  private static List<String> normalized(List<SourceBuffer> buffers) {
    List<String> normalized = new ArrayList<>(buffers.size());
    for (SourceBuffer b : buffers) normalized.add(PositionConverter.normalizeLoneCr(b.text()));
    return normalized;
  }

  private static Set<Integer> allOf(List<SourceBuffer> buffers) {
    Set<Integer> all = new LinkedHashSet<>();
    for (int i = 0; i < buffers.size(); i++) all.add(i);
    return all;
  }

  private record Attempt(
    LenientCompilationUnit unit,
    Map<String, Integer> indexByName,
    List<CompilerMessage> messages,
    boolean parsed
  ) {}

  private Attempt parse(
    Set<Integer> included,
    String[] names,
    List<String> normalized,
    CompileGoal goal,
    Deadline deadline,
    MemoryClasses classFiles
  ) {
    LenientCompilationUnit unit = setup.newLenientUnit(goal == CompileGoal.TYPED, classFiles);
    Map<String, Integer> indexByName = new HashMap<>();
    for (int i : included) {
      unit.addSource(names[i], normalized.get(i));
      indexByName.put(names[i], i);
    }
    unit.setProgressCallback((context, phase) -> deadline.check());
    List<CompilerMessage> messages = new ArrayList<>();
    boolean parsed = CompilerRun.through(unit, Phases.CONVERSION, messages, indexByName, normalized);
    // A parse past the limit may end in the parser's own failure rather than at the check.
    deadline.check();
    return new Attempt(unit, indexByName, messages, parsed);
  }

  private CompileResult finish(
    LenientCompilationUnit unit,
    List<SourceBuffer> buffers,
    List<String> normalized,
    Set<Integer> included,
    String[] names,
    List<CompilerMessage> messages,
    CompileGoal goal,
    long weight
  ) {
    Map<String, SourceUnit> units = new HashMap<>();
    unit.iterator().forEachRemaining(su -> units.put(su.getName(), su));
    List<CompiledBuffer> out = new ArrayList<>(buffers.size());
    for (int i = 0; i < buffers.size(); i++) {
      SourceUnit su = included.contains(i) ? units.get(names[i]) : null;
      List<CompilerMessage> own = new ArrayList<>();
      for (CompilerMessage m : messages) if (Math.max(0, m.buffer()) == i) own.add(m);
      boolean parsed = su != null && su.getAST() != null && su.getPhase() > Phases.CONVERSION;
      out.add(
        new CompiledBuffer(
          i,
          buffers.get(i),
          normalized.get(i),
          new PositionConverter(buffers.get(i).text()),
          parsed ? su.getAST() : null,
          List.copyOf(own)
        )
      );
    }
    unit.release();
    return new CompileResult(out, goal, weight);
  }
}
