// Opening a share link (docs/playground.md, "Share a link"): when the page was opened with
// `#share=v1.…`, its demo goes in once the saved buffers are open (beside them, never over them),
// the fragment leaves the address bar (a reload does not open it twice) and the page says what it
// restored, or why the link could not be opened.
import { useEffect, useState } from 'react';
import type { Revision } from '../../client';
import type { Playground } from '../playground';
import { readShareFragment } from './shareLink';
import { openDemo } from './sharedDemo';

export interface SharedLinkNotice {
  readonly kind: 'opened' | 'problem';
  readonly text: string;
}

export function useSharedLink(playground: Playground, setRevision: (revision: Revision) => void) {
  // Read once, as the page opened: the effect below may run twice (StrictMode).
  const [hash] = useState(() => globalThis.location?.hash ?? '');
  const [notice, setNotice] = useState<SharedLinkNotice>();

  useEffect(() => {
    let live = true;
    void (async () => {
      const read = await readShareFragment(hash);
      if (!read || !live) return;
      await playground.saved.buffersOpened;
      if (!live) return;
      const { location, history } = globalThis;
      history.replaceState(history.state, '', location.pathname + location.search);
      if (!read.ok)
        return setNotice({ kind: 'problem', text: `The shared link was not opened: ${read.problem}` });
      const text = openDemo(read.demo, {
        workspace: playground.workspace,
        setRevision,
        openCall: (call) => {
          const id = playground.client.reserveId();
          const line = { jsonrpc: '2.0', id, method: 'tools/call', params: call };
          playground.openInRaw({ text: JSON.stringify(line), id });
        },
      });
      setNotice({ kind: 'opened', text });
    })();
    return () => {
      live = false;
    };
  }, [hash, playground, setRevision]);

  return { notice, dismiss: () => setNotice(undefined) };
}
