// Starting points for the Raw tab, including the broken lines that show the error paths
// (groovymcp.md §2 "Framing").

export interface RawExample {
  label: string;
  text: string;
}

export const RAW_EXAMPLES: readonly RawExample[] = [
  { label: 'tools/list', text: '{"jsonrpc":"2.0","id":"raw-1","method":"tools/list","params":{}}' },
  { label: 'ping', text: '{"jsonrpc":"2.0","id":"raw-ping","method":"ping"}' },
  {
    label: 'unknown method (-32601)',
    text: '{"jsonrpc":"2.0","id":"raw-2","method":"no/such/method","params":{}}',
  },
  { label: 'broken JSON (-32700)', text: '{"jsonrpc":"2.0","id":"raw-3","method":' },
  { label: 'batch (-32600)', text: '[{"jsonrpc":"2.0","id":"raw-4","method":"ping"}]' },
  { label: 'no jsonrpc (-32600)', text: '{"id":"raw-5","method":"ping"}' },
];
