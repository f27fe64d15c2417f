// A tool's result, seen from the editor (docs/playground.md, "Tools"): each place it names is a
// button that reveals it in the editor (opening its buffer), and edits (format, organize-imports,
// rename) can be applied to the buffers, as one undoable step per buffer, and undone from here.
import { useMemo, useState } from 'react';
import { structuredOf, type CallToolResult } from '../../client';
import type { BufferEdits } from '../../editor/editorBridge';
import { bufferName } from '../../editor/workspace';
import { useEditorReady, usePlayground, useWorkspace } from '../playground';
import { editsOf, placesOf, type Place } from './resultInEditorModel';

const SHOWN_PLACES = 100;

const at = (place: Place) => `${place.range.start.line}:${place.range.start.character}`;

function Places({ places }: { places: readonly Place[] }) {
  const { editor } = usePlayground();
  const { uris } = useWorkspace();
  const ready = useEditorReady();
  const open = new Set(uris);
  return (
    <>
      <h4>Places (0-based line:character, as on the wire)</h4>
      <ul className="places">
        {places.slice(0, SHOWN_PLACES).map((place) => {
          const inEditor = open.has(place.uri);
          return (
            <li key={place.path}>
              <button
                type="button"
                className="link-button"
                disabled={!ready || !inEditor}
                title={inEditor ? place.path : `${place.uri} is not open in the editor`}
                onClick={() => editor.reveal(place.uri, place.range)}
              >
                {bufferName(place.uri)} {at(place)}
              </button>{' '}
              <span className="muted">{place.label}</span>
            </li>
          );
        })}
      </ul>
      {places.length > SHOWN_PLACES && (
        <p className="muted">and {places.length - SHOWN_PLACES} more in the structured content</p>
      )}
    </>
  );
}

type ApplyState =
  { step: 'ready' } | { step: 'applied'; undo: () => void } | { step: 'said'; text: string; error: boolean };

function ApplyEdits({ changes, sent }: { changes: readonly BufferEdits[]; sent: Record<string, unknown> }) {
  const { editor, workspace } = usePlayground();
  const ready = useEditorReady();
  const [state, setState] = useState<ApplyState>({ step: 'ready' });
  const count = changes.reduce((sum, change) => sum + change.edits.length, 0);
  const buffers = changes.length === 1 ? bufferName(changes[0]!.uri) : `${changes.length} buffers`;

  const apply = () => {
    // The edits are for the text that was sent; on a buffer edited since, they would land wrong.
    if (
      typeof sent.uri === 'string' &&
      typeof sent.text === 'string' &&
      workspace.text(sent.uri) !== sent.text
    ) {
      setState({
        step: 'said',
        text: `${bufferName(sent.uri)} changed since the call: call the tool again`,
        error: true,
      });
      return;
    }
    const applied = editor.applyEdits(changes);
    if (!applied.ok) {
      setState({ step: 'said', text: applied.message, error: true });
      return;
    }
    setState({
      step: 'applied',
      undo: () => {
        const undone = applied.undo();
        setState(
          undone.ok
            ? { step: 'said', text: 'Undone.', error: false }
            : { step: 'said', text: undone.message, error: true },
        );
      },
    });
  };

  return (
    <div className="toolbar">
      {state.step === 'applied' ? (
        <>
          <span className="ok-text" role="status">
            Applied {count} edit{count === 1 ? '' : 's'} to {buffers}.
          </span>
          <button type="button" onClick={state.undo}>
            Undo the edits
          </button>
        </>
      ) : (
        <>
          <button type="button" disabled={!ready} onClick={apply}>
            Apply {count} edit{count === 1 ? '' : 's'} to {buffers}
          </button>
          {state.step === 'said' && (
            <span role="status" className={state.error ? 'error-text' : 'muted'}>
              {state.text}
            </span>
          )}
        </>
      )}
    </div>
  );
}

export function ResultInEditor({ result, sent }: { result: CallToolResult; sent: Record<string, unknown> }) {
  const value = useMemo(() => (result.isError ? undefined : structuredOf(result)), [result]);
  const places = useMemo(() => placesOf(value), [value]);
  const changes = useMemo(() => editsOf(value), [value]);
  if (places.length === 0 && (changes === undefined || changes.length === 0)) return null;
  return (
    <section aria-label="In the editor">
      {changes !== undefined && changes.length > 0 && <ApplyEdits changes={changes} sent={sent} />}
      {places.length > 0 && <Places places={places} />}
    </section>
  );
}
