// The app ↔ host channel observed (docs/playground.md, "MCP Apps"): every message the page posts to the
// app's frame and every message that frame posts to the page becomes a row of Traffic's app ↔ host lane
// (recordAppMessage) and an entry of the app's own list, each checked against ext-apps' schema.json.
// An observer: it listens beside ext-apps' transport and wraps its `send`, and changes nothing that
// crosses. A message from any other window (an app posting to the top window around its sandbox
// proxy) is no part of the channel: neither recorded nor answered.
import type { PostMessageTransport } from '@modelcontextprotocol/ext-apps/app-bridge';
import { recordAppMessage, type AppDirection, type LintState, type McpClient } from '../../client';
import { AppMessageLinter, type AppVerdict } from './appMessageLint';
import type { AppMessageLog } from './appMessageLog';

/** A verdict as Traffic's Schema column shows it; a violation's problems name the definition. */
export function lintStateOf(verdict: AppVerdict): LintState {
  if ('unchecked' in verdict) return { status: 'unchecked', reason: verdict.unchecked };
  if (verdict.ok) return { status: 'ok' };
  const where = verdict.definition === '' ? 'JSON-RPC' : verdict.definition;
  return { status: 'violation', errors: verdict.errors.map((error) => `${where}: ${error}`) };
}

/**
 * Starts observing the frame's channel; call before the bridge connects, so that this listener hears
 * each message before the bridge answers it. Returns the stop.
 */
export function observeAppChannel(
  client: McpClient,
  frameWindow: Window,
  transport: PostMessageTransport,
  log: AppMessageLog,
): () => void {
  const linter = new AppMessageLinter();
  const record = (direction: AppDirection, message: unknown) => {
    const verdict = linter.check(direction, message);
    const row = log.recording
      ? recordAppMessage(client.traffic, direction, message, lintStateOf(verdict))
      : undefined;
    log.record(direction, message, row?.seq, verdict);
  };
  const send = transport.send.bind(transport);
  transport.send = (message, options) => {
    record('host → app', message);
    return send(message, options);
  };
  const listener = (event: MessageEvent) => {
    if (event.source === frameWindow) record('app → host', event.data);
  };
  window.addEventListener('message', listener);
  return () => window.removeEventListener('message', listener);
}
