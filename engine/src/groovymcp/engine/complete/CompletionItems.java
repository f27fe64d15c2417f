package groovymcp.engine.complete;

import groovymcp.engine.types.TypeNames;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.codehaus.groovy.ast.MethodNode;

/**
 * The completion list being built: items in the order they are added (callers add the most
 * relevant first), one item per label and kind (a method's overloads are one item whose detail is
 * the first overload's signature and how many more there are), filtered by the typed prefix (case
 * ignored, as editors match), capped at {@link #CAP} (then {@code isIncomplete}).
 */
public final class CompletionItems {

  public static final int CAP = 200;

  private final String prefix;
  private final Map<String, Item> items = new LinkedHashMap<>();
  private boolean capped;

  private static final class Item {

    final String label;
    final String kind;
    String detail;
    String insertText;
    final java.util.Set<String> signatures = new java.util.HashSet<>();

    Item(String label, String kind, String detail, String insertText) {
      this.label = label;
      this.kind = kind;
      this.detail = detail;
      this.insertText = insertText;
    }
  }

  public CompletionItems(String prefix) {
    this.prefix = prefix.toLowerCase(Locale.ROOT);
  }

  public boolean matches(String label) {
    return label.toLowerCase(Locale.ROOT).startsWith(prefix);
  }

  /** Adds an item unless its label does not match, or one of that label and kind exists. */
  public void add(String label, String kind, String detail, String insertText) {
    if (label == null || label.isEmpty() || !matches(label)) return;
    String key = kind + "\u0000" + label;
    if (items.containsKey(key)) return;
    if (items.size() >= CAP) {
      capped = true;
      return;
    }
    items.put(key, new Item(label, kind, detail, insertText));
  }

  /** A method, merged with the overloads of the same name already added. */
  public void addMethod(MethodNode m, String kind) {
    String label = m.getName();
    if (!matches(label)) return;
    String key = kind + "\u0000" + label;
    String descriptor = m.getTypeDescriptor();
    String parameters = descriptor.substring(descriptor.indexOf('('));
    Item existing = items.get(key);
    if (existing != null) {
      // The same method reached twice (declared, then inherited or GDK) is one overload.
      if (existing.signatures.add(parameters) && m.getParameters().length > 0) existing.insertText = null;
      return;
    }
    add(label, kind, TypeNames.signature(m), m.getParameters().length == 0 ? label + "()" : null);
    Item added = items.get(key);
    if (added != null) added.signatures.add(parameters);
  }

  /** Whether a label of that kind is in the list already. */
  public boolean has(String label, String kind) {
    return items.containsKey(kind + "\u0000" + label);
  }

  public boolean isIncomplete() {
    return capped;
  }

  public List<Map<String, Object>> toMaps() {
    List<Map<String, Object>> out = new ArrayList<>(items.size());
    for (Item i : items.values()) {
      Map<String, Object> m = new LinkedHashMap<>();
      m.put("label", i.label);
      m.put("kind", i.kind);
      String detail = i.detail;
      int overloads = i.signatures.size() - 1;
      if (detail != null && overloads > 0) detail +=
        " (+" + overloads + (overloads == 1 ? " overload)" : " overloads)");
      if (detail != null) m.put("detail", detail);
      if (i.insertText != null && !i.insertText.equals(i.label)) m.put("insertText", i.insertText);
      out.add(m);
    }
    return out;
  }
}
