package groovymcp.engine.compile;

import groovy.transform.stc.ClosureSignatureHint;
import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.Collections;
import java.util.Enumeration;
import java.util.List;
import org.codehaus.groovy.transform.ASTTransformation;
import org.codehaus.groovy.transform.stc.TypeCheckingExtension;

/**
 * The user's compile classpath ({@code groovymcp --classpath}, fixed at launch; groovymcp.md §1).
 * Classes are only defined, never initialized, so resolving types against them runs nothing. Classes
 * the compiler would instantiate and run (AST transformations, type-checking extensions, closure
 * signature hints) are refused, and so are script resources, so a directory on the classpath cannot
 * smuggle a type-checking extension script in (groovy-compiler-notes.md §2).
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
    return entries.stream()
        .map(
            p -> {
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
    if (c.getClassLoader() == this && runsAtCompileTime(c)) throw new ClassNotFoundException(name);
    return c;
  }

  private static boolean runsAtCompileTime(Class<?> c) {
    try {
      return ASTTransformation.class.isAssignableFrom(c)
          || TypeCheckingExtension.class.isAssignableFrom(c)
          || ClosureSignatureHint.class.isAssignableFrom(c);
    } catch (LinkageError e) {
      return true;
    }
  }

  @Override
  public URL getResource(String name) {
    return SafeTransformLoader.servable(name) ? super.getResource(name) : null;
  }

  @Override
  public InputStream getResourceAsStream(String name) {
    return SafeTransformLoader.servable(name) ? super.getResourceAsStream(name) : null;
  }

  @Override
  public Enumeration<URL> getResources(String name) throws IOException {
    return SafeTransformLoader.servable(name) ? super.getResources(name) : Collections.emptyEnumeration();
  }
}
