package groovymcp.engine.wire;

import groovymcp.engine.compile.SourceBuffer;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * One engine request (docs/engine-protocol.md "Request"), validated. {@code id} is echoed exactly
 * (number or string); the buffers are the main one first, then {@code related}.
 */
public record Request(Object id, String op, List<SourceBuffer> buffers, Map<String, Object> args) {
  /** Largest text accepted, in UTF-16 units (docs/server.md §5: 512 Ki characters). */
  public static final int MAX_SOURCE_CHARS = 512 * 1024;

  /**
   * Characters compiled together at most, main buffer included: an AST weighs hundreds of times its
   * text, and 1 Mi characters peak near 570 MiB of process memory under the 512 MiB heap. Related
   * buffers that would go past it are left out (in the order sent: the session sends the ones the
   * main buffer refers to), so that one request cannot exhaust the heap and fail the others.
   */
  public static final int MAX_UNIT_CHARS = 1024 * 1024;

  public boolean hasSource() {
    return !buffers.isEmpty();
  }

  /** The id of a parsed line, or null when it has none usable, for answering a malformed request. */
  public static Object idOf(Object parsed) {
    if (parsed instanceof Map<?, ?> m) {
      Object id = m.get("id");
      if (id instanceof Number || id instanceof String) return id;
    }
    return null;
  }

  @SuppressWarnings("unchecked")
  public static Request from(Object parsed) throws EngineFailure {
    if (!(parsed instanceof Map<?, ?> m)) throw EngineFailure.invalid("request is not a JSON object");
    Object id = m.get("id");
    if (id != null && !(id instanceof Number) && !(id instanceof String)) {
      throw EngineFailure.invalid("id must be a number or a string");
    }
    if (!(m.get("op") instanceof String op)) throw EngineFailure.invalid("op must be a string");
    Object args = m.get("args");
    if (args != null && !(args instanceof Map)) throw EngineFailure.invalid("args must be an object");
    List<SourceBuffer> buffers = new ArrayList<>();
    Object uri = m.get("uri");
    Object text = m.get("text");
    if (uri != null || text != null) {
      buffers.add(buffer(uri, text, "uri", "text"));
      long total = buffers.get(0).text().length();
      Object related = m.get("related");
      if (related != null) {
        if (!(related instanceof List<?> list)) throw EngineFailure.invalid("related must be an array");
        for (Object r : list) {
          if (!(r instanceof Map<?, ?> rm)) throw EngineFailure.invalid("related entries must be objects");
          SourceBuffer b = buffer(rm.get("uri"), rm.get("text"), "related[].uri", "related[].text");
          if (total + b.text().length() > MAX_UNIT_CHARS) continue;
          if (buffers.stream().noneMatch(x -> x.uri().equals(b.uri()))) {
            buffers.add(b);
            total += b.text().length();
          }
        }
      }
    }
    return new Request(id, op, List.copyOf(buffers), args == null ? Map.of() : (Map<String, Object>) args);
  }

  private static SourceBuffer buffer(Object uri, Object text, String uriName, String textName)
    throws EngineFailure {
    if (!(uri instanceof String u) || u.isEmpty()) throw EngineFailure.invalid(
      uriName + " must be a non-empty string"
    );
    if (!(text instanceof String t)) throw EngineFailure.invalid(textName + " must be a string");
    if (t.length() > MAX_SOURCE_CHARS) throw EngineFailure.tooLarge("source over 524288 characters");
    return new SourceBuffer(u, t);
  }

  /** The main buffer, or an {@code invalid} failure for ops that need one. */
  public SourceBuffer requireSource() throws EngineFailure {
    if (buffers.isEmpty()) throw EngineFailure.invalid("op " + op + " needs uri and text");
    return buffers.get(0);
  }

  /**
   * A required non-negative integer argument; larger than an int, it saturates at {@code
   * Integer.MAX_VALUE}. The published schemas allow any integer >= 0, and a position that large is
   * past the end of any text (sources are at most 524,288 characters): the ops answer it as they
   * answer any position outside the text. Bounded arguments ({@code tabSize}) keep their own check.
   */
  public int intArg(String name) throws EngineFailure {
    Object v = args.get(name);
    if (v instanceof Number n) {
      double d = n.doubleValue();
      if (d >= 0 && d == Math.floor(d)) return d >= Integer.MAX_VALUE ? Integer.MAX_VALUE : (int) d;
    }
    throw EngineFailure.invalid("args." + name + " must be an integer >= 0");
  }
}
