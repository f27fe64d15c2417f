package groovymcp.engine.complete;

import groovyjarjarasm.asm.ClassReader;
import groovyjarjarasm.asm.Opcodes;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

/**
 * Packages and public top-level classes the compiler can resolve, for {@code import} completion:
 * the JDK's (the boot layer's modules, classes listed through the {@code jrt:} file system), the
 * Groovy jars the engine runs with, and the user's {@code --classpath} jars and directories. The
 * package list is read once; a package's classes on first use (each class file's access flags
 * are read, nothing is loaded). The engine's own jar is left out.
 */
public final class ClassIndex {

  private static final Map<ClassLoader, ClassIndex> BY_LOADER = Collections.synchronizedMap(
    new java.util.WeakHashMap<>()
  );

  private final Set<String> packages = new TreeSet<>();
  /** Package → class file paths inside jars or directories ({@code source!entry}). */
  private final Map<String, List<String[]>> archiveEntries = new HashMap<>();
  private final Map<String, List<String>> classesByPackage = new ConcurrentHashMap<>();
  private final FileSystem jrt;

  private ClassIndex(List<Path> entries) {
    FileSystem fs = null;
    try {
      fs = FileSystems.getFileSystem(URI.create("jrt:/"));
    } catch (RuntimeException e) {
      // No jrt file system (not a modular JDK image): JDK classes are not listed.
    }
    this.jrt = fs;
    for (Module m : ModuleLayer.boot().modules()) {
      for (String p : m.getPackages()) {
        if (
          m.getDescriptor() == null ||
          m
            .getDescriptor()
            .exports()
            .stream()
            .anyMatch(e -> e.source().equals(p) && !e.isQualified())
        ) packages.add(p);
      }
    }
    for (Path e : entries) scan(e);
  }

  /** The index for the engine's classpath plus the user classpath of {@code userLoader} (a URLClassLoader, or not). */
  public static ClassIndex of(ClassLoader userLoader) {
    ClassLoader key = userLoader == null ? ClassIndex.class.getClassLoader() : userLoader;
    synchronized (BY_LOADER) {
      return BY_LOADER.computeIfAbsent(key, k -> new ClassIndex(entries(k)));
    }
  }

  private static List<Path> entries(ClassLoader userLoader) {
    List<Path> out = new ArrayList<>();
    Path own = ownLocation();
    for (String s : System.getProperty("java.class.path", "").split(File.pathSeparator)) {
      if (s.isEmpty()) continue;
      Path p = Path.of(s).toAbsolutePath();
      if (!p.equals(own)) out.add(p);
    }
    if (userLoader instanceof URLClassLoader u) {
      for (URL url : u.getURLs()) {
        try {
          out.add(Path.of(url.toURI()));
        } catch (URISyntaxException | RuntimeException e) {
          // Not a file URL: not listable.
        }
      }
    }
    return out;
  }

  private static Path ownLocation() {
    try {
      return Path.of(
        ClassIndex.class.getProtectionDomain().getCodeSource().getLocation().toURI()
      ).toAbsolutePath();
    } catch (URISyntaxException | RuntimeException e) {
      return null;
    }
  }

  private void scan(Path entry) {
    if (Files.isDirectory(entry)) {
      try (Stream<Path> files = Files.walk(entry, 32)) {
        files
          .filter(f -> f.toString().endsWith(".class"))
          .forEach(f ->
            addEntry(entry.relativize(f).toString().replace(File.separatorChar, '/'), entry.toString(), true)
          );
      } catch (IOException | RuntimeException e) {
        // An unreadable directory lists nothing.
      }
    } else if (Files.isRegularFile(entry)) {
      try (ZipFile zip = new ZipFile(entry.toFile())) {
        zip
          .stream()
          .map(ZipEntry::getName)
          .filter(n -> n.endsWith(".class"))
          .forEach(n -> addEntry(n, entry.toString(), false));
      } catch (IOException | RuntimeException e) {
        // Not a jar: nothing to list.
      }
    }
  }

  private void addEntry(String path, String source, boolean directory) {
    if (path.startsWith("META-INF/")) return;
    int slash = path.lastIndexOf('/');
    if (slash < 0) return;
    String simple = path.substring(slash + 1, path.length() - ".class".length());
    if (simple.contains("$") || simple.equals("module-info") || simple.equals("package-info")) return;
    String pkg = path.substring(0, slash).replace('/', '.');
    packages.add(pkg);
    archiveEntries
      .computeIfAbsent(pkg, k -> new ArrayList<>())
      .add(new String[] { source, path, directory ? "d" : "j" });
  }

  /** Every package name (dotted). */
  public Set<String> packages() {
    return Collections.unmodifiableSet(packages);
  }

  /** The public top-level classes of a package, simple names sorted. */
  public List<String> classes(String pkg) {
    return classesByPackage.computeIfAbsent(pkg, this::listClasses);
  }

  private List<String> listClasses(String pkg) {
    Set<String> out = new TreeSet<>();
    if (jrt != null) {
      Path dir = jrt.getPath("/packages", pkg);
      if (Files.isDirectory(dir)) {
        try (Stream<Path> modules = Files.list(dir)) {
          for (Path module : (Iterable<Path>) modules::iterator) {
            // /packages/<pkg>/<module> links to the module's root: the package is below it.
            Path pkgDir = module.resolve(pkg.replace('.', '/'));
            if (!Files.isDirectory(pkgDir)) continue;
            try (Stream<Path> files = Files.list(pkgDir)) {
              for (Path f : (Iterable<Path>) files::iterator) {
                String name = f.getFileName().toString();
                if (
                  !name.endsWith(".class") ||
                  name.contains("$") ||
                  name.startsWith("module-info") ||
                  name.startsWith("package-info")
                ) continue;
                if (isPublic(Files.readAllBytes(f))) out.add(name.substring(0, name.length() - 6));
              }
            }
          }
        } catch (IOException | RuntimeException e) {
          // A module that cannot be listed adds nothing.
        }
      }
    }
    List<String[]> entries = archiveEntries.getOrDefault(pkg, List.of());
    Map<String, ZipFile> open = new HashMap<>();
    try {
      for (String[] e : entries) {
        String simple = e[1].substring(e[1].lastIndexOf('/') + 1, e[1].length() - 6);
        if (out.contains(simple)) continue;
        byte[] bytes;
        if (e[2].equals("d")) {
          bytes = Files.readAllBytes(Path.of(e[0]).resolve(e[1]));
        } else {
          ZipFile zip = open.get(e[0]);
          if (zip == null) {
            zip = new ZipFile(e[0]);
            open.put(e[0], zip);
          }
          ZipEntry ze = zip.getEntry(e[1]);
          if (ze == null) continue;
          try (InputStream in = zip.getInputStream(ze)) {
            bytes = in.readAllBytes();
          }
        }
        if (isPublic(bytes)) out.add(simple);
      }
    } catch (IOException | RuntimeException e) {
      // Keep what was read.
    } finally {
      for (ZipFile z : open.values()) {
        try {
          z.close();
        } catch (IOException ignored) {
          // closing a read-only zip
        }
      }
    }
    return List.copyOf(out);
  }

  private static boolean isPublic(byte[] classFile) {
    try {
      return (new ClassReader(classFile).getAccess() & Opcodes.ACC_PUBLIC) != 0;
    } catch (RuntimeException e) {
      return false;
    }
  }
}
