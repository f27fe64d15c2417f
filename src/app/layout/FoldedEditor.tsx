// What stands in for the Groovy editor while it is folded away (docs/playground.md, "Another
// server"): a strip above the panels with the control that opens it again and a note on where its
// Groovy features come from. They are groovymcp's tools, called through the session only while it
// is connected to a groovymcp server (docs/any-server.md, "Servers unlike groovymcp"), so beside
// another server they are off unless that server is a groovymcp too.
import { WORKER_SERVER } from '../../client';
import { GROOVYMCP_SERVER_NAME } from '../../contracts';
import { useSessionStatus } from '../playground';
import { isBuiltIn, useChosenServer } from '../useChosenServer';
import { OPEN_BUTTON_ID } from './useEditorFold';

const FEATURES = 'Its Groovy features';

function WhereFeaturesComeFrom() {
  const chosen = useChosenServer();
  const status = useSessionStatus();
  if (isBuiltIn(chosen)) return <>{`${FEATURES} come from the built-in server, ${WORKER_SERVER.name}.`}</>;
  if (status.state === 'connected' && status.server.name === GROOVYMCP_SERVER_NAME)
    return <>{`${FEATURES} come from ${chosen.name}, a groovymcp server.`}</>;
  return (
    <>{`${FEATURES} come from the built-in server, ${WORKER_SERVER.name}, and are off while ${chosen.name} is chosen.`}</>
  );
}

export function FoldedEditor({ onOpen }: { onOpen: () => void }) {
  return (
    <section className="folded-editor" aria-label="Folded editor">
      <button
        id={OPEN_BUTTON_ID}
        type="button"
        aria-expanded={false}
        aria-controls="editor-pane"
        onClick={onOpen}
      >
        ▸ Open the Groovy editor
      </button>
      <p className="muted">
        <WhereFeaturesComeFrom />
      </p>
    </section>
  );
}
