// How the message detail shows a message (docs/playground.md, "Traffic"): Raw (exactly as sent),
// Pretty (indented), or Parsed (a tree in which JSON found inside text content is parsed too).
import { useId, useMemo } from 'react';
import { JsonTree } from './JsonTree';
import { countEmbedded, jsonTree } from './jsonTreeModel';

export type ViewMode = 'raw' | 'pretty' | 'parsed';

const MODES: readonly (readonly [ViewMode, string])[] = [
  ['raw', 'Raw'],
  ['pretty', 'Pretty'],
  ['parsed', 'Parsed'],
];

interface SwitchProps {
  view: ViewMode;
  /** Over 100 KB: no Pretty (the raw text is shown cut, MessageDetail.tsx). */
  large: boolean;
  onChange: (view: ViewMode) => void;
}

function Switch({ view, large, onChange }: SwitchProps) {
  const name = useId();
  return (
    <span role="radiogroup" aria-label="Show the message as">
      {MODES.map(([mode, label]) => (
        <label key={mode}>
          <input
            type="radio"
            name={name}
            checked={view === mode}
            disabled={mode === 'pretty' && large}
            onChange={() => onChange(mode)}
          />{' '}
          {label}
        </label>
      ))}
    </span>
  );
}

function Parsed({ raw }: { raw: string }) {
  const tree = useMemo(() => {
    try {
      return jsonTree(JSON.parse(raw));
    } catch {
      return undefined;
    }
  }, [raw]);
  if (!tree) return <p className="muted">Not JSON: nothing to parse; Raw shows the line as sent.</p>;
  const found = countEmbedded(tree);
  return (
    <>
      <p className="muted">
        {found === 0
          ? 'No text content holds JSON.'
          : `JSON found in ${found} text ${found === 1 ? 'block' : 'blocks'}, shown parsed (marked "JSON in text").`}
      </p>
      <JsonTree node={tree} label="Parsed message" />
    </>
  );
}

export const MessageView = { Switch, Parsed };
