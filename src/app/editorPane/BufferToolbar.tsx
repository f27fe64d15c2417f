// The buffer actions of the editor (docs/playground.md, "Editor"): new, rename, close, upload a
// .groovy file, reset to the sample. Each acts on the active buffer; a refusal is said in words.
import { useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { bufferName, MAX_BUFFERS } from '../../editor/workspace';
import { usePlayground, useWorkspace } from '../playground';
import { closeInSession } from './bufferSession';

type Mode = 'idle' | 'rename' | 'reset';

export function BufferToolbar() {
  const { client, workspace, editor } = usePlayground();
  const { uris, active } = useWorkspace();
  const [mode, setMode] = useState<Mode>('idle');
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string>();
  const upload = useRef<HTMLInputElement>(null);
  const notSaved = useSyncExternalStore(workspace.notSaved.subscribe, workspace.notSaved.get);

  const done = (outcome: string | undefined, closed: readonly string[] = []) => {
    setProblem(outcome);
    if (outcome !== undefined) return;
    setMode('idle');
    closeInSession(client, closed);
    // Once the editor has switched to the buffer (the workspace notifies it synchronously).
    editor.focus();
  };

  const rename = (event: FormEvent) => {
    event.preventDefault();
    const before = active;
    const outcome = workspace.rename(before, name.trim());
    done(outcome, workspace.text(before) === undefined ? [before] : []);
  };

  const reset = () => {
    const before = workspace.state.get().uris;
    workspace.reset();
    const now = new Set(workspace.state.get().uris);
    done(
      undefined,
      before.filter((uri) => !now.has(uri)),
    );
  };

  const uploaded = async (files: FileList | null) => {
    const file = files?.[0];
    if (upload.current) upload.current.value = '';
    if (!file) return;
    try {
      done(workspace.add(await file.text(), file.name));
    } catch (cause) {
      setProblem(`the file could not be read: ${String(cause)}`);
    }
  };

  return (
    <div className="toolbar buffer-toolbar" role="toolbar" aria-label="Buffer actions">
      {mode === 'rename' ? (
        <form className="inline-form" aria-label="Rename buffer" onSubmit={rename}>
          <label>
            New name{' '}
            <input type="text" value={name} autoFocus onChange={(event) => setName(event.target.value)} />
          </label>
          <button type="submit">Save name</button>
          <button type="button" onClick={() => done(undefined)}>
            Cancel
          </button>
        </form>
      ) : mode === 'reset' ? (
        <div className="inline-form" role="group" aria-label="Restore the sample">
          <span>Replace every buffer with the sample project? Your edits are lost.</span>
          <button type="button" onClick={reset}>
            Restore the sample
          </button>
          <button type="button" onClick={() => done(undefined)}>
            Keep my buffers
          </button>
        </div>
      ) : (
        <>
          <button type="button" disabled={uris.length >= MAX_BUFFERS} onClick={() => done(workspace.add())}>
            New buffer
          </button>
          <button
            type="button"
            onClick={() => {
              setName(bufferName(active));
              setProblem(undefined);
              setMode('rename');
            }}
          >
            Rename
          </button>
          <button
            type="button"
            aria-label={`Close ${bufferName(active)}`}
            disabled={uris.length <= 1}
            onClick={() => done(workspace.close(active), [active])}
          >
            Close
          </button>
          <button type="button" onClick={() => upload.current?.click()}>
            Upload .groovy
          </button>
          <input
            ref={upload}
            type="file"
            accept=".groovy,.gvy,.gy,.gsh"
            aria-label="Upload a .groovy file"
            hidden
            onChange={(event) => void uploaded(event.target.files)}
          />
          <button
            type="button"
            onClick={() => {
              setProblem(undefined);
              setMode('reset');
            }}
          >
            Restore sample
          </button>
        </>
      )}
      {notSaved !== undefined && (
        <span role="status" className="warn-text">
          {notSaved}
        </span>
      )}
      {problem !== undefined && (
        <span role="alert" className="error-text">
          {problem}
        </span>
      )}
    </div>
  );
}
