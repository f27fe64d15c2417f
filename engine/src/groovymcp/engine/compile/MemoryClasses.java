package groovymcp.engine.compile;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLConnection;
import java.net.URLStreamHandler;
import java.util.Map;

/**
 * Class files compiled from related buffers, served as resources so that the compiler resolves
 * their types from bytecode (as it does for a jar on the classpath) instead of compiling their
 * source again ({@link RelatedClasses}). Nothing is ever defined from them: {@link #findClass}
 * refuses, and the bytes lack stack-map frames anyway ({@link LenientCompilationUnit}).
 */
final class MemoryClasses extends ClassLoader {

  private static final String PROTOCOL = "groovymcp-classes";

  private final Map<String, byte[]> classes;
  private final String tag;
  private final URLStreamHandler handler = new URLStreamHandler() {
    @Override
    protected URLConnection openConnection(URL url) {
      return new URLConnection(url) {
        @Override
        public void connect() {}

        @Override
        public InputStream getInputStream() {
          byte[] bytes = classes.get(url.getPath().substring(tag.length() + 2));
          return new ByteArrayInputStream(bytes == null ? new byte[0] : bytes);
        }
      };
    }
  };

  /**
   * {@code classes}: resource name ({@code pkg/Name.class}) → bytes. {@code tag}: unique for this
   * set of bytes, so that Groovy's decompiler cache (keyed by URL) never mixes two versions.
   */
  MemoryClasses(ClassLoader parent, Map<String, byte[]> classes, String tag) {
    super(parent);
    this.classes = classes;
    this.tag = tag;
  }

  @Override
  protected URL findResource(String name) {
    if (!classes.containsKey(name)) return null;
    try {
      return new URL(PROTOCOL, "", -1, "/" + tag + "/" + name, handler);
    } catch (MalformedURLException e) {
      return null;
    }
  }

  @Override
  protected Class<?> findClass(String name) throws ClassNotFoundException {
    throw new ClassNotFoundException(name);
  }
}
