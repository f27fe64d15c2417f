// diagnostics → markers (docs/playground.md, "Editor"). Every buffer is checked once a session is
// connected (which also opens it in the session, so the engine can resolve classes across buffers)
// and again after each edit, after the adaptive debounce of checkScheduler.ts; MarkerGate decides
// which answers reach the screen.
import { CheckScheduler } from '../checkScheduler';
import { MarkerGate } from '../markerGate';
import { EVERY_BUFFER } from '../markersFirst';
import { toMonacoRange } from '../positions';
import type { FeatureContext } from './featureContext';

const OWNER = 'groovyc';

export function registerMarkers({ monaco, tools, workspace }: FeatureContext): { dispose(): void } {
  const severities: Record<string, number> = {
    error: monaco.MarkerSeverity.Error,
    warning: monaco.MarkerSeverity.Warning,
    information: monaco.MarkerSeverity.Info,
    hint: monaco.MarkerSeverity.Hint,
  };
  const modelOf = (uri: string) => monaco.editor.getModel(monaco.Uri.parse(uri));

  /**
   * Checks one buffer; resolves with the round trip, and whether the compiler said anything.
   * `showProblems: false` keeps what it said off the screen (checkAll's first pass, below).
   */
  const check = async (
    uri: string,
    showProblems: boolean,
    signal: AbortSignal,
  ): Promise<{ ms?: number; flagged: boolean }> => {
    const text = workspace.text(uri);
    if (text === undefined || !tools.connected) return { flagged: false };
    const ticket = gate.begin();
    const answer = await tools.call('diagnostics', uri, {}, 'markers', { signal });
    const model = modelOf(uri);
    // An answer about text that has changed since, or older than one shown, is dropped.
    if (!answer.ok || disposed || !model || !gate.admit(uri, ticket, text, model.getValue()))
      return { ms: answer.ms, flagged: false };
    const { diagnostics } = answer.value;
    if (!showProblems && diagnostics.length > 0) return { ms: answer.ms, flagged: true };
    monaco.editor.setModelMarkers(
      model,
      OWNER,
      diagnostics.map((d) => ({
        ...toMonacoRange(d.range),
        severity: severities[d.severity] ?? monaco.MarkerSeverity.Error,
        message: d.message,
        source: d.source,
        code: d.code,
      })),
    );
    return { ms: answer.ms, flagged: diagnostics.length > 0 };
  };

  const gate = new MarkerGate();
  const flagged = new Set<string>();
  const schedulers = new Map<string, CheckScheduler>();
  /** Buffers whose next check is the first pass of checkAll. */
  const opening = new Set<string>();
  const schedulerOf = (uri: string) => {
    let scheduler = schedulers.get(uri);
    if (!scheduler) {
      const checkOnce = async (signal: AbortSignal) => {
        const result = await check(uri, !opening.delete(uri), signal);
        if (result.flagged) flagged.add(uri);
        else flagged.delete(uri);
        return result.ms;
      };
      scheduler = new CheckScheduler(checkOnce, undefined, () => tools.markersFirst.checked(uri));
      schedulers.set(uri, scheduler);
    }
    return scheduler;
  };

  // A buffer checked before the buffers it uses were open reports their classes as unresolved: the
  // first pass opens every buffer and shows only clean answers (and the last buffer's, which saw
  // all the others open); then the ones that had something to say are checked again and shown.
  const checkAll = async () => {
    const uris = workspace.state.get().uris;
    for (const uri of uris.slice(0, -1)) opening.add(uri);
    tools.markersFirst.checking(EVERY_BUFFER);
    try {
      for (const uri of uris) await schedulerOf(uri).now();
    } finally {
      tools.markersFirst.checked(EVERY_BUFFER);
    }
    for (const uri of uris.slice(0, -1)) if (flagged.has(uri)) await schedulerOf(uri).now();
  };

  const clearAll = () => {
    gate.clear();
    for (const model of monaco.editor.getModels()) monaco.editor.setModelMarkers(model, OWNER, []);
  };

  let disposed = false;
  let lastState = tools.client.status.get().state;
  if (lastState === 'connected') void checkAll();
  const unsubscribe = tools.client.status.subscribe(() => {
    const { state } = tools.client.status.get();
    if (state === lastState) return;
    lastState = state;
    if (state === 'connected') void checkAll();
    else if (state === 'idle') clearAll();
  });
  const stopListening = workspace.onTextChange((uri) => {
    if (tools.connected) tools.markersFirst.checking(uri);
    schedulerOf(uri).edited();
  });

  return {
    dispose: () => {
      disposed = true;
      unsubscribe();
      stopListening();
      for (const scheduler of schedulers.values()) scheduler.dispose();
      tools.markersFirst.clear();
      clearAll();
    },
  };
}
