// Markers never show a state older than one already shown, and never a false clean
// (docs/playground.md, "Editor"): the diagnostics calls are answered in an order the test chooses,
// through the real registerMarkers, CheckScheduler and MarkerGate; only Monaco and the tool caller
// are stand-ins (their answers are what the test releases).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FeatureContext } from './featureContext';
import { EVERY_BUFFER, MarkersFirst } from '../markersFirst';
import { registerMarkers } from './markersProvider';

const URI = 'groovy-buffer:script.groovy';

interface PendingCall {
  text: string;
  signal: AbortSignal | undefined;
  answer(messages: string[]): Promise<void>;
}

function harness(initial: string) {
  let text = initial;
  let changed: ((uri: string) => void) | undefined;
  const shown: string[][] = [];
  const calls: PendingCall[] = [];
  const model = { getValue: () => text };
  const monaco = {
    MarkerSeverity: { Error: 8, Warning: 4, Info: 2, Hint: 1 },
    Uri: { parse: (uri: string) => uri },
    editor: {
      getModel: (uri: string) => (uri === URI ? model : null),
      getModels: () => [model],
      setModelMarkers: (_model: unknown, _owner: string, markers: { message: string }[]) =>
        void shown.push(markers.map((m) => m.message)),
    },
  };
  const tools = {
    connected: true,
    markersFirst: new MarkersFirst(),
    client: { status: { get: () => ({ state: 'connected' }), subscribe: () => () => {} } },
    call: (_tool: string, _uri: string, _args: object, _origin: string, options: { signal?: AbortSignal }) =>
      new Promise((resolve) => {
        const range = { start: { line: 0, character: 0 }, end: { line: 0, character: 1 } };
        calls.push({
          text,
          signal: options.signal,
          answer: async (messages) => {
            const diagnostics = messages.map((message) => ({ range, severity: 'error', message }));
            resolve({ ok: true, value: { diagnostics }, ms: 400 });
            await vi.advanceTimersByTimeAsync(0);
          },
        });
      }),
  };
  const workspace = {
    text: () => text,
    state: { get: () => ({ uris: [URI] }) },
    onTextChange: (listener: (uri: string) => void) => {
      changed = listener;
      return () => {};
    },
  };
  const markers = registerMarkers({ monaco, tools, workspace } as unknown as FeatureContext);
  const edit = async (next: string, pauseMs: number) => {
    text = next;
    changed?.(URI);
    await vi.advanceTimersByTimeAsync(pauseMs);
  };
  return { calls, shown, edit, tools, dispose: () => markers.dispose() };
}

describe('registerMarkers', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('never lets a slow compile of the same text overwrite the newer markers shown (no false clean)', async () => {
    const h = harness('def v = 1');
    await h.calls[0]!.answer([]); // the check on connect
    await h.edit('def v = 1 +', 1000);
    const slow = h.calls[1]!;
    expect(slow.text).toBe('def v = 1 +');
    // Typed on while it compiles: the slow check is cancelled, and the text comes back to the same.
    await h.edit('def v = 1 +2', 0);
    expect(slow.signal?.aborted).toBe(true);
    await h.edit('def v = 1 +', 1000);
    const fresh = h.calls.at(-1)!;
    expect(fresh).not.toBe(slow);
    expect(fresh.text).toBe('def v = 1 +');
    await fresh.answer(['unexpected end of input']);
    expect(h.shown.at(-1)).toEqual(['unexpected end of input']);
    // The slow compile answers after all (a server that does not honour the cancel), and clean:
    // about the same text, but older than what is shown, so it never reaches the screen.
    await slow.answer([]);
    expect(h.shown.at(-1)).toEqual(['unexpected end of input']);
    h.dispose();
  });

  it('drops an answer about text the buffer no longer holds, whatever order the answers come in', async () => {
    const h = harness('def v = 1');
    await h.calls[0]!.answer([]);
    await h.edit('def v = 1 +', 1000);
    const slow = h.calls[1]!;
    await h.edit('def v = 1 +2', 1000);
    const fresh = h.calls.at(-1)!;
    await fresh.answer([]);
    const before = h.shown.length;
    await slow.answer(['unexpected end of input']);
    expect(h.shown.length).toBe(before);
    expect(h.shown.at(-1)).toEqual([]);
    h.dispose();
  });

  it('shows the answer of the latest check when answers come in order', async () => {
    const h = harness('def v = 1 +');
    await h.calls[0]!.answer(['unexpected end of input']);
    expect(h.shown.at(-1)).toEqual(['unexpected end of input']);
    await h.edit('def v = 1 +2', 1000);
    await h.calls.at(-1)!.answer([]);
    expect(h.shown.at(-1)).toEqual([]);
    h.dispose();
  });

  it("holds the passive features' calls about a buffer until its markers are up to date", async () => {
    const h = harness('def v = 1');
    await h.calls[0]!.answer([]);
    await h.edit('def v = 1 +', 0);
    let tokensMayGo = false;
    void h.tools.markersFirst.wait(URI).then(() => (tokensMayGo = true));
    await vi.advanceTimersByTimeAsync(1000);
    expect(tokensMayGo).toBe(false);
    await h.calls.at(-1)!.answer(['unexpected end of input']);
    expect(tokensMayGo).toBe(true);
    h.dispose();
  });

  it('holds every other feature on Connect until the markers have opened every buffer', async () => {
    const h = harness('def v = 1');
    let hoverMayGo = false;
    void h.tools.markersFirst.wait(EVERY_BUFFER).then(() => (hoverMayGo = true));
    await vi.advanceTimersByTimeAsync(100);
    expect(hoverMayGo).toBe(false);
    await h.calls[0]!.answer([]);
    expect(hoverMayGo).toBe(true);
    h.dispose();
  });
});
