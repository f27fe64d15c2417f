// One symbol of the `symbols` tool's answer (docs/server.md §6), as the outline (symbolsProvider.ts)
// and the breadcrumbs (breadcrumbs.ts) both read it.
import type { WireRange } from '../positions';

export interface WireSymbol {
  name: string;
  kind: string;
  range: WireRange;
  selectionRange: WireRange;
  detail?: string;
  children?: WireSymbol[];
}
