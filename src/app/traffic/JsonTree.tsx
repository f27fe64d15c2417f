// A JSON value as a tree (jsonTreeModel.ts): objects and arrays fold with a disclosure button
// (Tab reaches it, Enter or Space folds it), scalars are coloured by type, and a value parsed from
// a `text` string says so. Long arrays and objects show their first entries with "Show all".
import { useState } from 'react';
import type { JsonNode } from './jsonTreeModel';

/** Levels open at first; deeper ones open on a click. */
const OPEN_DEPTH = 4;
const FIRST_ENTRIES = 100;

function Scalar({ value }: { value: null | boolean | number | string }) {
  const type = value === null ? 'null' : typeof value;
  return <span className={`json-${type}`}>{JSON.stringify(value)}</span>;
}

function Branch({
  label,
  node,
  depth,
}: {
  label: string;
  node: Extract<JsonNode, { entries: unknown }>;
  depth: number;
}) {
  // JSON found in a text is what the view is for: it opens, with a few levels of its own.
  const [open, setOpen] = useState(depth < OPEN_DEPTH || node.embedded);
  const childDepth = node.embedded ? 1 : depth + 1;
  const [all, setAll] = useState(false);
  const [openMark, closeMark] = node.kind === 'array' ? ['[', ']'] : ['{', '}'];
  const count = `${node.entries.length} ${node.kind === 'array' ? 'item' : 'key'}${node.entries.length === 1 ? '' : 's'}`;
  const shown = all ? node.entries : node.entries.slice(0, FIRST_ENTRIES);
  return (
    <>
      <button
        type="button"
        className="json-toggle"
        aria-expanded={open}
        aria-label={`${open ? 'Fold' : 'Unfold'} ${label || 'the message'} (${count})`}
        onClick={() => setOpen(!open)}
      >
        {open ? '▾' : '▸'}
      </button>
      {label && <span className="json-key">{label}: </span>}
      {node.embedded && <span className="json-embedded">JSON in text </span>}
      {openMark}
      {!open && <span className="muted"> {count} </span>}
      {open && node.entries.length > 0 && (
        <ul className="json-tree">
          {shown.map(([key, child]) => (
            <li key={key}>
              <JsonTreeNode label={key} node={child} depth={childDepth} />
            </li>
          ))}
          {shown.length < node.entries.length && (
            <li>
              <button type="button" onClick={() => setAll(true)}>
                Show all {node.entries.length}
              </button>
            </li>
          )}
        </ul>
      )}
      {closeMark}
    </>
  );
}

export function JsonTreeNode({ label, node, depth }: { label: string; node: JsonNode; depth: number }) {
  if (node.kind !== 'scalar') return <Branch label={label} node={node} depth={depth} />;
  return (
    <>
      {label && <span className="json-key">{label}: </span>}
      <Scalar value={node.value} />
    </>
  );
}

export function JsonTree({ node, label }: { node: JsonNode; label: string }) {
  return (
    <div className="json-tree-root" role="group" aria-label={label}>
      <JsonTreeNode label="" node={node} depth={0} />
    </div>
  );
}
