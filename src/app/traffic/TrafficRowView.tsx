// One traffic row: direction, time, method, origin (the editor feature that caused it), id, latency, size, status and the schema flag. One
// element per cell and no wrappers: a fast scroll lays out some fifty fresh rows per frame.
import { memo, type ReactNode } from 'react';
import { APP_ORIGIN, appDirection, type LintState, type TrafficRow } from '../../client';
import { formatBytes, formatLatency, formatTime } from '../format';
import { methodLabel } from './trafficFilter';
import type { Conversation } from './conversations';
import { gridRowAttributes, originClasses, type GridRowProps } from './gridRow';

/** A request the server could not read (over the cap), answered with id null (unreadableLines.ts). */
export const UNREAD_STATUS = 'rejected before parsing (answered with id null)';

function statusOf(row: TrafficRow): { text: string; error: boolean } {
  const { summary } = row;
  if (row.note !== undefined) return { text: row.note, error: true };
  if (row.unread) return { text: UNREAD_STATUS, error: true };
  if (summary.kind === 'error')
    return { text: `${summary.errorCode ?? '?'} ${summary.errorMessage ?? ''}`, error: true };
  if (summary.kind === 'invalid') return { text: summary.problem ?? 'invalid', error: true };
  if (summary.toolError) return { text: 'isError', error: true };
  if (summary.kind === 'request' && row.pairSeq === undefined)
    // A restored request is not live: whatever became of it, this page will not hear.
    return { text: row.restoredFrom === undefined ? 'pending…' : 'no answer saved', error: false };
  if (summary.completionValues !== undefined) return { text: completionStatus(summary), error: false };
  return { text: summary.kind, error: false };
}

/** The tooltip of a row that is not of the live session: imported, or of an earlier page load. */
function notLive(row: TrafficRow): string | undefined {
  if (row.section !== undefined) return 'imported, not live';
  if (row.restoredFrom !== undefined) return 'an earlier page load, not live';
  return undefined;
}

/** A completion answer: its value count and hasMore (docs/playground.md, "Traffic"). */
function completionStatus({ completionValues: count, completionHasMore: hasMore }: TrafficRow['summary']) {
  const values = `${count} value${count === 1 ? '' : 's'}`;
  return hasMore === undefined ? values : `${values} · hasMore ${hasMore}`;
}

/** The schema cell: its symbol, its accessible name and its tooltip. */
const LINT: Record<LintState['status'], { mark: string; name: string; className: string }> = {
  violation: { mark: '⚠', name: 'schema violation', className: 'violation' },
  ok: { mark: '✓', name: 'schema ok', className: 'muted' },
  unchecked: { mark: '–', name: 'not checked', className: 'muted' },
  pending: { mark: '…', name: 'checking', className: 'muted' },
};

/** An error reply's null id: outside the MCP schema, not a violation (lint/nullId.ts). */
const NOTED = { mark: 'ⓘ', className: 'lint-note' };

function lintTitle({ lint, lane }: TrafficRow): string {
  if (lint.status === 'ok' && lane !== undefined) return "Valid against ext-apps' schema.json";
  if (lint.status === 'violation') return [...lint.errors, ...(lint.note ? [lint.note] : [])].join('\n');
  if (lint.status === 'ok' && lint.note) return lint.note;
  if (lint.status === 'unchecked') return lint.reason;
  return lint.status === 'ok' ? 'Valid for its revision' : 'Checking against the schema…';
}

