package groovymcp.engine.compile;

import org.codehaus.groovy.control.Phases;

/**
 * How far an op needs the compiler to go (groovy-compiler-notes.md §1, §9): navigation and symbols
 * need the resolved AST of SEMANTIC_ANALYSIS; diagnostics need CLASS_GENERATION, where duplicate
 * methods, final reassignment and missing abstract methods are found. Part of the cache key.
 */
public enum CompileGoal {
  INDEX(Phases.SEMANTIC_ANALYSIS),
  DIAGNOSTICS(Phases.CLASS_GENERATION);

  public final int phase;

  CompileGoal(int phase) {
    this.phase = phase;
  }
}
