// Breadcrumbs (docs/playground.md, "Editor": symbols → outline and breadcrumbs): the chain of
// symbols around the caret — class, method — from the same `symbols` answer as the outline.
// Standalone Monaco has no breadcrumbs bar, so the editor pane draws this chain above the editor.
// Symbols are asked again only once typing has paused, and the last answer serves meanwhile.
import { ValueStore } from '../../client';
import type { SymbolNode } from '../../contracts/toolOutputs';
import type { WireRange } from '../positions';

export interface Crumb {
  readonly name: string;
  readonly kind: string;
  /** Puts the caret on the symbol's name. */
  readonly select: () => void;
}

export type BreadcrumbStore = ValueStore<readonly Crumb[]>;

export const newBreadcrumbStore = (): BreadcrumbStore => new ValueStore<readonly Crumb[]>([]);

const contains = (range: WireRange, line: number, character: number): boolean =>
  (range.start.line < line || (range.start.line === line && range.start.character <= character)) &&
  (line < range.end.line || (line === range.end.line && character <= range.end.character));

/** The symbols enclosing a 0-based position, outermost first. */
export function symbolPath(symbols: readonly SymbolNode[], line: number, character: number): SymbolNode[] {
  const path: SymbolNode[] = [];
  let level: readonly SymbolNode[] = symbols;
  for (;;) {
    const inner = level.find((symbol) => contains(symbol.range, line, character));
    if (!inner) return path;
    path.push(inner);
    level = inner.children ?? [];
  }
}
