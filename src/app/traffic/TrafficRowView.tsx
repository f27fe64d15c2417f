// One traffic row: direction, time, method, id, latency, size, status and the schema flag.
import { memo } from 'react';
import type { TrafficRow } from '../../client';
import { formatBytes, formatLatency, formatTime } from '../format';

function statusOf(row: TrafficRow): { text: string; error: boolean } {
  const { summary } = row;
  if (row.note !== undefined) return { text: row.note, error: true };
  if (summary.kind === 'error')
    return { text: `${summary.errorCode ?? '?'} ${summary.errorMessage ?? ''}`, error: true };
  if (summary.kind === 'invalid') return { text: summary.problem ?? 'invalid', error: true };
  if (summary.toolError) return { text: 'isError', error: true };
  if (summary.kind === 'request' && row.pairSeq === undefined) return { text: 'pending…', error: false };
  return { text: summary.kind, error: false };
}

function LintFlag({ row }: { row: TrafficRow }) {
  const { lint } = row;
  if (lint.status === 'violation') {
    return (
      <span className="violation" role="img" aria-label="schema violation" title={lint.errors.join('\n')}>
        ⚠
      </span>
    );
  }
  if (lint.status === 'ok')
    return (
      <span className="muted" role="img" aria-label="schema ok" title="Valid for its revision">
        ✓
      </span>
    );
  if (lint.status === 'unchecked')
    return (
      <span className="muted" role="img" aria-label="not checked" title={lint.reason}>
        –
      </span>
    );
  return (
    <span className="muted" role="img" aria-label="checking" title="Checking against the schema…">
      …
    </span>
  );
}

interface TrafficRowViewProps {
  row: TrafficRow;
  index: number;
  top: number;
  selected: boolean;
  onSelect: (seq: number) => void;
}

export const TrafficRowView = memo(function TrafficRowView({
  row,
  index,
  top,
  selected,
  onSelect,
}: TrafficRowViewProps) {
  const status = statusOf(row);
  const { summary } = row;
  const method = row.method ?? (summary.kind === 'invalid' ? '(unparsed)' : '');
  return (
    <div
      role="row"
      id={`traffic-row-${row.seq}`}
      aria-rowindex={index + 2}
      aria-selected={selected}
      className={`traffic-row${row.pinned ? ' pinned' : ''}`}
      style={{ transform: `translateY(${top}px)` }}
      onClick={() => onSelect(row.seq)}
    >
      <span role="gridcell">#{row.seq}</span>
      <span role="gridcell" className={`dir-${row.direction}`}>
        <span aria-hidden="true">{row.direction === 'out' ? '→' : '←'}</span>
        <span className="visually-hidden">{row.direction === 'out' ? 'sent' : 'received'}</span>
      </span>
      <span role="gridcell">{formatTime(row.time)}</span>
      <span role="gridcell" title={method}>
        {summary.kind === 'result' || summary.kind === 'error' ? `↳ ${method}` : method}
      </span>
      <span role="gridcell">{summary.id === undefined ? '' : String(summary.id)}</span>
      <span role="gridcell">{row.latencyMs === undefined ? '' : formatLatency(row.latencyMs)}</span>
      <span role="gridcell">{formatBytes(row.bytes)}</span>
      <span role="gridcell" className={status.error ? 'err' : 'muted'} title={status.text}>
        {status.text}
      </span>
      <span role="gridcell">
        <LintFlag row={row} />
      </span>
      <span role="gridcell">
        {row.pinned ? (
          <span role="img" aria-label="pinned">
            ★
          </span>
        ) : (
          ''
        )}
      </span>
    </div>
  );
});
