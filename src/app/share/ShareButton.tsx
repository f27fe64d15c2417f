// "Share" in the title bar (docs/playground.md, "Share a link"): a link to this page that carries the
// buffers, the revision and, if the person wants, their last tool call, in its fragment. Nothing is
// uploaded: the link is the demo. A demo too long for a link says so.
import { useEffect, useState } from 'react';
import type { Revision } from '../../client';
import { copyToClipboard } from '../copyToClipboard';
import { usePlayground } from '../playground';
import { shareFragment } from './shareLink';
import { currentDemo, lastPersonToolCall } from './sharedDemo';

export function ShareButton({ revision }: { revision: Revision }) {
  const { client, workspace } = usePlayground();
  const [open, setOpen] = useState(false);
  const [withCall, setWithCall] = useState(true);
  const [link, setLink] = useState<{ url?: string; problem?: string }>({});
  const [copied, setCopied] = useState('');
  // Read when the panel opens: the call offered is the last one sent before.
  const [call, setCall] = useState<ReturnType<typeof lastPersonToolCall>>();

  useEffect(() => {
    if (!open) return;
    let live = true;
    const demo = currentDemo(workspace, revision, withCall ? call : undefined);
    void shareFragment(demo).then((made) => {
      if (!live) return;
      const page = globalThis.location.href.split('#')[0]!;
      setLink(made.ok ? { url: page + made.fragment } : { problem: made.problem });
    });
    return () => {
      live = false;
    };
  }, [open, withCall, call, workspace, revision]);

  const toggle = () => {
    if (!open) setCall(lastPersonToolCall(client.traffic.getSnapshot().rows));
    setCopied('');
    setOpen(!open);
  };
  const copy = async () => {
    if (link.url) setCopied(await copyToClipboard(link.url, 'link'));
  };

  return (
    <div className="share">
      <button type="button" aria-expanded={open} onClick={toggle}>
        Share
      </button>
      {open && (
        <section className="share-panel" aria-label="Share a link">
          <p>
            A link that opens these buffers and this revision. It is only in the link: nothing is uploaded.
          </p>
          <label>
            <input
              type="checkbox"
              checked={withCall && call !== undefined}
              disabled={call === undefined}
              onChange={(event) => setWithCall(event.target.checked)}
            />{' '}
            {call ? `With my last tool call (${call.name})` : 'With my last tool call (none sent yet)'}
          </label>
          {link.problem ? (
            <p className="share-problem" role="alert">
              {link.problem}
            </p>
          ) : (
            <div className="share-link">
              <input
                readOnly
                aria-label="Share link"
                value={link.url ?? ''}
                onFocus={(e) => e.target.select()}
              />
              <button type="button" disabled={!link.url} onClick={() => void copy()}>
                Copy link
              </button>
              {link.url && <span className="muted">{link.url.length.toLocaleString('en')} characters</span>}
            </div>
          )}
          {copied && <p role="status">{copied}</p>}
        </section>
      )}
    </div>
  );
}
