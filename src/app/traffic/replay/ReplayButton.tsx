// The toolbar's Replay (docs/playground.md, "Traffic", "Replay"): replays the imported section
// the selected row belongs to, or the latest one when the selection is live. The separator row's
// own Replay button does the same for its section.
import { useMemo, useState } from 'react';
import type { TrafficRow } from '../../../client';

interface ReplayButtonProps {
  rows: readonly TrafficRow[];
  selected: TrafficRow | undefined;
  running: boolean;
  onReplay: (sectionSeq: number, includeEditorCalls: boolean) => void;
}

/** The seqs of the "imported" separators, oldest first. */
function importedSections(rows: readonly TrafficRow[]): number[] {
  return rows
    .filter((row) => row.mark?.kind === 'imported' && row.section === undefined)
    .map((row) => row.seq);
}

export function ReplayButton({ rows, selected, running, onReplay }: ReplayButtonProps) {
  const sections = useMemo(() => importedSections(rows), [rows]);
  const [includeEditorCalls, setIncludeEditorCalls] = useState(false);
  const ofSelection =
    selected?.section ??
    (selected?.mark?.kind === 'imported' && selected.section === undefined ? selected.seq : undefined);
  const target = ofSelection ?? sections.at(-1);
  if (target === undefined) return null;
  const text = rows.find((row) => row.seq === target)?.mark?.text;
  return (
    <span className="replay-controls">
      <button
        type="button"
        disabled={running}
        title={`Sends the client's messages of the imported section "${text ?? ''}" to the live session and compares the answers`}
        onClick={() => onReplay(target, includeEditorCalls)}
      >
        Replay imported section
      </button>
      <label title="The editor's own calls (markers, hover, …) answer after what the live editor did meanwhile">
        <input
          type="checkbox"
          checked={includeEditorCalls}
          onChange={(event) => setIncludeEditorCalls(event.target.checked)}
        />{' '}
        with editor calls
      </label>
    </span>
  );
}
