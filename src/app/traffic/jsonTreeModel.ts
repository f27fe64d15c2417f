// The "Parsed" view of a message (docs/playground.md, "Traffic"): the message as a tree, where a
// `text` string that holds JSON (a tool result's `content[].text`, a resource's `contents[].text`,
// a prompt message's `content.text`) is shown parsed, marked as found inside that text, instead of
// one escaped string. `structuredContent` is already JSON and shows as a tree like the rest.

export type JsonNode =
  | { readonly kind: 'scalar'; readonly value: null | boolean | number | string }
  | {
      readonly kind: 'array' | 'object';
      readonly entries: readonly (readonly [string, JsonNode])[];
      /** Parsed from a JSON string under a `text` key. */
      readonly embedded: boolean;
    };

/** How deep the tree goes; deeper values show as their JSON text (a hostile message stays bounded). */
const MAX_DEPTH = 64;

/** The parsed value of a string that holds a JSON object or array, else undefined. */
function embeddedJson(text: string): unknown {
  const trimmed = text.trimStart();
  if (!trimmed.startsWith('{') && !trimmed.startsWith('[')) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export function jsonTree(value: unknown, key = '', depth = 0, embedded = false): JsonNode {
  if (value === null || typeof value !== 'object') {
    if (key === 'text' && typeof value === 'string' && depth < MAX_DEPTH) {
      const inner = embeddedJson(value);
      if (inner !== undefined) return jsonTree(inner, '', depth + 1, true);
    }
    return { kind: 'scalar', value: value as null | boolean | number | string };
  }
  if (depth >= MAX_DEPTH) return { kind: 'scalar', value: JSON.stringify(value) };
  const entries = Array.isArray(value)
    ? value.map((item, i) => [String(i), jsonTree(item, '', depth + 1)] as const)
    : Object.entries(value).map(([name, item]) => [name, jsonTree(item, name, depth + 1)] as const);
  return { kind: Array.isArray(value) ? 'array' : 'object', entries, embedded };
}

/** How many `text` strings were shown parsed (the view says so, and offers itself only then). */
export function countEmbedded(node: JsonNode): number {
  if (node.kind === 'scalar') return 0;
  return (node.embedded ? 1 : 0) + node.entries.reduce((sum, [, child]) => sum + countEmbedded(child), 0);
}
