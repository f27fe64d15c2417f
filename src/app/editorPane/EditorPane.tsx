// The editor side of the screen: one tab per Groovy buffer and the Monaco editor, which loads
// lazily after the first paint (docs/playground.md, "Quality a user notices").
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { bufferName } from '../../editor/workspace';
import { usePlayground, useWorkspace } from '../playground';

export function EditorPane() {
  const { client, workspace } = usePlayground();
  const { uris, active } = useWorkspace();
  const host = useRef<HTMLDivElement>(null);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const [state, setState] = useState<'loading' | 'ready' | string>('loading');

  useEffect(() => {
    const container = host.current;
    if (!container) return;
    let editor: { dispose(): void } | undefined;
    let disposed = false;
    // Monaco is a large chunk to parse: it loads once the session worker is up, so the two do not
    // compete for the CPU while the page boots and the first Connect stays quick.
    client
      .open()
      .then(() => import('../../editor/groovyEditor'))
      .then(({ createGroovyEditor }) => {
        if (disposed) return;
        editor = createGroovyEditor(container, workspace, client);
        setState('ready');
      })
      .catch((cause: unknown) => !disposed && setState(`The editor could not be loaded: ${String(cause)}`));
    return () => {
      disposed = true;
      editor?.dispose();
    };
  }, [client, workspace]);

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = (index + step + uris.length) % uris.length;
    workspace.activate(uris[next] as string);
    tabs.current[next]?.focus();
  };

  return (
    <section className="pane editor-pane" aria-label="Editor">
      <div className="tablist" role="tablist" aria-label="Groovy buffers">
        {uris.map((uri, index) => (
          <button
            key={uri}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            aria-selected={uri === active}
            aria-controls="groovy-editor"
            aria-label={uri}
            tabIndex={uri === active ? 0 : -1}
            onClick={() => workspace.activate(uri)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {bufferName(uri)}
          </button>
        ))}
      </div>
      <div id="groovy-editor" role="tabpanel" aria-label={`Buffer ${active}`} className="editor-host">
        {state !== 'ready' && (
          <p className={state === 'loading' ? 'muted section' : 'error-text section'} role="status">
            {state === 'loading' ? 'Loading the editor…' : state}
          </p>
        )}
        <div ref={host} className="monaco-host" />
      </div>
    </section>
  );
}
