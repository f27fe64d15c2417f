// A second JVM started ahead of need (engine/README.md, "Time limits"): after a `timeout` or
// `tooLarge` answer the compile behind it may never stop, so a standby starts then and is usually
// ready by the time the engine reports that compile `stuck`; the supervisor (engineProcess.ts) then
// promotes it. This slot holds at most one, and remembers what its ready line said.
import type { ChildProcess } from 'node:child_process';
import { parseEngineLine, type ReadyFacts } from './engineWire';

export interface Standby {
  readonly child: ChildProcess;
  ready: boolean;
  facts: ReadyFacts;
}

export class StandbySlot {
  private standby: Standby | undefined;

  constructor(private readonly log: (line: string) => void) {}

  get pid(): number | undefined {
    return this.standby?.child.pid;
  }

  holds(child: ChildProcess): boolean {
    return child === this.standby?.child;
  }

  /** Starts one with `launch` unless one runs. */
  fill(launch: () => ChildProcess | undefined): void {
    if (this.standby) return;
    const child = launch();
    if (child) this.standby = { child, ready: false, facts: { version: undefined, sandbox: undefined } };
  }

  /** A line of the standby's protocol stream: only its ready line matters before it is promoted. */
  onLine(line: string): void {
    const message = parseEngineLine(line);
    if (message.type === 'notJson')
      this.log(`unexpected output on the standby's protocol stream (${line.length} characters)`);
    if (message.type === 'ready' && this.standby) {
      this.standby.ready = true;
      this.standby.facts = message.facts;
    }
  }

  /** The standby exited before it was needed: the slot is free again. */
  onExit(how: string): void {
    this.log(`standby engine exited (${how})`);
    this.standby = undefined;
  }

  /** Hands the standby over for promotion, emptying the slot. */
  take(): Standby | undefined {
    const taken = this.standby;
    this.standby = undefined;
    return taken;
  }

  kill(): void {
    this.take()?.child.kill('SIGKILL');
  }
}
