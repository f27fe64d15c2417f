// What goes into a share link and what opening one does (docs/playground.md, "Share a link").
// Opening adds the link's buffers beside the person's own (a taken name gets a number, as an upload
// does), so a link never overwrites what someone was working on; a buffer already open with the same
// name and text is reused rather than copied.
import type { Revision, TrafficRow } from '../../client';
import { bufferName, type Workspace } from '../../editor/workspace';
import { bufferUri } from '../../editor/bufferNames';
import type { SharedDemo } from './shareLink';

type ToolCall = NonNullable<SharedDemo['call']>;

/** The person's last `tools/call` in Traffic (not the editor's, not an app's), if any. */
export function lastPersonToolCall(rows: readonly TrafficRow[]): ToolCall | undefined {
  for (let i = rows.length - 1; i >= 0; i--) {
    const row = rows[i]!;
    const own = row.origin === undefined && row.lane === undefined && row.mark === undefined;
    if (row.direction !== 'out' || row.method !== 'tools/call' || !own || row.restoredFrom !== undefined)
      continue;
    try {
      const params = (JSON.parse(row.raw) as { params?: { name?: unknown; arguments?: unknown } }).params;
      if (typeof params?.name !== 'string') continue;
      const args = params.arguments;
      const isRecord = typeof args === 'object' && args !== null && !Array.isArray(args);
      return { name: params.name, ...(isRecord ? { arguments: args as Record<string, unknown> } : {}) };
    } catch {
      continue;
    }
  }
  return undefined;
}

/** The demo the page holds now: every buffer, the active one, the revision and maybe a call. */
export function currentDemo(
  workspace: Workspace,
  revision: Revision,
  call: ToolCall | undefined,
): SharedDemo {
  const buffers = workspace.buffers().map((buffer) => ({ name: bufferName(buffer.uri), text: buffer.text }));
  return {
    revision,
    buffers,
    active: bufferName(workspace.state.get().active),
    ...(call ? { call } : {}),
  };
}

export interface OpenTargets {
  readonly workspace: Workspace;
  readonly setRevision: (revision: Revision) => void;
  /** Hands the call, as a JSON-RPC line, to the Raw tab. */
  readonly openCall: (call: ToolCall) => void;
}

/** Opens `demo` and says, in one sentence, what it restored (and what it could not). */
export function openDemo(demo: SharedDemo, targets: OpenTargets): string {
  const { workspace } = targets;
  const opened: string[] = [];
  const refused: string[] = [];
  let activeUri: string | undefined;
  for (const buffer of demo.buffers) {
    const same = bufferUri(buffer.name);
    let uri: string | undefined;
    if (workspace.text(same) === buffer.text) uri = same;
    else {
      const problem = workspace.add(buffer.text, buffer.name);
      if (problem) refused.push(`${buffer.name} (${problem})`);
      else uri = workspace.state.get().active;
    }
    if (uri === undefined) continue;
    opened.push(bufferName(uri));
    if (buffer.name === demo.active) activeUri = uri;
  }
  if (activeUri !== undefined) workspace.activate(activeUri);
  targets.setRevision(demo.revision);
  if (demo.call) targets.openCall(demo.call);
  const parts = [
    `${opened.length} buffer${opened.length === 1 ? '' : 's'} (${opened.join(', ') || 'none'})`,
    `revision ${demo.revision}`,
    ...(demo.call ? [`a call to ${demo.call.name}, ready to send in Raw`] : []),
  ];
  const notOpened = refused.length ? ` Not opened: ${refused.join('; ')}.` : '';
  return `Opened from a shared link: ${parts.join(', ')}.${notOpened}`;
}
