package groovymcp.engine.compile;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.codehaus.groovy.control.CompilationFailedException;
import org.codehaus.groovy.control.ErrorCollector;
import org.codehaus.groovy.control.SourceUnit;
import org.codehaus.groovy.control.messages.Message;

/**
 * Runs a compilation unit through a phase and reads what it reported as {@link CompilerMessage}s:
 * the collector's errors and warnings, a compiler crash as a "Groovy compiler failure" of its own,
 * and a failure without an error as the parse failure it is ({@link ParseFailure}).
 */
final class CompilerRun {

  /** The start of the message that stands for a crash of the compiler itself. */
  static final String COMPILER_FAILURE = "Groovy compiler failure: ";

  private CompilerRun() {}

  /** Whether the main buffer's messages say the compiler itself failed (rather than the source). */
  static boolean compilerFailed(CompileResult result) {
    return result
      .main()
      .messages()
      .stream()
      .anyMatch(m -> m.message().startsWith(COMPILER_FAILURE));
  }

  /** Compiles through {@code phase}; returns false when errors stopped it. Messages are replaced by the collector's. */
  static boolean through(
    LenientCompilationUnit unit,
    int phase,
    List<CompilerMessage> out,
    Map<String, Integer> indexByName,
    List<String> normalized
  ) {
    boolean ok = true;
    Throwable crash = null;
    CompilationFailedException failure = null;
    try {
      unit.compile(phase);
    } catch (CompilationFailedException expected) {
      ok = false;
      failure = expected;
    } catch (Deadline.Exceeded e) {
      throw e;
    } catch (RuntimeException | LinkageError | StackOverflowError | AssertionError e) {
      // A compiler bug, mostly on broken input: keep what was collected.
      ok = false;
      crash = e;
    }
    ErrorCollector ec = unit.getErrorCollector();
    List<CompilerMessage> fresh = new ArrayList<>();
    if (ec.getErrors() != null) {
      for (Message m : ec.getErrors()) fresh.add(CompilerMessages.of(m, "error", indexByName));
    }
    if (ec.getWarnings() != null) {
      for (Message m : ec.getWarnings()) fresh.add(CompilerMessages.of(m, "warning", indexByName));
    }
    // After an error, a crash is the lenient compile going on where the compiler would have
    // stopped: the errors already say what is wrong. Alone, it is the compiler's own answer.
    if (crash != null && fresh.isEmpty()) fresh.add(crashMessage(crash));
    // A failure with no error of its own (the parser's "parsing failed" on deep nesting) must not
    // read as a clean file.
    if (failure != null && crash == null && fresh.stream().noneMatch(m -> m.severity().equals("error"))) {
      Integer buffer = failure.getUnit() instanceof SourceUnit su ? indexByName.get(su.getName()) : null;
      int b = buffer == null ? 0 : buffer;
      fresh.add(ParseFailure.describe(b, normalized.get(b), failure));
    }
    // The collector keeps everything since the unit started; replace what this unit reported.
    out.clear();
    out.addAll(fresh);
    return ok;
  }

  private static CompilerMessage crashMessage(Throwable crash) {
    String text = crash.getMessage() == null ? "" : crash.getMessage().lines().findFirst().orElse("");
    String message =
      COMPILER_FAILURE + crash.getClass().getSimpleName() + (text.isEmpty() ? "" : ": " + text);
    return new CompilerMessage(0, "error", message, 0, 0, 0, 0);
  }
}
