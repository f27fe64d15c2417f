// The step log of one server's authorization (docs/any-server.md, "Authorization"): every HTTP
// exchange of the flow and the flow's own conclusions, already redacted, in order. The Auth tab
// shows it as a timeline.
import type { OAuthStep } from '../../../src/contracts';

/** A flow is some ten exchanges; a page refreshing over and over must not grow the backend. */
export const MAX_STEPS = 200;

type NewStep = Omit<OAuthStep, 'seq' | 'time' | 'phase'> & { phase?: string };

export class StepLog {
  private readonly steps: OAuthStep[] = [];
  private seq = 0;
  /** What the exchanges recorded from now on are for. */
  phase = 'Authorization';

  constructor(private readonly now: () => number = Date.now) {}

  add(step: NewStep): void {
    this.steps.push({ seq: ++this.seq, time: this.now(), ...step, phase: step.phase ?? this.phase });
    if (this.steps.length > MAX_STEPS) this.steps.splice(0, this.steps.length - MAX_STEPS);
  }

  note(note: string, failed = false): void {
    this.add({ note, ...(failed ? { failed } : {}) });
  }

  list(): readonly OAuthStep[] {
    return [...this.steps];
  }

  clear(): void {
    this.steps.length = 0;
  }
}
