// The session bar's Metadata (docs/playground.md, "Session bar"): `_meta` entries the person adds to
// every request sent from the panels (tools/call, prompts/get, resources/read, …), kept per server
// name in local storage (unlike the Headers, which only a remembered server keeps there). This part
// is always there, to hand the chosen server's entries to the client; reading the rows (metaRows.ts)
// loads once there are any, and the form (MetaRowsForm.tsx) when first opened (the page's initial
// JavaScript has a budget).
import { lazy, Suspense, useEffect, useId, useMemo, useState, useSyncExternalStore } from 'react';
import { usePlayground } from '../playground';
import { useStoredState } from '../useStoredState';
import type { MetaByServer, MetaRow } from './metaRows';

const MetaRowsForm = lazy(() => import('./MetaRowsForm').then((m) => ({ default: m.MetaRowsForm })));

const META_STORAGE_KEY = 'groovymcp:request-meta';

/** What reads back from storage as rows per server (anything else is dropped). */
const isMetaByServer = (value: unknown): value is MetaByServer =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every(
    (rows) =>
      Array.isArray(rows) &&
      rows.every((row: Partial<MetaRow>) => typeof row?.key === 'string' && typeof row.value === 'string'),
  );

export function MetaEditor() {
  const { client, servers } = usePlayground();
  const chosen = useSyncExternalStore(servers.chosen.subscribe, servers.chosen.get);
  const [stored, setStored] = useStoredState<MetaByServer>(META_STORAGE_KEY, {}, isMetaByServer);
  const [open, setOpen] = useState(false);
  const popoverId = useId();
  const server = chosen.name;
  const rows = useMemo(() => stored[server] ?? [], [stored, server]);
  const [meta, setMeta] = useState<Readonly<Record<string, unknown>>>({});

  useEffect(() => {
    let current = true;
    // The client gets the entries in the same tick as the count shown: never a count of 0 while
    // the next request still carries a removed entry.
    const apply = (next: Readonly<Record<string, unknown>>) => {
      setMeta(next);
      client.setUserMeta(next);
    };
    if (rows.length === 0) apply({});
    else
      void import('./metaRows').then(({ metaToSend }) => {
        if (current) apply(metaToSend(rows));
      });
    return () => void (current = false);
  }, [client, rows]);

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
