// The width that shows a column's content uncut (a double click on its header's edge, or Enter on
// it; docs/playground.md, "Traffic"): the widest of its header and of its cells in the rows on
// screen. The grid is virtualized, so only those are measured: fitting is what the person sees.

/** `grid`: the element holding the rows; `index`: the column's place among a row's cells. */
export function contentWidth(grid: Element, index: number): number {
  const cells = grid.querySelectorAll<HTMLElement>(
    `[role="row"].traffic-row:not(.separator) > :nth-child(${index + 1})`,
  );
  let widest = 0;
  for (const cell of cells) widest = Math.max(widest, intrinsicWidth(cell));
  return Math.ceil(widest);
}

/**
 * The width of the cell's content laid out on one line, plus its padding: measured on its text (a
 * range), not on the cell, whose width is the column's and so as wide as it is now.
 */
function intrinsicWidth(cell: HTMLElement): number {
  if (cell.getClientRects().length === 0) return 0; // folded away by the compact layout
  const range = document.createRange();
  range.selectNodeContents(cell);
  // A header's resize handle sits over its right edge (positioned there, so left out of the text's
  // extent, which would otherwise reach it): room for it is added instead.
  const handle = cell.querySelector<HTMLElement>('.column-resize');
  if (handle) range.setEndBefore(handle);
  const text = range.getBoundingClientRect().width;
  const style = getComputedStyle(cell);
  return text + parseFloat(style.paddingLeft) + parseFloat(style.paddingRight) + (handle?.offsetWidth ?? 0);
}
