// One message in full: the raw line exactly as sent (over 100 KB truncated, with "Show all" and
// "Download"), pretty, or parsed as a tree with the JSON inside its text content; its schema
// verdict, and actions: copy, pin, go to the other half of the pair, resend (resend/).
import { useState } from 'react';
import type { TrafficRow } from '../../client';
import { MessageView, type ViewMode } from './MessageView';
import { MessageVerdict } from './MessageVerdict';
import { usePlayground } from '../playground';
import { downloadText } from '../download';
import { formatBytes, formatTime } from '../format';
import { ResendActions, ResendLinks } from './resend/ResendActions';
import { copyToClipboard } from '../copyToClipboard';

export const TRUNCATE_AT = 100 * 1024;

interface MessageDetailProps {
  row: TrafficRow;
  onSelect: (seq: number) => void;
}

function prettyOrRaw(raw: string, pretty: boolean): string {
  if (!pretty) return raw;
  try {
    return JSON.stringify(JSON.parse(raw), null, 2);
  } catch {
    return raw;
  }
}

export function MessageDetail({ row, onSelect }: MessageDetailProps) {
  const { client } = usePlayground();
  const [showAll, setShowAll] = useState(false);
  const [view, setView] = useState<ViewMode>('raw');
  const pretty = view === 'pretty';
  const [copyState, setCopyState] = useState('');
  const large = row.raw.length > TRUNCATE_AT;
  const shown = large && !showAll ? row.raw.slice(0, TRUNCATE_AT) : prettyOrRaw(row.raw, pretty && !large);
  const what = `${row.direction === 'out' ? 'sent' : 'received'} ${row.summary.kind}${row.method ? ` ${row.method}` : ''}`;

  const copy = async () => setCopyState(await copyToClipboard(row.raw, 'text'));

  return (
    <section className="traffic-detail" aria-label={`Message #${row.seq}`}>
      <div className="toolbar">
        <strong>
          #{row.seq} · {what} · {formatTime(row.time)} · {formatBytes(row.bytes)}
        </strong>
        <button type="button" onClick={() => void copy()}>
          Copy message
        </button>
        <button
          type="button"
          aria-pressed={row.pinned}
          onClick={() => client.traffic.update(row.seq, { pinned: !row.pinned })}
        >
          {row.pinned ? 'Unpin' : 'Pin'}
        </button>
        {row.pairSeq !== undefined && (
          <button type="button" onClick={() => onSelect(row.pairSeq as number)}>
            {row.direction === 'out' ? 'Go to response' : 'Go to request'} #{row.pairSeq}
          </button>
        )}
        <ResendActions row={row} onSelect={onSelect} />
        <MessageView.Switch view={view} large={large} onChange={setView} />
        <span role="status">{copyState}</span>
      </div>
      <ResendLinks row={row} onSelect={onSelect} />
      {row.note && <p className="error-text">{row.note}</p>}
      <MessageVerdict row={row} />
      {view === 'parsed' ? (
        <MessageView.Parsed raw={row.raw} />
      ) : (
        <>
          {large && !showAll && (
            <p>
              Showing the first 100 KB of {formatBytes(row.bytes)}.{' '}
              <button type="button" onClick={() => setShowAll(true)}>
                Show all
              </button>{' '}
              <button type="button" onClick={() => downloadText(`message-${row.seq}.json`, row.raw)}>
                Download
              </button>
            </p>
          )}
          <pre aria-label="Raw message">{shown}</pre>
        </>
      )}
    </section>
  );
}
