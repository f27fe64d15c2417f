package groovymcp.inventory;

import java.util.List;
import java.util.Map;

/** A minimal JSON writer for the inventory (maps, lists, strings, booleans, numbers, null). */
final class Json {

  static String write(Object value) {
    StringBuilder out = new StringBuilder();
    write(value, out);
    return out.append('\n').toString();
  }

  private static void write(Object value, StringBuilder out) {
    if (value == null || value instanceof Boolean || value instanceof Number) out.append(value);
    else if (value instanceof String s) string(s, out);
    else if (value instanceof Map<?, ?> map) {
      out.append('{');
      boolean first = true;
      for (Map.Entry<?, ?> e : map.entrySet()) {
        if (!first) out.append(',');
        first = false;
        string(String.valueOf(e.getKey()), out);
        out.append(':');
        write(e.getValue(), out);
      }
      out.append('}');
    } else if (value instanceof List<?> list) {
      out.append('[');
      for (int i = 0; i < list.size(); i++) {
        if (i > 0) out.append(',');
        write(list.get(i), out);
      }
      out.append(']');
    } else throw new IllegalArgumentException("not JSON: " + value.getClass());
  }

  private static void string(String s, StringBuilder out) {
    out.append('"');
    for (char c : s.toCharArray()) {
      if (c == '"' || c == '\\') out.append('\\').append(c);
      else if (c < 0x20) out.append(String.format("\\u%04x", (int) c));
      else out.append(c);
    }
    out.append('"');
  }
}
