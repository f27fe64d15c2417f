// Test support: bin/groovymcp as a real child process, spoken to over pipes as an MCP client would.
// Every stdout line is recorded raw and parsed, with the method of the request it answers, so that
// a test can check the purity of stdout (docs/server.md §1) and validate every message against the
// schema of its revision (the validator is passed in: backend/ code does not import test-support/).
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { LineSplitter } from '../../../src/protocol';
import { RequestMethods } from './requestMethods';

export const BIN = fileURLToPath(new URL('../../../bin/groovymcp', import.meta.url));

export type Json = Record<string, unknown>;

export interface Received {
  message: Json;
  /** The method of the request this message answers, when the harness sent it. */
  method: string | undefined;
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export class ChildHarnessError extends Error {
  override readonly name = 'ChildHarnessError';
}

const WAIT_MS = 25_000;
/** Not fatal: a line that is not UTF-8 is recorded (with U+FFFD) and found impure, not thrown. */
const utf8 = new TextDecoder();

export class GroovymcpChild {
  readonly process: ChildProcess;
  readonly stdoutLines: string[] = [];
  readonly received: Received[] = [];
  /** stdout lines that are not one JSON-RPC 2.0 message object (must stay empty). */
  readonly impure: string[] = [];
  stderr = '';
  readonly exited: Promise<Exit>;
  /** Every line whole, however long: the test judges it (the cap is the server's to keep). */
  private readonly stdoutSplitter = new LineSplitter({
    maxHeldBytes: Number.POSITIVE_INFINITY,
    onLine: (line) => this.onLine(utf8.decode(line)),
    onOverlong: () => undefined,
  });
  private readonly methods = new RequestMethods();
  private readonly waiters = new Set<{
    from: number;
    match: (m: Json) => boolean;
    done: (m: Json) => void;
  }>();
  private nextId = 1;

  constructor(args: readonly string[] = [], env: NodeJS.ProcessEnv = process.env) {
    this.process = spawn(BIN, [...args], { stdio: ['pipe', 'pipe', 'pipe'], env });
    this.process.stdout!.on('data', (chunk: Buffer) => this.stdoutSplitter.push(chunk));
    this.process.stderr!.setEncoding('utf8').on('data', (text: string) => (this.stderr += text));
    this.process.stdin!.on('error', () => {}); // EPIPE once the child is gone: the test sees the exit
    this.exited = new Promise((resolve) =>
      this.process.once('exit', (code, signal) => resolve({ code, signal })),
    );
  }

  get pid(): number {
    return this.process.pid!;
  }

  /** Writes one line: a message (serialized) or a raw string; bytes are written as they are. */
  send(line: Json | string | Uint8Array): void {
    if (line instanceof Uint8Array) {
      this.methods.sent(Buffer.from(line).toString('utf8'));
      this.process.stdin!.write(line);
      return;
    }
    this.methods.sent(line);
    this.process.stdin!.write(`${typeof line === 'string' ? line : JSON.stringify(line)}\n`);
  }

  /** Writes bytes and resolves once the pipe took them (backpressure from a child that stopped reading). */
  write(bytes: Uint8Array | string): Promise<void> {
    return new Promise((resolve, reject) =>
      this.process.stdin!.write(bytes, (error) => (error ? reject(error) : resolve())),
    );
  }

  notify(method: string, params?: Json): void {
    this.send({ jsonrpc: '2.0', method, ...(params ? { params } : {}) });
  }

  /** Sends a request with a fresh numeric id and resolves with its response. */
  request(method: string, params?: Json): Promise<Json> {
    const id = this.nextId++;
    const answer = this.next((m) => m.id === id);
    this.send({ jsonrpc: '2.0', id, method, ...(params ? { params } : {}) });
    return answer;
  }

  /** Sends a raw line and resolves with the first message received after it that matches. */
  sendExpecting(line: string | Uint8Array, match: (m: Json) => boolean): Promise<Json> {
    const answer = this.next(match);
    this.send(line);
    return answer;
  }

  /** The first message from now on that matches. */
  next(match: (m: Json) => boolean): Promise<Json> {
    return new Promise((resolve, reject) => {
      const waiter = {
        from: this.received.length,
        match,
        done: (m: Json) => {
          clearTimeout(timer);
          this.waiters.delete(waiter);
          resolve(m);
        },
      };
      const timer = setTimeout(() => {
        this.waiters.delete(waiter);
        reject(
          new ChildHarnessError(`no matching message in ${WAIT_MS} ms; stderr:\n${this.stderr.slice(-2000)}`),
        );
      }, WAIT_MS);
      this.waiters.add(waiter);
    });
  }

  async initialize(protocolVersion = '2025-11-25', capabilities: Json = {}): Promise<Json> {
    const answer = await this.request('initialize', {
      protocolVersion,
      capabilities,
      clientInfo: { name: 'stdio-test', version: '1.0.0' },
    });
    this.notify('notifications/initialized');
    return answer;
  }

  /** tools/call; resolves with the whole response (result or error). */
  callTool(name: string, args?: unknown): Promise<Json> {
    return this.request('tools/call', { name, ...(args === undefined ? {} : { arguments: args }) });
  }

  /** Closes stdin (the MCP way to ask a stdio server to stop) and waits for the exit. */
  closeStdin(): Promise<Exit> {
    this.process.stdin!.end();
    return this.exited;
  }

  /** Ends the child if a test left it running. */
  async stop(): Promise<void> {
    if (this.process.exitCode === null && this.process.signalCode === null) {
      this.process.kill('SIGKILL');
      await this.exited;
    }
  }

  /** Resident set size of the server process (kB), from /proc. */
  rssKb(): number {
    const status = readFileSync(`/proc/${this.pid}/status`, 'utf8');
    const match = /^VmRSS:\s+(\d+) kB$/m.exec(status);
    if (!match) throw new ChildHarnessError('no VmRSS in /proc status');
    return Number(match[1]);
  }

  private onLine(line: string): void {
    this.stdoutLines.push(line);
    let message: unknown;
    try {
      message = JSON.parse(line);
    } catch {
      this.impure.push(line);
      return;
    }
    if (typeof message !== 'object' || message === null || Array.isArray(message)) {
      this.impure.push(line);
      return;
    }
    const m = message as Json;
    if (m.jsonrpc !== '2.0') this.impure.push(line);
    this.received.push({ message: m, method: this.methods.answeredBy(m) });
    const index = this.received.length - 1;
    for (const waiter of [...this.waiters]) if (index >= waiter.from && waiter.match(m)) waiter.done(m);
  }
}

/** The process ids whose parent is `pid` and whose command name is `comm` (e.g. the JVM engine). */
export function childrenNamed(pid: number, comm: string): number[] {
  const found: number[] = [];
  for (const entry of readdirSafe('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // exited meanwhile
    }
    // "pid (comm) state ppid …"; comm may hold spaces and parentheses, so split at the last ')'.
    const close = stat.lastIndexOf(')');
    const name = stat.slice(stat.indexOf('(') + 1, close);
    const [state, ppid] = stat.slice(close + 2).split(' ');
    if (name === comm && Number(ppid) === pid && state !== 'Z') found.push(Number(entry));
  }
  return found;
}

/** True while `pid` exists and is not a zombie. */
export function isAlive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
}

function readdirSafe(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

/** Polls `probe` until it returns a value (not undefined) or `timeoutMs` passes. */
export async function eventually<T>(probe: () => T | undefined, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new ChildHarnessError(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
