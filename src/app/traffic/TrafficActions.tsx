// Export the session as JSONL, import one back (or a plain JSON-RPC log) as a section, clear the view
// (docs/playground.md, "Traffic").
import { useRef, useState, type ChangeEvent } from 'react';
import { usePlayground } from '../playground';
import { downloadText } from '../download';
import { SavedDataActions } from '../saved/SavedDataActions';
import { importMessage } from './importMessage';

interface TrafficActionsProps {
  shown: number;
  total: number;
  violations: number;
  /** Rows still waiting for the schema lint. */
  checking: number;
}

/** The export and import code loads with the first use (or ahead at idle): said when it cannot. */
const codeNotLoaded = (cause: unknown) =>
  `its code could not be loaded (${String(cause)}); is the backend (npm start) still running?`;

export function TrafficActions({ shown, total, violations, checking }: TrafficActionsProps) {
  const { client, servers } = usePlayground();
  const fileInput = useRef<HTMLInputElement>(null);
  const [message, setMessage] = useState({ text: '', error: false });

  const exportSession = () => {
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    // Every header typed this page load, for any server: a server may have echoed one into a line.
    const headerValues = Object.values(servers.forwardHeaders.get()).flatMap((headers) =>
      Object.values(headers),
    );
    client.exportTraffic(headerValues).then(
      (text) => downloadText(`groovymcp-session-${stamp}.jsonl`, text, 'application/jsonl'),
      (cause: unknown) => setMessage({ text: `Could not export: ${codeNotLoaded(cause)}`, error: true }),
    );
  };

  const importSession = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    try {
      setMessage(importMessage(file.name, await client.importTraffic(await file.text(), file.name)));
    } catch (cause) {
      setMessage({ text: `Could not import ${file.name}: ${codeNotLoaded(cause)}`, error: true });
    }
  };

  return (
    <div className="toolbar">
      <span className="traffic-count">
        {shown === total ? `${total} messages` : `${shown} of ${total} messages`}
        {violations > 0 && <span className="error-text"> · {violations} schema violations</span>}
        {checking > 0 && <span className="muted"> · checking {checking} against the schema…</span>}
      </span>
      <button type="button" onClick={exportSession} disabled={total === 0}>
        Export JSONL
      </button>
      <button type="button" onClick={() => fileInput.current?.click()}>
        Import JSONL
      </button>
      <input
        ref={fileInput}
        type="file"
        accept=".jsonl,application/jsonl,text/plain"
        aria-label="Import session file (JSONL)"
        title="A JSONL export of a session, or a plain JSON-RPC log (one message per line)"
        hidden
        onChange={(event) => void importSession(event)}
      />
      <button type="button" onClick={() => client.traffic.clear()} disabled={total === 0}>
        Clear
      </button>
      <SavedDataActions />
      <span role="status" className={message.error ? 'error-text' : 'muted'}>
        {message.text}
      </span>
    </div>
  );
}
