// The session bar's Metadata (docs/playground.md, "Session bar"): `_meta` entries the person adds to
// every request sent from the panels (tools/call, prompts/get, resources/read, …), kept per server
// name in local storage like the Headers. This part is always there, to hand the chosen server's
// entries to the client; the form itself (MetaRowsForm.tsx) loads when first opened.
import { lazy, Suspense, useEffect, useId, useMemo, useState, useSyncExternalStore } from 'react';
import { usePlayground } from '../playground';
import { useStoredState } from '../useStoredState';
import { isMetaByServer, META_STORAGE_KEY, metaToSend, type MetaByServer, type MetaRow } from './metaRows';

const MetaRowsForm = lazy(() => import('./MetaRowsForm').then((m) => ({ default: m.MetaRowsForm })));

export function MetaEditor() {
  const { client, servers } = usePlayground();
  const chosen = useSyncExternalStore(servers.chosen.subscribe, servers.chosen.get);
  const [stored, setStored] = useStoredState<MetaByServer>(META_STORAGE_KEY, {}, isMetaByServer);
  const [open, setOpen] = useState(false);
  const popoverId = useId();
  const server = chosen.name;
  const rows = useMemo(() => stored[server] ?? [], [stored, server]);
  const meta = useMemo(() => metaToSend(rows), [rows]);

  useEffect(() => client.setUserMeta(meta), [client, meta]);

  const setRows = (next: readonly MetaRow[]) => setStored({ ...stored, [server]: next });
  return (
    <div className="settings-editor">
      <button type="button" aria-expanded={open} aria-controls={popoverId} onClick={() => setOpen(!open)}>
        Metadata ({Object.keys(meta).length})
      </button>
      {open && (
        <Suspense fallback={<div className="settings-popover">Loading…</div>}>
          <MetaRowsForm id={popoverId} server={server} rows={rows} meta={meta} onChange={setRows} />
        </Suspense>
      )}
    </div>
  );
}
