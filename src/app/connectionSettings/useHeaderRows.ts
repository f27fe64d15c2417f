// The Headers editor's state (docs/any-server.md, "Headers from the page"): every server's rows in
// memory for the page's life, and which servers are remembered on this machine
// (rememberedHeaders.ts). Held by the editor, which stays mounted while another server is chosen,
// so a reload (a new mount) starts again from what local storage remembers, and from nothing else.
import { useState } from 'react';
import type { HeaderRow, HeadersByServer } from './headerRows';
import { readRememberedHeaders, writeRememberedHeaders } from './rememberedHeaders';

export interface HeaderRowsState {
  readonly rows: HeadersByServer;
  readonly remembered: ReadonlySet<string>;
  /** Why storage refused the last write, or undefined. */
  readonly storageProblem: string | undefined;
  setRows(server: string, rows: readonly HeaderRow[]): void;
  setRemembered(server: string, remember: boolean): void;
}

export function useHeaderRows(): HeaderRowsState {
  const [rows, setAllRows] = useState<HeadersByServer>(() => readRememberedHeaders());
  const [remembered, setRememberedServers] = useState<ReadonlySet<string>>(() => new Set(Object.keys(rows)));
  const [storageProblem, setStorageProblem] = useState<string>();

  const keep = (nextRows: HeadersByServer, nextRemembered: ReadonlySet<string>) =>
    setStorageProblem(writeRememberedHeaders(nextRows, nextRemembered));

  return {
    rows,
    remembered,
    storageProblem,
    setRows(server, serverRows) {
      const next = { ...rows, [server]: serverRows };
      setAllRows(next);
      if (remembered.has(server)) keep(next, remembered);
    },
    setRemembered(server, remember) {
      const next = new Set(remembered);
      if (remember) next.add(server);
      else next.delete(server);
      setRememberedServers(next);
      keep(rows, next);
    },
  };
}
