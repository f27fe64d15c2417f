// The rules of docs/completion.md ("Normalization contract", "The trace in `_meta`") in words, as the
// Completion tab lists them: what the trace says fired, never recomputed here.
import type { AppliedRule, FailureRule } from '../../protocol/completion/completionTrace';

const said = (value: boolean | null) => (value === null ? 'absent' : String(value));

export function appliedRuleText(rule: AppliedRule): string {
  switch (rule.rule) {
    case 'valuesNullToEmpty':
      return 'values null → []';
    case 'valuesKept':
      return `${rule.count} value${rule.count === 1 ? '' : 's'} kept as given (order and duplicates)`;
    case 'truncated':
      return `truncated ${rule.from} → ${rule.to}`;
    case 'hasMoreForced':
      return `hasMore forced true (the completer said ${said(rule.given)})`;
    case 'hasMorePassed':
      return `hasMore passed on: ${rule.hasMore}`;
    case 'hasMoreOmitted':
      return 'hasMore null → left out';
    case 'totalKept':
      return `total kept ${rule.total}`;
    case 'totalOmitted':
      return 'total null → left out';
    case 'noCompleter':
      return 'no completer for this ref and argument: the empty answer, nothing called';
  }
}

export function failureRuleText(rule: FailureRule): string {
  switch (rule.rule) {
    case 'nullResult':
      return 'the completer returned null → -32603';
    case 'nullElement':
      return `null element at values[${rule.index}] → -32603`;
    case 'negativeTotal':
      return `total ${rule.total} < 0 → -32603`;
    case 'completerThrew':
      return `the completer threw (${rule.why}) → -32603`;
    case 'malformed':
      return `${rule.why} → -32603`;
  }
}
