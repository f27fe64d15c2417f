// What a share link takes from the page and what opening one does (docs/playground.md, "Share a
// link"): the person's own last tools/call only; buffers added beside the open ones, never over them.
import { describe, expect, it } from 'vitest';
import type { Revision, TrafficRow } from '../../client';
import { MAX_BUFFERS, Workspace } from '../../editor/workspace';
import { currentDemo, lastPersonToolCall, openDemo } from './sharedDemo';

const row = (fields: Partial<TrafficRow> & { raw: string }): TrafficRow =>
  ({ seq: 0, direction: 'out', method: 'tools/call', ...fields }) as TrafficRow;
const call = (name: string, args?: unknown) =>
  JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name, arguments: args } });

describe('the last tool call', () => {
  it('is the person’s own: not the editor’s, an app’s, a restored one or an answer', () => {
    const rows = [
      row({ raw: call('diagnostics', { source: { text: 'x' } }) }),
      row({ raw: call('hover'), origin: 'hover' }),
      row({ raw: call('get-time'), lane: 'app' }),
      row({ raw: call('old'), restoredFrom: 1 }),
      row({ raw: '{"jsonrpc":"2.0","id":1,"result":{}}', direction: 'in' }),
    ];
    expect(lastPersonToolCall(rows)).toEqual({ name: 'diagnostics', arguments: { source: { text: 'x' } } });
  });

  it('is none when there is no readable call', () => {
    expect(lastPersonToolCall([row({ raw: 'not json' }), row({ raw: '{"params":{}}' })])).toBeUndefined();
  });
});

describe('opening a demo', () => {
  const opened = (workspace: Workspace) => {
    const revisions: Revision[] = [];
    const calls: unknown[] = [];
    return {
      targets: {
        workspace,
        setRevision: (r: Revision) => revisions.push(r),
        openCall: (c: unknown) => calls.push(c),
      },
      revisions,
      calls,
    };
  };

  it('adds its buffers beside the open ones, reuses an identical one and activates the shared active one', () => {
    const workspace = new Workspace([
      { uri: 'groovy-buffer:A.groovy', text: 'same' },
      { uri: 'groovy-buffer:B.groovy', text: 'mine' },
    ]);
    const { targets, revisions, calls } = opened(workspace);
    const said = openDemo(
      {
        revision: '2025-03-26',
        buffers: [
          { name: 'A.groovy', text: 'same' },
          { name: 'B.groovy', text: 'theirs' },
        ],
        active: 'B.groovy',
        call: { name: 'outline' },
      },
      targets,
    );
    expect(workspace.buffers()).toEqual([
      { uri: 'groovy-buffer:A.groovy', text: 'same' },
      { uri: 'groovy-buffer:B.groovy', text: 'mine' },
      { uri: 'groovy-buffer:B2.groovy', text: 'theirs' },
    ]);
    expect(workspace.state.get().active).toBe('groovy-buffer:B2.groovy');
    expect(revisions).toEqual(['2025-03-26']);
    expect(calls).toEqual([{ name: 'outline' }]);
    expect(said).toBe(
      'Opened from a shared link: 2 buffers (A.groovy, B2.groovy), revision 2025-03-26, a call to outline, ready to send in Raw.',
    );
  });

  it('names the buffers it could not open when the workspace is full', () => {
    const full = Array.from({ length: MAX_BUFFERS }, (_, i) => ({
      uri: `groovy-buffer:F${i}.groovy`,
      text: '',
    }));
    const workspace = new Workspace(full);
    const { targets } = opened(workspace);
    const said = openDemo({ revision: '2025-11-25', buffers: [{ name: 'New.groovy', text: 'x' }] }, targets);
    expect(said).toBe(
      `Opened from a shared link: 0 buffers (none), revision 2025-11-25. Not opened: New.groovy (at most ${MAX_BUFFERS} buffers are open at once).`,
    );
    expect(workspace.buffers()).toHaveLength(MAX_BUFFERS);
  });

  it('makes the same demo from the page it came from', () => {
    const workspace = new Workspace([{ uri: 'groovy-buffer:A.groovy', text: 'a' }]);
    expect(currentDemo(workspace, '2025-11-25', { name: 'outline' })).toEqual({
      revision: '2025-11-25',
      buffers: [{ name: 'A.groovy', text: 'a' }],
      active: 'A.groovy',
      call: { name: 'outline' },
    });
  });
});
