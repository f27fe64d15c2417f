// What a tool's result offers the editor (docs/playground.md, "Tools"): the places it names (every
// `range`, with the `uri` of the nearest object that has one) to reveal, and the edits of `format`,
// `organize-imports` and `rename` to apply. Read from the result's JSON, whatever the tool, so a
// new tool with ranges or edits needs nothing here.
import type { BufferEdits, WireRange, WireTextEdit } from '../../editor/editorBridge';

export interface Place {
  readonly uri: string;
  readonly range: WireRange;
  /** What is there: a symbol's name, a diagnostic's message, an edit's new text; may be empty. */
  readonly label: string;
  /** Where in the result, e.g. `locations[2].range`. */
  readonly path: string;
}

type Node = Record<string, unknown>;
const isObject = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isIndex = (value: unknown) => Number.isInteger(value) && (value as number) >= 0;
const isPosition = (value: unknown) => isObject(value) && isIndex(value.line) && isIndex(value.character);
export const isRange = (value: unknown): value is WireRange =>
  isObject(value) && isPosition(value.start) && isPosition(value.end);

function labelOf(node: Node): string {
  if (typeof node.name === 'string') return node.name;
  if (typeof node.message === 'string') return node.message;
  if (typeof node.newText === 'string')
    return node.newText === '' ? 'delete' : `→ ${JSON.stringify(node.newText).slice(0, 40)}`;
  return '';
}

/** Every range in the result, in document order of the JSON; a symbol's name range when it has one. */
export function placesOf(value: unknown): Place[] {
  const places: Place[] = [];
  const walk = (node: unknown, uri: string | undefined, path: string) => {
    if (Array.isArray(node)) {
      node.forEach((item, i) => walk(item, uri, `${path}[${i}]`));
      return;
    }
    if (!isObject(node)) return;
    const here = typeof node.uri === 'string' ? node.uri : uri;
    const key = isRange(node.selectionRange) ? 'selectionRange' : 'range';
    const range = node[key];
    if (here !== undefined && isRange(range))
      places.push({ uri: here, range, label: labelOf(node), path: path === '' ? key : `${path}.${key}` });
    for (const [name, child] of Object.entries(node)) {
      if (name === 'range' || name === 'selectionRange') continue;
      walk(child, here, path === '' ? name : `${path}.${name}`);
    }
  };
  walk(value, undefined, '');
  return places;
}

const isEdit = (value: unknown): value is WireTextEdit =>
  isObject(value) && isRange(value.range) && typeof value.newText === 'string';

const bufferEdits = (value: unknown): value is BufferEdits =>
  isObject(value) && typeof value.uri === 'string' && Array.isArray(value.edits) && value.edits.every(isEdit);

/**
 * The edits a result carries, per buffer: `{uri, edits}` (format, organize-imports) or
 * `{changes: [{uri, edits}]}` (rename); undefined for any other result. Buffers with no edit are
 * left out, so an already formatted buffer answers an empty list.
 */
export function editsOf(value: unknown): BufferEdits[] | undefined {
  if (!isObject(value)) return undefined;
  if (bufferEdits(value)) return value.edits.length > 0 ? [value] : [];
  if (Array.isArray(value.changes) && value.changes.every(bufferEdits))
    return value.changes.filter((change) => change.edits.length > 0);
  return undefined;
}
