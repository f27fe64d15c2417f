package groovymcp.engine.compile;

import groovy.transform.stc.ClosureSignatureHint;
import groovymcp.engine.sandbox.SandboxSwitches;
import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.Collections;
import java.util.Enumeration;
import java.util.List;
import org.codehaus.groovy.transform.ASTTransformation;
import org.codehaus.groovy.transform.stc.TypeCheckingExtension;

/**
 * The user's compile classpath ({@code groovymcp --classpath}, fixed at launch; docs/server.md §1).
 * Classes are only defined, never initialized, so resolving types against them runs nothing (and
 * layer 1 of the sandbox makes every class defined here inert). Classes the compiler would
 * instantiate and run (AST transformations, type-checking extensions, closure signature hints) are
 * refused. Layer 3 (engine/README.md "Compile, never run"): of the classpath's own resources only
 * class files are served, so neither a type-checking extension script (whatever its name: the
 * compiler looks scripts up by any path) nor an extension-module descriptor
 * ({@code META-INF/groovy/org.codehaus.groovy.runtime.ExtensionModule}, whose factory and methods
 * would be loaded) nor a global-transformation list is ever read from it.
 */
public final class UserClasspathLoader extends URLClassLoader {

  private final int entryCount;

  public UserClasspathLoader(List<Path> entries, ClassLoader parent) {
    super(toUrls(entries), parent);
    this.entryCount = entries.size();
  }

  public int entryCount() {
    return entryCount;
  }

  private static URL[] toUrls(List<Path> entries) {
    return entries
      .stream()
      .map(p -> {
        try {
          return p.toUri().toURL();
        } catch (IOException e) {
          throw new IllegalArgumentException("bad classpath entry", e);
        }
      })
      .toArray(URL[]::new);
  }

  @Override
  protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
    if (SafeTransformLoader.denied(name)) throw new ClassNotFoundException(name);
    Class<?> c = super.loadClass(name, false);
    if (
      c.getClassLoader() == this &&
      runsAtCompileTime(c) &&
      !SandboxSwitches.disabled(SandboxSwitches.LOADER_GUARDS)
    ) {
      throw new ClassNotFoundException(name);
    }
    return c;
  }

  private static boolean runsAtCompileTime(Class<?> c) {
    try {
      return (
        ASTTransformation.class.isAssignableFrom(c) ||
        TypeCheckingExtension.class.isAssignableFrom(c) ||
        ClosureSignatureHint.class.isAssignableFrom(c)
      );
    } catch (LinkageError e) {
      return true;
    }
  }

  @Override
  public URL findResource(String name) {
    return ownResource(name) ? super.findResource(name) : null;
  }

  @Override
  public Enumeration<URL> findResources(String name) throws IOException {
    return ownResource(name) ? super.findResources(name) : Collections.emptyEnumeration();
  }

  /** Layer 3: only class files come from the user's classpath itself. */
  static boolean ownResource(String name) {
    if (SandboxSwitches.disabled(SandboxSwitches.CLASSPATH_RESOURCES)) return true;
    return name != null && name.endsWith(".class");
  }
}
