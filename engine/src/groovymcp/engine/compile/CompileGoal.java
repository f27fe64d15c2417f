package groovymcp.engine.compile;

import org.codehaus.groovy.control.Phases;

/**
 * How far an op needs the compiler to go (docs/groovy-compiler-notes.md §1, §9): symbols need the
 * resolved AST of SEMANTIC_ANALYSIS; diagnostics need CLASS_GENERATION, where duplicate methods,
 * final reassignment and missing abstract methods are found; TYPED is the second, inferred-types
 * compile ("Types for hover and signatures"): every class type-checked as if {@code @TypeChecked},
 * to INSTRUCTION_SELECTION, with groovydoc comments attached to declarations. Its messages include
 * the type checker's complaints about dynamic code: they are not diagnostics. Part of the cache key.
 */
public enum CompileGoal {
  INDEX(Phases.SEMANTIC_ANALYSIS),
  DIAGNOSTICS(Phases.CLASS_GENERATION),
  TYPED(Phases.INSTRUCTION_SELECTION);

  public final int phase;

  CompileGoal(int phase) {
    this.phase = phase;
  }
}
