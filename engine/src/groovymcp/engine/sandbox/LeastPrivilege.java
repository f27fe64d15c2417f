package groovymcp.engine.sandbox;

import java.io.FilePermission;
import java.net.SocketPermission;
import java.net.URLPermission;
import java.nio.file.LinkPermission;
import java.nio.file.Path;
import java.security.AllPermission;
import java.security.Permission;
import java.util.List;

/**
 * Layer 4 of the sandbox (engine/README.md "Compile, never run"): a {@link SecurityManager} that
 * leaves the engine only what compiling needs, so that a way to run code nobody has found yet still
 * cannot do harm. Once installed, for every caller (the engine itself needs none of it):
 *
 * <ul>
 *   <li>no file is written, deleted, linked or executed, and no program is started;
 *   <li>files are read only below the JDK, the launch classpath (engine and Groovy jars) and the
 *       user's {@code --classpath} entries;
 *   <li>no socket, no URL connection, no other process managed, no JMX control, no attach;
 *   <li>the security manager, standard streams and global factories stay as they are.
 * </ul>
 *
 * For code that is not the JDK's or the engine's own (classes of other loaders on the stack), also:
 * no exit, no reflective access past {@code private}, and no JDK-internal packages, the usual ways
 * to take a security manager apart. The decision reads the permission (and, for those three, the
 * stack), never a policy file, so it costs little on the hot path.
 */
final class LeastPrivilege extends SecurityManager {

  private static final StackWalker STACK = StackWalker.getInstance(StackWalker.Option.RETAIN_CLASS_REFERENCE);

  private static final boolean LOG = Boolean.getBoolean("groovymcp.debug.sandbox");

  private final List<Path> readable;
  private final ClassLoader platform = ClassLoader.getPlatformClassLoader();
  private final ClassLoader system = ClassLoader.getSystemClassLoader();
  private final ThreadLocal<Boolean> deciding = ThreadLocal.withInitial(() -> false);

  /** {@code readable}: absolute, normalized folders or files below which reading is allowed. */
  LeastPrivilege(List<Path> readable) {
    this.readable = List.copyOf(readable);
  }

  @Override
  public void checkPermission(Permission permission) {
    decide(permission);
  }

  @Override
  public void checkPermission(Permission permission, Object context) {
    decide(permission);
  }

  private void decide(Permission p) {
    // A decision may itself touch checked APIs (class loaders of stack frames): never recurse.
    if (deciding.get()) return;
    deciding.set(true);
    try {
      if (!allowed(p)) {
        if (LOG) new Throwable("engine: sandbox: denied " + p).printStackTrace();
        throw new SecurityException(
          "denied by the engine sandbox: " +
            p.getClass().getSimpleName() +
            " " +
            p.getActions() +
            " " +
            shortName(p)
        );
      }
    } finally {
      deciding.set(false);
    }
  }

  boolean allowed(Permission p) {
    if (p instanceof FilePermission) return fileAllowed(p.getName(), p.getActions());
    if (
      p instanceof SocketPermission || p instanceof URLPermission || p instanceof LinkPermission
    ) return false;
    if (p instanceof AllPermission) return false;
    String type = p.getClass().getName();
    String name = p.getName();
    switch (type) {
      case "java.lang.RuntimePermission":
        return runtimeAllowed(name);
      case "java.lang.reflect.ReflectPermission":
        return !name.equals("suppressAccessChecks") || !foreignCodeOnStack();
      case "java.lang.management.ManagementPermission":
        return !name.equals("control");
      case
        "jdk.net.NetworkPermission",
        "com.sun.tools.attach.AttachPermission",
        "jdk.jfr.FlightRecorderPermission":
        return false;
      default:
        return true;
    }
  }

  private boolean runtimeAllowed(String name) {
    if (name.equals("setSecurityManager") || name.equals("setIO") || name.equals("setFactory")) return false;
    if (name.equals("manageProcess")) return false;
    if (name.startsWith("loadLibrary.")) return name.indexOf('/') < 0 && name.indexOf('\\') < 0;
    if (name.startsWith("exitVM")) return !foreignCodeOnStack();
    if (name.startsWith("accessClassInPackage.")) {
      String pkg = name.substring("accessClassInPackage.".length());
      boolean internal =
        pkg.startsWith("sun.") || pkg.startsWith("jdk.internal.") || pkg.startsWith("com.sun.");
      return !internal || !foreignCodeOnStack();
    }
    return true;
  }

  private boolean fileAllowed(String name, String actions) {
    // Files.isWritable and File.canWrite ask for the permission they test: asking is not writing.
    if (!actions.equals("read") && !actions.equals("readlink") && accessQuery()) return readable(name);
    for (String action : actions.split(",")) {
      switch (action.strip()) {
        case "read", "readlink" -> {
          if (!readable(name)) return false;
        }
        default -> {
          return false; // write, delete, execute
        }
      }
    }
    return true;
  }

  private boolean readable(String name) {
    if (name.equals("<<ALL FILES>>")) return false;
    if (name.equals("/dev/random") || name.equals("/dev/urandom")) return true;
    String plain = name.endsWith("/-") || name.endsWith("/*") ? name.substring(0, name.length() - 2) : name;
    Path path;
    try {
      path = Path.of(plain).toAbsolutePath().normalize();
    } catch (RuntimeException e) {
      return false;
    }
    for (Path root : readable) if (path.startsWith(root)) return true;
    return false;
  }

  /** True when the check comes from a question about access, which opens nothing. */
  private static boolean accessQuery() {
    return STACK.walk(frames ->
      frames
        .limit(12)
        .anyMatch(
          f ->
            (f.getClassName().equals("sun.nio.fs.UnixFileSystemProvider") &&
              f.getMethodName().equals("checkAccess")) ||
            (f.getClassName().equals("java.io.File") &&
              (f.getMethodName().equals("canWrite") || f.getMethodName().equals("canExecute")))
        )
    );
  }

  /** True when a class that is neither the JDK's nor on the engine's launch classpath is on the stack. */
  private boolean foreignCodeOnStack() {
    return STACK.walk(frames -> frames.anyMatch(f -> !trusted(f.getDeclaringClass().getClassLoader())));
  }

  private boolean trusted(ClassLoader loader) {
    return loader == null || loader == system || loader == platform;
  }

  private static String shortName(Permission p) {
    String n = p.getName();
    return n.length() > 60 ? "…" + n.substring(n.length() - 60) : n;
  }
}
