// A tool result seen from the editor (docs/playground.md, "Tools"): places reveal through the
// editor bridge, only for buffers open in the editor; edits apply and undo through it, and are
// refused for a buffer edited since the call. The editor itself is a stand-in here (Monaco's side
// is proven end to end in e2e/tools-form-and-editor.spec.ts).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { startPlayground, type PlaygroundHarness } from '../../../test-support/playgroundHarness';
import type { CallToolResult } from '../../client';
import type { BufferEdits, WireRange } from '../../editor/editorBridge';
import { ResultInEditor } from './ResultInEditor';

let harness: PlaygroundHarness;
let revealed: { uri: string; range: WireRange }[];
let applied: BufferEdits[][];
let undone: number;

const range = (line: number, from: number, to: number) => ({
  start: { line, character: from },
  end: { line, character: to },
});

beforeEach(() => {
  localStorage.clear();
  harness = startPlayground();
  revealed = [];
  applied = [];
  undone = 0;
  harness.playground.editor.attach({
    cursor: () => undefined,
    reveal: (uri, r) => revealed.push({ uri, range: r }) > 0,
    applyEdits: (changes) => {
      applied.push([...changes]);
      return { ok: true, undo: () => (undone++, { ok: true }) };
    },
    focus: () => {},
  });
});

afterEach(() => harness.dispose());

const show = (result: CallToolResult, sent: Record<string, unknown> = {}) =>
  harness.render(<ResultInEditor result={result} sent={sent} />);

describe('ResultInEditor', () => {
  it('reveals each place in an open buffer; one not open is disabled', async () => {
    show({
      content: [],
      structuredContent: {
        uri: 'groovy-buffer:script.groovy',
        locations: [
          { uri: 'groovy-buffer:Shapes.groovy', range: range(5, 6, 12) },
          { uri: 'file:///elsewhere/A.groovy', range: range(0, 0, 1) },
        ],
      },
    });
    await userEvent.click(page.getByRole('button', { name: 'Shapes.groovy 5:6' }));
    expect(revealed).toEqual([{ uri: 'groovy-buffer:Shapes.groovy', range: range(5, 6, 12) }]);
    await expect.element(page.getByRole('button', { name: 'file:///elsewhere/A.groovy 0:0' })).toBeDisabled();
  });

  it('applies the edits of a format result and undoes them', async () => {
    const { workspace } = harness.playground;
    const uri = 'groovy-buffer:Shapes.groovy';
    const edits = [{ range: range(1, 0, 4), newText: '  ' }];
    show({ content: [], structuredContent: { uri, edits } }, { uri, text: workspace.text(uri) });
    await userEvent.click(page.getByRole('button', { name: 'Apply 1 edit to Shapes.groovy' }));
    expect(applied).toEqual([[{ uri, edits }]]);
    await expect.element(page.getByRole('status')).toHaveTextContent('Applied 1 edit to Shapes.groovy.');
    await userEvent.click(page.getByRole('button', { name: 'Undo the edits' }));
    expect(undone).toBe(1);
    await expect.element(page.getByRole('status')).toHaveTextContent('Undone.');
  });

  it('refuses edits made for a buffer that changed since the call', async () => {
    const uri = 'groovy-buffer:Shapes.groovy';
    show(
      { content: [], structuredContent: { uri, edits: [{ range: range(0, 0, 1), newText: 'x' }] } },
      { uri, text: 'what was sent before the person typed' },
    );
    await userEvent.click(page.getByRole('button', { name: 'Apply 1 edit to Shapes.groovy' }));
    expect(applied).toEqual([]);
    await expect
      .element(page.getByRole('status'))
      .toHaveTextContent('Shapes.groovy changed since the call: call the tool again');
  });

  it('offers nothing for a tool error or a rename the compiler did not prove', async () => {
    show({ content: [], isError: true, structuredContent: { error: 'boom' } });
    await expect.element(page.getByRole('region', { name: 'In the editor' })).not.toBeInTheDocument();
    show({ content: [], structuredContent: { uri: 'groovy-buffer:script.groovy', changes: [] } });
    await expect.element(page.getByRole('region', { name: 'In the editor' })).not.toBeInTheDocument();
  });
});
