package groovymcp.engine.compile;

import groovy.lang.GroovyClassLoader;
import groovy.transform.TypeChecked;
import groovymcp.engine.sandbox.SandboxSwitches;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import org.codehaus.groovy.control.CompilationUnit;
import org.codehaus.groovy.control.CompilerConfiguration;
import org.codehaus.groovy.control.customizers.ASTTransformationCustomizer;

/**
 * The safe compiler configuration of docs/groovy-compiler-notes.md §1–§2, in one place: Grab disabled as
 * a global transformation AND denied by the loaders, no global transformations from the classpath,
 * no Groovy sources found by name, nothing written to disk (the compile stops at CLASS_GENERATION;
 * OUTPUT never runs), nothing compiled is ever loaded, and annotation values vetted before any
 * phase evaluates them ({@link AnnotationVetting}, layer 2 of engine/README.md "Compile, never run").
 */
public final class SafeCompilerSetup {

  private final ClassLoader engineLoader;
  private final ClassLoader userClasspath;
  private final CompilerConfiguration template;

  /** {@code userClasspath}: the launch classpath's loader, or null for none. */
  public SafeCompilerSetup(ClassLoader userClasspath) {
    this.engineLoader = SafeCompilerSetup.class.getClassLoader();
    this.userClasspath = userClasspath == null ? engineLoader : userClasspath;
    CompilerConfiguration cfg = new CompilerConfiguration();
    cfg.setDisabledGlobalASTTransformations(Set.of("groovy.grape.GrabAnnotationTransformation"));
    cfg.setTolerance(1000);
    Map<String, Boolean> opts = new HashMap<>(cfg.getOptimizationOptions());
    opts.put(CompilerConfiguration.GROOVYDOC, false);
    opts.put(CompilerConfiguration.RUNTIME_GROOVYDOC, false);
    opts.put(CompilerConfiguration.PARALLEL_PARSE, false);
    cfg.setOptimizationOptions(opts);
    cfg.setPluginFactory(CachingParserPlugin.factory());
    this.template = cfg;
  }

  /** The loader of the user classpath (the engine's own loader when there is none), for listing what imports can name. */
  public ClassLoader userClasspath() {
    return userClasspath;
  }

  public CompilerConfiguration configuration() {
    return new CompilerConfiguration(template);
  }

  /** A fresh loader pair: compile classes through the user classpath, transforms through the engine jars only. */
  public LenientCompilationUnit newLenientUnit() {
    return newLenientUnit(false);
  }

  /**
   * With {@code typed}, the unit of {@link CompileGoal#TYPED}: the static type checker runs on
   * every class (its inferred types and selected methods are node metadata; its errors are left
   * to the caller to ignore) and the parser attaches groovydoc comments to declarations
   * (RUNTIME_GROOVYDOC stays off: no annotation is added to the classes).
   */
  public LenientCompilationUnit newLenientUnit(boolean typed) {
    return newLenientUnit(typed, null);
  }

  /**
   * With {@code classFiles}, the unit also resolves types from those class files (related buffers
   * compiled before, {@link RelatedClasses}) after the user classpath; nothing is defined from them.
   */
  LenientCompilationUnit newLenientUnit(boolean typed, MemoryClasses classFiles) {
    CompilerConfiguration cfg = configuration();
    if (typed) {
      Map<String, Boolean> opts = new HashMap<>(cfg.getOptimizationOptions());
      opts.put(CompilerConfiguration.GROOVYDOC, true);
      cfg.setOptimizationOptions(opts);
      // One customizer per unit: the transformation it holds keeps a reference to its unit.
      cfg.addCompilationCustomizers(new ASTTransformationCustomizer(TypeChecked.class));
    }
    GroovyClassLoader compileLoader = new SafeTransformLoader(
      classFiles == null ? userClasspath : classFiles,
      cfg
    );
    LenientCompilationUnit unit = new LenientCompilationUnit(cfg, compileLoader, transformLoader(cfg));
    AnnotationVetting.install(unit);
    return unit;
  }

  /** The plain compiler with the same safety, for measuring the engine's overhead (bench only). */
  public CompilationUnit newBareUnit() {
    CompilerConfiguration cfg = configuration();
    CompilationUnit unit = new CompilationUnit(cfg, null, compileLoader(cfg), transformLoader(cfg));
    AnnotationVetting.install(unit);
    return unit;
  }

  private GroovyClassLoader compileLoader(CompilerConfiguration cfg) {
    return new SafeTransformLoader(userClasspath, cfg);
  }

  private GroovyClassLoader transformLoader(CompilerConfiguration cfg) {
    if (SandboxSwitches.disabled(SandboxSwitches.LOADER_GUARDS)) return new SafeTransformLoader(
      userClasspath,
      cfg
    );
    return new SafeTransformLoader(engineLoader, cfg);
  }
}
