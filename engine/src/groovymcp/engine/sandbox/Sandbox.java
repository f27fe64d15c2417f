package groovymcp.engine.sandbox;

import java.io.File;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The engine's sandbox as a whole (engine/README.md "Compile, never run"): installs layer 4
 * ({@link LeastPrivilege}) at start-up and proves it is in force with a self-test that tries the
 * forbidden actions, and reports every layer's state for {@code info} and the ready line.
 * Layers 2 and 3 live in the compile setup ({@code compile.AnnotationVetting},
 * {@code compile.UserClasspathLoader}); layer 1 is the agent ({@link NeverRunAgent}).
 */
public final class Sandbox {

  public static final String ENFORCED = "enforced";
  public static final String UNAVAILABLE = "unavailable";

  private static volatile String status = UNAVAILABLE;
  private static volatile String why = "not installed";

  private Sandbox() {}

  /**
   * Installs layer 4; call once, after start-up has read what it needs (stdin/stdout are open) and
   * before the first request. {@code userClasspath}: the {@code --classpath} entries.
   */
  public static void install(List<Path> userClasspath) {
    if (SandboxSwitches.disabled(SandboxSwitches.LEAST_PRIVILEGE)) {
      why = "switched off for a test";
      return;
    }
    List<Path> readable = new ArrayList<>();
    Path javaHome = Path.of(System.getProperty("java.home"));
    readable.add(real(javaHome));
    // Distributions link the JDK's configuration and libraries in from elsewhere (Debian: /etc/java-17-openjdk).
    readable.add(real(javaHome.resolve("conf")));
    readable.add(real(javaHome.resolve("lib")));
    for (String entry : System.getProperty("java.class.path", "").split(File.pathSeparator)) {
      if (!entry.isEmpty()) readable.add(real(Path.of(entry)));
    }
    for (Path p : userClasspath) readable.add(real(p));
    // The unresolved spellings too: the JDK asks with the path it was given.
    for (Path p : List.copyOf(readable)) readable.add(p.toAbsolutePath().normalize());
    try {
      // Java 17–23 print a deprecation warning on stderr here; the supervisor drops it (engineLog.ts).
      System.setSecurityManager(new LeastPrivilege(readable));
    } catch (UnsupportedOperationException | SecurityException e) {
      // Java 24 and later removed the security manager; 18–23 need -Djava.security.manager=allow.
      why = "this Java (" + Runtime.version().feature() + ") cannot install a security manager";
      return;
    }
    String failed = selfTest();
    if (failed == null) {
      status = ENFORCED;
      why = "";
    } else {
      why = "self-test: " + failed + " was not stopped";
    }
  }

  /** The first forbidden action the installed layer let through, or null when it stopped them all. */
  static String selfTest() {
    Path probe = Path.of(
      System.getProperty("java.io.tmpdir"),
      "groovymcp-sandbox-probe-" + System.nanoTime()
    );
    try {
      Files.writeString(probe, "x");
      Files.deleteIfExists(probe);
      return "writing a file";
    } catch (SecurityException expected) {
      // stopped
    } catch (IOException e) {
      return "writing a file";
    }
    try {
      new ProcessBuilder("true").start().destroy();
      return "starting a program";
    } catch (SecurityException expected) {
      // stopped
    } catch (IOException e) {
      return "starting a program";
    }
    try (Socket s = new Socket()) {
      s.connect(new InetSocketAddress("127.0.0.1", 9), 200);
      return "opening a socket";
    } catch (SecurityException expected) {
      // stopped
    } catch (IOException e) {
      return "opening a socket";
    }
    try {
      Files.readAllBytes(Path.of("/etc/hostname"));
      return "reading a file outside the compile inputs";
    } catch (SecurityException expected) {
      // stopped
    } catch (IOException e) {
      // no such file here: nothing proven either way, the other checks stand
    }
    return null;
  }

  /** {@code "enforced"} when layer 4 is installed and its self-test passed, else {@code "unavailable"}. */
  public static String status() {
    return status;
  }

  /** Why the status is {@code unavailable} (empty when enforced). */
  public static String why() {
    return why;
  }

  /** Every layer's state, for {@code info}. */
  public static Map<String, Object> layers() {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("neverRun", NeverRunAgent.installed());
    m.put("annotationVetting", !SandboxSwitches.disabled(SandboxSwitches.VETTING));
    m.put("classpathResources", !SandboxSwitches.disabled(SandboxSwitches.CLASSPATH_RESOURCES));
    m.put("leastPrivilege", ENFORCED.equals(status));
    return m;
  }

  private static Path real(Path p) {
    try {
      return p.toRealPath();
    } catch (IOException | RuntimeException e) {
      return p.toAbsolutePath().normalize();
    }
  }
}
