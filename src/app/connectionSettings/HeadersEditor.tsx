// The Headers editor (docs/any-server.md, "Headers from the page"; docs/playground.md, "Session
// bar"): for the chosen Streamable HTTP server, the headers to send with its every request (an
// Authorization, an API key), values masked until shown, handed to the server switch, whose HTTP
// transport carries them to the backend's proxy. They live in the page's memory; only a server
// whose "Remember on this machine" is checked has them in local storage (useHeaderRows.ts).
import { useEffect, useId, useState, useSyncExternalStore } from 'react';
import { usePlayground } from '../playground';
import { forwardHeadersOf, rowProblem } from './headerRows';
import { KeyValueRowsEditor } from './KeyValueRowsEditor';
import { useHeaderRows } from './useHeaderRows';
import './connectionSettings.css';

export function HeadersEditor() {
  const { servers } = usePlayground();
  const chosen = useSyncExternalStore(servers.chosen.subscribe, servers.chosen.get);
  const headers = useHeaderRows();
  const [open, setOpen] = useState(false);
  const popoverId = useId();
  const whereId = useId();

  useEffect(() => servers.forwardHeaders.set(forwardHeadersOf(headers.rows)), [servers, headers.rows]);

  if ('builtIn' in chosen || chosen.kind !== 'http') return null;
  const server = chosen.name;
  // A typed server's name is a hash (docs/any-server.md, "A typed URL"): the person knows its URL.
  const shown = 'typedUrl' in chosen ? chosen.typedUrl : server;
  const rows = headers.rows[server] ?? [];
  const remembered = headers.remembered.has(server);
  const named = rows.filter((row) => row.name.trim() !== '').length;

  return (
    <div className="settings-editor">
      <button type="button" aria-expanded={open} aria-controls={popoverId} onClick={() => setOpen(!open)}>
        Headers ({named})
      </button>
      {open && (
        <div id={popoverId} role="dialog" aria-label={`Headers for ${shown}`} className="settings-popover">
          <p className="muted">
            Sent with every request to {shown} from the next one on, through the backend, over the
            config&apos;s headers of the same name.
          </p>
          <KeyValueRowsEditor
            rows={rows.map((row) => ({ key: row.name, value: row.value }))}
            onChange={(next) =>
              headers.setRows(
                server,
                next.map((row) => ({ name: row.key, value: row.value })),
              )
            }
            noun="header"
            keyWord="Name"
            keyPlaceholder="Authorization"
            problemOf={(index) => rowProblem(rows, index)}
            masked
          />
          <label className="remember">
            <input
              type="checkbox"
              checked={remembered}
              aria-describedby={whereId}
              onChange={(event) => headers.setRemembered(server, event.target.checked)}
            />
            Remember on this machine: kept in this browser&apos;s localStorage for {location.origin}, in the
            clear
          </label>
          <p id={whereId} className="muted">
            {remembered
              ? 'Anyone using this browser profile can read them. Uncheck to forget them here at once.'
              : 'Now in this page’s memory only: gone at a reload.'}
          </p>
          {headers.storageProblem && <p role="alert">{headers.storageProblem}</p>}
        </div>
      )}
    </div>
  );
}
