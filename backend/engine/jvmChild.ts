// One JVM engine process and its stdio (docs/engine-protocol.md): started with pipes, its stdout cut
// into protocol lines, its stderr into log lines (less the JVM's expected notices), its end reported
// once however it comes. The supervisor (engineProcess.ts) decides what the lines and the exit mean.
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { isExpectedJvmNotice } from './jvmNotices';

export interface JvmChildEvents {
  /** One line of the protocol stream (stdout). */
  onLine: (child: ChildProcess, line: string) => void;
  /** A stderr line worth telling, or a note about the process. */
  log: (line: string) => void;
  /** The process ended or could not start; `how` says which. */
  onExit: (child: ChildProcess, how: string) => void;
}

export function launchJvm(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  events: JvmChildEvents,
): ChildProcess {
  const child = spawn(command, args, { stdio: ['pipe', 'pipe', 'pipe'], env });
  child.stdin.on('error', () => {
    // EPIPE when the JVM died mid-write: its exit handler fails the requests.
  });
  createInterface({ input: child.stdout }).on('line', (line) => events.onLine(child, line));
  createInterface({ input: child.stderr }).on('line', (line) => {
    if (!isExpectedJvmNotice(line)) events.log(line);
  });
  child.on('error', (err) => {
    events.log(`could not start the engine: ${err.message}`);
    events.onExit(child, `spawn failed (${err.name})`);
  });
  child.on('exit', (code, signal) => events.onExit(child, signal ? `signal ${signal}` : `code ${code}`));
  return child;
}

/** Ends a JVM gently (stdin closed: the engine exits at end of input), with SIGKILL if it lingers. */
export async function endJvm(child: ChildProcess, graceMs = 2_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  await new Promise<void>((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.stdin?.end();
  });
}
