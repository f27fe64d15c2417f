// The Headers editor (docs/any-server.md, "Headers from the page"; docs/playground.md, "Session
// bar"): for the chosen Streamable HTTP server, the headers to send with its every request (an
// Authorization, an API key), values masked until shown, kept per server name in local storage and
// handed to the server switch, whose HTTP transport carries them to the backend's proxy.
import { useEffect, useId, useState, useSyncExternalStore } from 'react';
import { usePlayground } from '../playground';
import { useStoredState } from '../useStoredState';
import {
  forwardHeadersOf,
  HEADERS_STORAGE_KEY,
  isHeadersByServer,
  rowProblem,
  type HeaderRow,
  type HeadersByServer,
} from './headerRows';
import './connectionSettings.css';

export function HeadersEditor() {
  const { servers } = usePlayground();
  const chosen = useSyncExternalStore(servers.chosen.subscribe, servers.chosen.get);
  const [stored, setStored] = useStoredState<HeadersByServer>(HEADERS_STORAGE_KEY, {}, isHeadersByServer);
  const [open, setOpen] = useState(false);
  const [shown, setShown] = useState<ReadonlySet<number>>(new Set());
  const popoverId = useId();

  useEffect(() => servers.forwardHeaders.set(forwardHeadersOf(stored)), [servers, stored]);

  if ('builtIn' in chosen || chosen.kind !== 'http') return null;
  const server = chosen.name;
  const rows = stored[server] ?? [];
  const named = rows.filter((row) => row.name.trim() !== '').length;
  const setRows = (next: readonly HeaderRow[]) => setStored({ ...stored, [server]: next });
  const edit = (index: number, patch: Partial<HeaderRow>) =>
    setRows(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const toggleShown = (index: number) => {
    const next = new Set(shown);
    if (!next.delete(index)) next.add(index);
    setShown(next);
  };

  return (
    <div className="settings-editor">
      <button type="button" aria-expanded={open} aria-controls={popoverId} onClick={() => setOpen(!open)}>
        Headers ({named})
      </button>
      {open && (
        <div id={popoverId} role="dialog" aria-label={`Headers for ${server}`} className="settings-popover">
          <p className="muted">
            Sent with every request to {server} from the next one on, through the backend, over the
            config&apos;s headers of the same name. Kept in this browser&apos;s local storage.
          </p>
          {rows.map((row, index) => {
            const problem = rowProblem(rows, index);
            const n = index + 1;
            return (
              <div key={index} className="header-row">
                <input
                  aria-label={`Name of header ${n}`}
                  placeholder="Authorization"
                  value={row.name}
                  onChange={(event) => edit(index, { name: event.target.value })}
                />
                <input
                  aria-label={`Value of header ${n}`}
                  type={shown.has(index) ? 'text' : 'password'}
                  autoComplete="off"
                  value={row.value}
                  onChange={(event) => edit(index, { value: event.target.value })}
                />
                <button
                  type="button"
                  aria-pressed={shown.has(index)}
                  aria-label={`Show header ${n}`}
                  onClick={() => toggleShown(index)}
                >
                  {shown.has(index) ? 'Hide' : 'Show'}
                </button>
                <button
                  type="button"
                  aria-label={`Remove header ${n}`}
                  onClick={() => {
                    setShown(new Set());
                    setRows(rows.filter((_, i) => i !== index));
                  }}
                >
                  Remove
                </button>
                {problem && <p role="alert">{problem}</p>}
              </div>
            );
          })}
          <button type="button" onClick={() => setRows([...rows, { name: '', value: '' }])}>
            Add header
          </button>
        </div>
      )}
    </div>
  );
}
