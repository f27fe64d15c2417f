// Starting points for the Raw tab, including the broken lines that show the error paths
// (docs/server.md §2 "Framing"). The well-formed requests carry what the revision requires (the
// `_meta` of 2026-07-28), so a starting point is never flagged for the wrong reason.
import { withRequestMeta, type Revision } from '../../client';

export interface RawExample {
  label: string;
  text: string;
}

type Message = { jsonrpc: '2.0'; id: string; method: string; params?: Record<string, unknown> };

const WELL_FORMED: readonly [string, Message][] = [
  ['tools/list', { jsonrpc: '2.0', id: 'raw-1', method: 'tools/list', params: {} }],
  ['ping', { jsonrpc: '2.0', id: 'raw-ping', method: 'ping' }],
  ['unknown method (-32601)', { jsonrpc: '2.0', id: 'raw-2', method: 'no/such/method', params: {} }],
];

const BROKEN: readonly RawExample[] = [
  { label: 'broken JSON (-32700)', text: '{"jsonrpc":"2.0","id":"raw-3","method":' },
  { label: 'batch (-32600)', text: '[{"jsonrpc":"2.0","id":"raw-4","method":"ping"}]' },
  { label: 'no jsonrpc (-32600)', text: '{"id":"raw-5","method":"ping"}' },
];

const CLIENT_INFO = { name: 'groovymcp-playground', version: '0.1.0' };

export function rawExamples(revision: Revision): readonly RawExample[] {
  const context = { revision, capabilities: {}, clientInfo: CLIENT_INFO };
  const wellFormed = WELL_FORMED.map(([label, message]) => {
    const params = withRequestMeta(message.params, context);
    return { label, text: JSON.stringify(params ? { ...message, params } : message) };
  });
  return [...wellFormed, ...BROKEN];
}
