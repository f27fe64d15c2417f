// The Traffic tab: every JSON-RPC line that crossed the worker boundary, filterable, with the
// selected message in full below the list.
import { createElement, useDeferredValue, useMemo, useState } from 'react';
import { foldConversations } from './conversations';
import { useTraffic, usePlayground } from '../playground';
import { ChunkBoundary } from '../ChunkBoundary';
import { messageDetail } from '../panelChunks';
import { PendingList } from './PendingList';
import { TrafficActions } from './TrafficActions';
import { filterRows, methodsOf, NO_FILTER, type TrafficFilter } from './trafficFilter';
import { TrafficFilters } from './TrafficFilters';
import { TrafficGrid } from './TrafficGrid';
import { messageCount } from '../../client';
import { ReplayButton } from './replay/ReplayButton';
import { ReplaySlot } from './replay/ReplaySlot';
import { useReplay } from './replay/useReplay';
import './traffic.css';

interface TrafficPanelProps {
  selectedSeq: number | undefined;
  onSelect: (seq: number) => void;
}

export function TrafficPanel({ selectedSeq, onSelect }: TrafficPanelProps) {
  const { client } = usePlayground();
  // Deferred: typing in the search box stays responsive while 100,000 rows are filtered behind it.
  const rows = useDeferredValue(useTraffic().rows);
  const [filter, setFilter] = useState<TrafficFilter>(NO_FILTER);
  const deferredFilter = useDeferredValue(filter);
  const visible = useMemo(() => filterRows(rows, deferredFilter), [rows, deferredFilter]);
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const folded = useMemo(
    () => foldConversations(visible, expanded, selectedSeq),
    [visible, expanded, selectedSeq],
  );
  const toggle = (seq: number) => {
    const next = new Set(expanded);
    if (folded.conversations.get(seq)?.expanded) {
      next.delete(seq);
      // A selected row inside keeps its conversation open: folding selects the starting row.
      if (selectedSeq !== undefined && folded.parentOf.get(selectedSeq) === seq) onSelect(seq);
    } else next.add(seq);
    setExpanded(next);
  };
  const methods = useMemo(() => methodsOf(rows), [rows]);
  const lint = useMemo(() => {
    let violations = 0;
    let checking = 0;
    for (const row of rows) {
      if (row.lint.status === 'violation') violations++;
      else if (row.lint.status === 'pending') checking++;
    }
    return { violations, checking };
  }, [rows]);
  const selected = selectedSeq === undefined ? undefined : client.traffic.get(selectedSeq);
  // Session separators are rows but not messages (docs/playground.md, "Traffic").
  const counts = useMemo(
    () => ({ shown: messageCount(visible), total: messageCount(rows) }),
    [visible, rows],
  );
  const replay = useReplay(client);

  return (
    <div className="traffic">
      <TrafficFilters filter={filter} methods={methods} onChange={setFilter} />
      <div>
        <TrafficActions {...counts} {...lint} />
        <ReplayButton
          rows={rows}
          selected={selected}
          running={replay.state?.running === true}
          onReplay={(seq, includeEditorCalls) => void replay.start(seq, includeEditorCalls)}
        />
        <PendingList />
      </div>
      <TrafficGrid
        folded={folded}
        selectedSeq={selectedSeq}
        onSelect={onSelect}
        onToggle={toggle}
        onReplay={(seq) => void replay.start(seq)}
        emptyText={rows.length > 0 ? 'No message matches the filters.' : undefined}
      />
      {selected && !selected.mark && (
        <ChunkBoundary what="The message detail" key={selected.seq}>
          {(attempt) => createElement(messageDetail.forAttempt(attempt), { row: selected, onSelect })}
        </ChunkBoundary>
      )}
      <ReplaySlot replay={replay} onShow={onSelect} />
    </div>
  );
}
