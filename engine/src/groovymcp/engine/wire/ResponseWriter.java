package groovymcp.engine.wire;

import groovy.json.JsonOutput;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Writes protocol lines to the real stdout, one JSON object per line, whole lines only (requests
 * are answered from several threads). Nothing else may reach this stream (docs/engine-protocol.md).
 */
public final class ResponseWriter {

  private final OutputStream out;

  public ResponseWriter(OutputStream out) {
    this.out = out;
  }

  /** {@code sandbox}: {@code "enforced"} or {@code "unavailable"} (engine/README.md "Compile, never run"). */
  public void ready(String groovyVersion, String sandbox) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("ready", true);
    m.put("groovyVersion", groovyVersion);
    m.put("sandbox", sandbox);
    write(m);
  }

  public void result(Object id, Object result) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("id", id);
    m.put("result", result);
    write(m);
  }

  public void error(Object id, String kind, String message) {
    Map<String, Object> err = new LinkedHashMap<>();
    err.put("kind", kind);
    err.put("message", message);
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("id", id);
    m.put("error", err);
    write(m);
  }

  /**
   * Tells the supervisor that request {@code id}, already answered {@code timeout}, is still
   * compiling after the grace period: the compiler cannot be stopped from outside, so the
   * supervisor replaces this process (docs/engine-protocol.md, "Response"; engine/README.md, "Time limits").
   */
  public void stuck(Object id) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("stuck", true);
    m.put("request", id);
    write(m);
  }

  private void write(Map<String, Object> m) {
    byte[] line = (JsonOutput.toJson(m) + "\n").getBytes(StandardCharsets.UTF_8);
    synchronized (this) {
      try {
        out.write(line);
        out.flush();
      } catch (IOException e) {
        // The reader is gone: nothing to answer to any more.
        System.exit(0);
      }
    }
  }
}