interface TrafficRowViewProps extends GridRowProps {
  /** Set on the row that started a conversation (conversations.ts). */
  conversation: Conversation | undefined;
  /** A row shown under the row that started its conversation. */
  inConversation: boolean;
  onToggle: (seq: number) => void;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export const TrafficRowView = memo(function TrafficRowView({
  conversation,
  inConversation,
  onToggle,
  ...gridRow
}: TrafficRowViewProps) {
  const { row, onSelect } = gridRow;
  const status = statusOf(row);
  const { summary } = row;
  const method = methodLabel(row) ?? (summary.kind === 'invalid' ? '(unparsed)' : '');
  const noted = row.lint.status === 'ok' && row.lint.note !== undefined;
  const lint = noted ? { ...NOTED, name: row.lint.note as string } : LINT[row.lint.status];
  const sent = row.direction === 'out';
  // A message between the page and an MCP App (docs/playground.md, "MCP Apps") says which way it went.
  const lane = appDirection(row);
  return (
    <div
      {...gridRowAttributes(gridRow)}
      className={`traffic-row${row.pinned ? ' pinned' : ''}${inConversation ? ' in-conversation' : ''}${originClasses(row)}`}
      title={notLive(row)}
    >
      <span role="gridcell">
        {conversation && (
          <button
            type="button"
            className="fold"
            // The grid is one tab stop; → and ← fold from the keyboard.
            tabIndex={-1}
            aria-expanded={conversation.expanded}
            aria-label={`${conversation.expanded ? 'Fold' : 'Unfold'} the ${plural(conversation.messages, 'message')} of this conversation`}
            onClick={(event) => {
              event.stopPropagation();
              onToggle(row.seq);
            }}
          >
            {conversation.expanded ? '▾' : '▸'}
          </button>
        )}
        #{row.seq}
      </span>
      <span
        role="gridcell"
        className={sent ? 'dir-out' : 'dir-in'}
        aria-label={`${lane ?? (sent ? 'sent' : 'received')}${row.section !== undefined ? ' (imported)' : ''}`}
      >
        {sent ? '→' : '←'}
      </span>
      <span role="gridcell">{formatTime(row.time)}</span>
      <span role="gridcell" title={method}>
        {summary.kind === 'result' || summary.kind === 'error' ? `↳ ${method}` : method}
        {conversation && <span className="muted"> · {conversationCounts(conversation)}</span>}
        {row.resendOf !== undefined && (
          <>
            {' · '}
            {/* The detail's "Resends #N" is the keyboard's way to it. */}
            <RowLink seq={row.resendOf} onSelect={onSelect}>
              resends #{row.resendOf}
            </RowLink>
          </>
        )}
      </span>
      <span
        role="gridcell"
        className="muted"
        title={
          lane !== undefined
            ? 'between the page and an MCP App (postMessage), not on the wire to the server'
            : row.origin &&
              (row.origin === APP_ORIGIN ? 'sent by an MCP App' : `caused by the editor's ${row.origin}`)
        }
      >
        {lane ?? row.origin ?? ''}
      </span>
      <span role="gridcell">{summary.id === undefined ? '' : String(summary.id)}</span>
      <span role="gridcell">{row.latencyMs === undefined ? '' : formatLatency(row.latencyMs)}</span>
      <span role="gridcell">{formatBytes(row.bytes)}</span>
      <span role="gridcell" className={status.error ? 'err' : 'muted'} title={status.text}>
        {row.unread && row.pairSeq !== undefined && (
          // The grid is one tab stop: Enter on the selected row goes to its answer too.
          <RowLink seq={row.pairSeq} onSelect={onSelect}>
            answer #{row.pairSeq}
          </RowLink>
        )}
        {status.text}
      </span>
      <span role="gridcell" className={lint.className} aria-label={lint.name} title={lintTitle(row)}>
        {lint.mark}
      </span>
      <span role="gridcell" aria-label={row.pinned ? 'pinned' : 'not pinned'}>
        {row.pinned ? '★' : ''}
      </span>
    </div>
  );
});

/** "1 round, 3 messages"; a task's polls are counted as polls, not rounds. */
function conversationCounts({ rounds, polls, messages }: Conversation): string {
  const parts = [];
  if (rounds > 0 || polls === 0) parts.push(plural(rounds, 'round'));
  if (polls > 0) parts.push(plural(polls, 'poll'));
  return [...parts, plural(messages, 'message')].join(', ');
}

/**
 * A link from a row to another row (its answer, the message it resends): a click selects that row
 * and not this one. Out of the tab order: the grid is one tab stop, and the detail says the same.
 */
function RowLink(props: { seq: number; onSelect: (seq: number) => void; children: ReactNode }) {
  return (
    <button
      type="button"
      className="pair-link"
      tabIndex={-1}
      onClick={(event) => {
        event.stopPropagation();
        props.onSelect(props.seq);
      }}
    >
      {props.children}
    </button>
  );
}
