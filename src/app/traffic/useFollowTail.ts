// Whether the traffic grid follows new rows (docs/playground.md, "Traffic", "Keeps your place"):
// only while the person is at the bottom with no row selected. Otherwise new rows leave the scroll
// position alone and are counted for the "N new ↓" button, which scrolls down and follows again.
import type { Virtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import type { TrafficRow } from '../../client';

interface FollowTail {
  /** Rows shown since following stopped (0 while following). */
  newRows: number;
  onScroll: () => void;
  /** The "N new ↓" button: to the bottom, and follow again (even with a row selected). */
  resume: () => void;
}

const newestSeq = (rows: readonly TrafficRow[]) => rows.reduce((max, row) => Math.max(max, row.seq), -1);

export function useFollowTail(
  rows: readonly TrafficRow[],
  selectedSeq: number | undefined,
  /** The selected row's place in `rows` (-1 for none). */
  selectedIndex: number,
  scroller: RefObject<HTMLDivElement | null>,
  virtualizer: Virtualizer<HTMLDivElement, Element>,
  rowHeight: number,
): FollowTail {
  const atBottom = useRef(true);
  // The newest row's number when following stopped; undefined while following. A number, not a
  // count of appended rows, so a filter or a fold changing the list does not count as new rows.
  const [stoppedAt, setStoppedAt] = useState<number | undefined>(() =>
    selectedSeq === undefined ? undefined : newestSeq(rows),
  );
  const following = stoppedAt === undefined;
  const followingRef = useRef(following);
  followingRef.current = following;
  const rowsRef = useRef(rows);
  rowsRef.current = rows;
  const selectedIndexRef = useRef(selectedIndex);
  selectedIndexRef.current = selectedIndex;

  const stop = () => {
    if (followingRef.current) {
      followingRef.current = false;
      setStoppedAt(newestSeq(rowsRef.current));
    }
  };
  const follow = () => {
    followingRef.current = true;
    setStoppedAt(undefined);
  };
  const scrollToEnd = () => {
    const count = rowsRef.current.length;
    if (count > 0) virtualizer.scrollToIndex(count - 1, { align: 'end' });
  };

  useLayoutEffect(() => {
    if (followingRef.current) scrollToEnd();
    // An emptied list (Clear) has nothing to keep a place in.
    if (rows.length === 0) follow();
  }, [rows.length, virtualizer]);

  // Selecting a row holds the view where it is; clearing the selection at the bottom follows again.
  useEffect(() => {
    if (selectedSeq !== undefined) stop();
    else if (atBottom.current) follow();
  }, [selectedSeq]);

  // The grid's height changes: rows that arrived while the tab was hidden show the newest when it
  // is shown again; and when the grid shrinks (the selected row's detail opening below it), a
  // selected row that was on screen stays on screen rather than under the detail. A row the person
  // had scrolled away from is left where it is.
  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    let height = element.clientHeight;
    const observer = new ResizeObserver(() => {
      const before = height;
      height = element.clientHeight;
      if (height === 0) return;
      if (followingRef.current) return scrollToEnd();
      const index = selectedIndexRef.current;
      if (index < 0 || height >= before) return;
      // Rows start one row down, under the sticky header (the virtualizer's paddingStart).
      const top = rowHeight * (index + 1);
      const wasShown = top >= element.scrollTop + rowHeight && top + rowHeight <= element.scrollTop + before;
      if (wasShown) virtualizer.scrollToIndex(index, { align: 'auto' });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [virtualizer, scroller]);

  const onScroll = () => {
    const element = scroller.current;
    if (!element) return;
    atBottom.current = element.scrollTop + element.clientHeight >= element.scrollHeight - rowHeight;
    if (!atBottom.current) stop();
    else if (selectedSeq === undefined) follow();
  };

  const newRows = useMemo(
    () => (stoppedAt === undefined ? 0 : rows.filter((row) => row.seq > stoppedAt).length),
    [rows, stoppedAt],
  );

  const resume = () => {
    follow();
    scrollToEnd();
  };

  return { newRows, onScroll, resume };
}
