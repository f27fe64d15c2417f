package groovymcp.engine.compile;

import groovy.lang.GroovyClassLoader;
import groovymcp.engine.sandbox.SandboxSwitches;
import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.util.Collections;
import java.util.Enumeration;
import java.util.Set;
import org.codehaus.groovy.control.CompilerConfiguration;

/**
 * The class loader through which the compiler finds AST transformations and type-checking
 * extensions. It sees only the engine's own jars (never the user's {@code --classpath}) and denies
 * the transformations that run user code or reach the network at compile time (docs/server.md §8;
 * docs/groovy-compiler-notes.md §2): {@code @ASTTest} (also through an {@code @AnnotationCollector}
 * alias) and {@code @Grab}. It finds no Groovy sources (resource loader returning null), lists no
 * global transformations, and serves no {@code .groovy} resource (type-checking extension scripts).
 */
public final class SafeTransformLoader extends GroovyClassLoader {

  static final Set<String> DENIED = Set.of(
    "org.codehaus.groovy.transform.ASTTestTransformation",
    "groovy.grape.GrabAnnotationTransformation",
    "groovy.grape.Grape",
    "groovy.grape.GrapeIvy"
  );

  private static final String GLOBAL_TRANSFORMS =
    "META-INF/services/org.codehaus.groovy.transform.ASTTransformation";

  public SafeTransformLoader(ClassLoader parent, CompilerConfiguration config) {
    super(parent, config);
    if (!SandboxSwitches.disabled(SandboxSwitches.LOADER_GUARDS)) setResourceLoader(filename -> null);
  }

  static boolean denied(String name) {
    return DENIED.contains(name);
  }

  @Override
  @SuppressWarnings("rawtypes")
  public Class loadClass(
    String name,
    boolean lookupScriptFiles,
    boolean preferClassOverScript,
    boolean resolve
  ) throws ClassNotFoundException {
    if (denied(name)) throw new ClassNotFoundException(name);
    return super.loadClass(name, false, preferClassOverScript, resolve);
  }

  @Override
  @SuppressWarnings("rawtypes")
  protected Class loadClass(String name, boolean resolve) throws ClassNotFoundException {
    if (denied(name)) throw new ClassNotFoundException(name);
    return super.loadClass(name, resolve);
  }

  @Override
  public URL getResource(String name) {
    return servable(name) ? super.getResource(name) : null;
  }

  @Override
  public InputStream getResourceAsStream(String name) {
    return servable(name) ? super.getResourceAsStream(name) : null;
  }

  @Override
  public Enumeration<URL> getResources(String name) throws IOException {
    return servable(name) ? super.getResources(name) : Collections.emptyEnumeration();
  }

  /** Class files and service lists other than the global-transformation list; no scripts. */
  static boolean servable(String name) {
    if (name == null) return false;
    if (SandboxSwitches.disabled(SandboxSwitches.LOADER_GUARDS)) return true;
    if (name.equals(GLOBAL_TRANSFORMS)) return false;
    return !name.endsWith(".groovy") && !name.endsWith(".gy") && !name.endsWith(".gvy");
  }
}
