import java.lang.reflect.InvocationTargetException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;

/**
 * Defines a foreign class (Hostile, from the folder given) at every stack depth near the end of a
 * thread's stack, each time through a fresh loader, then calls the class's method from a shallow
 * depth. Prints one line of counts: how many definitions overflowed the stack, were refused, gave an
 * inert class (its method threw) or a class that RAN. Run by failClosedHook.test.ts under the
 * engine's own JVM flags, with -Xint so that a frame's size is the same at every depth.
 */
public class DeepDefine {

  private static int deepest;

  private static void measure(int depth) {
    deepest = depth;
    measure(depth + 1);
  }

  private static Class<?> defineAt(int depth, int target, ClassLoader loader) throws Exception {
    if (depth < target) return defineAt(depth + 1, target, loader);
    return Class.forName("Hostile", false, loader);
  }

  public static void main(String[] args) throws Exception {
    URL folder = Path.of(args[0]).toUri().toURL();
    int[] overflowed = { 0 },
      refused = { 0 },
      inert = { 0 },
      ran = { 0 };
    Thread deep = new Thread(
      null,
      () -> {
        try {
          measure(0);
        } catch (StackOverflowError expected) {
          // deepest is now the stack's depth in measure's frames
        }
        for (int target = Math.max(0, deepest - 3000); target <= deepest; target++) {
          Class<?> hostile;
          try {
            hostile = defineAt(0, target, new URLClassLoader(new URL[] { folder }, null));
          } catch (StackOverflowError e) {
            overflowed[0]++;
            continue;
          } catch (Throwable e) {
            refused[0]++;
            continue;
          }
          try {
            hostile.getMethod("run").invoke(null);
            ran[0]++;
          } catch (InvocationTargetException e) {
            inert[0]++;
          } catch (ReflectiveOperationException e) {
            refused[0]++;
          }
        }
      },
      "deep",
      512 * 1024
    );
    deep.start();
    deep.join();
    System.out.println(
      "overflowed " + overflowed[0] + " refused " + refused[0] + " inert " + inert[0] + " ran " + ran[0]
    );
  }
}
