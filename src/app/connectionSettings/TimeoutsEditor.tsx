// The Timeouts settings (docs/playground.md, "Timeouts"), as the MCP Inspector offers them: the
// request timeout, whether progress starts it again, and a maximum total, for whichever server is
// chosen (the worker too). Kept in local storage and applied by the client to the requests sent
// from then on.
import { useEffect, useId, useState } from 'react';
import { DEFAULT_TIMEOUTS, isRequestTimeouts, MAX_TIMEOUT_MS, type RequestTimeouts } from '../../client';
import { usePlayground } from '../playground';
import { useStoredState } from '../useStoredState';
import './connectionSettings.css';

export const TIMEOUTS_STORAGE_KEY = 'groovymcp:timeouts';

/** A field's text as milliseconds, or the words that say why not. */
function parseMs(text: string): number | string {
  const ms = Number(text.trim());
  if (text.trim() === '' || !Number.isInteger(ms) || ms < 0)
    return 'a whole number of milliseconds, 0 or more';
  if (ms > MAX_TIMEOUT_MS) return `at most ${MAX_TIMEOUT_MS} ms (a day)`;
  return ms;
}

function MsField(props: { label: string; value: number; onValue: (ms: number) => void }) {
  const [text, setText] = useState(String(props.value));
  const parsed = parseMs(text);
  return (
    <label>
      {props.label}{' '}
      <input
        type="number"
        min={0}
        step={1000}
        value={text}
        aria-invalid={typeof parsed === 'string'}
        onChange={(event) => {
          setText(event.target.value);
          const ms = parseMs(event.target.value);
          if (typeof ms === 'number') props.onValue(ms);
        }}
      />
      {typeof parsed === 'string' && <span role="alert"> {parsed}</span>}
    </label>
  );
}

export function TimeoutsEditor() {
  const { client } = usePlayground();
  const [timeouts, setTimeouts] = useStoredState<RequestTimeouts>(
    TIMEOUTS_STORAGE_KEY,
    DEFAULT_TIMEOUTS,
    isRequestTimeouts,
  );
  const [open, setOpen] = useState(false);
  const popoverId = useId();

  useEffect(() => client.setRequestTimeouts(timeouts), [client, timeouts]);

  return (
    <div className="settings-editor">
      <button type="button" aria-expanded={open} aria-controls={popoverId} onClick={() => setOpen(!open)}>
        Timeouts
      </button>
      {open && (
        <div id={popoverId} role="dialog" aria-label="Timeouts" className="settings-popover timeouts-form">
          <MsField
            label="Request timeout (ms, 0: none)"
            value={timeouts.requestMs}
            onValue={(requestMs) => setTimeouts({ ...timeouts, requestMs })}
          />
          <label>
            <input
              type="checkbox"
              checked={timeouts.resetOnProgress}
              onChange={(event) => setTimeouts({ ...timeouts, resetOnProgress: event.target.checked })}
            />{' '}
            Reset timeout on progress
          </label>
          <MsField
            label="Maximum total timeout (ms, 0: none)"
            value={timeouts.maxTotalMs}
            onValue={(maxTotalMs) => setTimeouts({ ...timeouts, maxTotalMs })}
          />
          <p className="muted">
            For every server, the built-in one too, from the next request on. A request given up shows why on
            its Traffic row and where it was sent from.
          </p>
        </div>
      )}
    </div>
  );
}
