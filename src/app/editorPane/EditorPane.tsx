// The editor side of the screen: a skip link to the panels, one tab per Groovy buffer, the buffer
// actions and the Monaco editor, which loads lazily after the first paint (docs/playground.md,
// "Editor" and "Quality a user notices"), with a hint on leaving it by keyboard, the switches of its
// language features, the breadcrumbs of the symbols around the caret, and the control that folds
// it away (docs/playground.md, "Another server").
import { useCallback, useRef, useState, type KeyboardEvent } from 'react';
import { EditorFeatures } from '../../editor/editorFeatures';
import { newBreadcrumbStore } from '../../editor/providers/breadcrumbs';
import { bufferName } from '../../editor/workspace';
import { usePlayground, useWorkspace } from '../playground';
import { useLazyMonaco } from '../useLazyMonaco';
import { FOLD_BUTTON_ID } from '../layout/useEditorFold';
import { Breadcrumbs } from './Breadcrumbs';
import { BufferToolbar } from './BufferToolbar';
import { EditorSettingsMenu } from './EditorSettingsMenu';
import { TabFocusHint } from './TabFocusHint';

/** Moves the focus to the chosen tab of the panels, past the editor (a skip link, WCAG 2.4.1). */
function skipToPanels(): void {
  document
    .querySelector<HTMLElement>('[role="tablist"][aria-label="Panels"] [aria-selected="true"]')
    ?.focus();
}

export function EditorPane({ onFold }: { onFold: () => void }) {
  const { client, workspace, editor } = usePlayground();
  const { uris, active } = useWorkspace();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const [features] = useState(() => new EditorFeatures());
  const [breadcrumbs] = useState(newBreadcrumbStore);
  // Monaco is a large chunk to parse: it loads once the session worker is up, so the two do not
  // compete for the CPU while the page boots and the first Connect stays quick.
  const load = useCallback(async () => {
    await client.open();
    const { createGroovyEditor } = await import('../../editor/groovyEditor');
    return (container: HTMLDivElement) =>
      createGroovyEditor(container, workspace, client, editor, features, breadcrumbs);
  }, [client, workspace, editor, features, breadcrumbs]);
  const { host, state } = useLazyMonaco(load);

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = (index + step + uris.length) % uris.length;
    workspace.activate(uris[next] as string);
    tabs.current[next]?.focus();
  };

  return (
    <section id="editor-pane" className="pane editor-pane" aria-label="Editor">
      <a
        className="skip-link"
        href="#"
        onClick={(event) => {
          event.preventDefault();
          skipToPanels();
        }}
      >
        Skip to the panels
      </a>
      <div className="editor-bar">
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
        <EditorSettingsMenu features={features} />
        <button
          id={FOLD_BUTTON_ID}
          type="button"
          className="editor-fold"
          aria-label="Fold the editor"
          aria-expanded={true}
          aria-controls="editor-pane"
          title="Fold the editor away and give its width to the panels"
          onClick={onFold}
        >
          ◂ Fold
        </button>
      </div>
      <Breadcrumbs store={breadcrumbs} />
      <div id="groovy-editor" role="tabpanel" aria-label={`Buffer ${active}`} className="editor-host">
        {state.status !== 'ready' && (
          <p className={state.status === 'loading' ? 'muted section' : 'error-text section'} role="status">
            {state.status === 'loading' ? 'Loading the editor…' : state.message}
          </p>
        )}
        <div ref={host} className="monaco-host" />
      </div>
      <BufferToolbar />
      {state.status === 'ready' && <TabFocusHint />}
    </section>
  );
}
