// The Metadata popover's form (docs/playground.md, "Session bar"): one key/value row per entry, a
// value read as JSON when it is JSON, each row's problem beside it, and the `_meta` that will be
// sent. Loaded when the popover first opens (MetaEditor.tsx).
import { KeyValueRowsEditor } from './KeyValueRowsEditor';
import { metaRowProblem, type MetaRow } from './metaRows';
import './connectionSettings.css';

interface MetaRowsFormProps {
  id: string;
  server: string;
  rows: readonly MetaRow[];
  /** What is sent now (metaToSend of the rows). */
  meta: Readonly<Record<string, unknown>>;
  onChange: (rows: readonly MetaRow[]) => void;
}

export function MetaRowsForm({ id, server, rows, meta, onChange }: MetaRowsFormProps) {
  return (
    <div id={id} role="dialog" aria-label={`Metadata for ${server}`} className="settings-popover">
      <p className="muted">
        Added to the <code>_meta</code> of every request you send to {server} from the panels, from the next
        one on; never over the client&apos;s own keys (<code>progressToken</code>). A value that is JSON is
        sent as JSON. Kept in this browser&apos;s local storage.
      </p>
      <KeyValueRowsEditor
        rows={rows}
        onChange={onChange}
        noun="entry"
        keyWord="Key"
        keyPlaceholder="example.com/trace-id"
        valuePlaceholder='"text", 42 or {"a": 1}'
        problemOf={(index) => metaRowProblem(rows, index)}
      />
      {Object.keys(meta).length > 0 && (
        <pre className="json" aria-label="Sent as _meta">
          {JSON.stringify(meta, null, 2)}
        </pre>
      )}
    </div>
  );
}
