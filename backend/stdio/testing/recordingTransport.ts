// Test support: the transport between the official SDK's Client and its StdioClientTransport, which
// records the exact lines bin/groovymcp wrote so that tests check those bytes, not the SDK's parsed
// copies.
import type { ChildProcess } from 'node:child_process';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { LineSplitter } from '../../../src/protocol';
import { RequestMethods } from './requestMethods';

const utf8 = new TextDecoder();

/**
 * Between the Client and the SDK's stdio transport: pins the protocolVersion the client offers (the
 * SDK always offers its latest), remembers the method of each request id, and taps the child's raw
 * stdout so that the exact bytes the server wrote are checked, not the SDK's parsed copies.
 */
export class RecordingTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: Transport['onmessage'];
  private readonly methods = new RequestMethods();
  readonly rawLines: string[] = [];
  readonly transportErrors: Error[] = [];
  /** The server process's exit, once it happened. */
  exit: { code: number | null; signal: string | null } | undefined;
  /** Every line whole, however long (the test judges it), decoded once whole: a character cut
   * across two chunks stays one character. */
  private readonly stdoutSplitter = new LineSplitter({
    maxHeldBytes: Number.POSITIVE_INFINITY,
    onLine: (line) => this.rawLines.push(utf8.decode(line)),
    onOverlong: () => undefined,
  });

  constructor(
    // The SDK's StdioClientTransport, typed by what is used here (backend/ code may not import a
    // module under a `client/` folder, docs/ARCHITECTURE.md's layer rule).
    readonly inner: Transport & { readonly pid: number | null },
    private readonly offeredVersion: string,
  ) {
    inner.onmessage = (message: JSONRPCMessage) => this.onmessage?.(message);
    inner.onerror = (error) => {
      this.transportErrors.push(error);
      this.onerror?.(error);
    };
    inner.onclose = () => this.onclose?.();
  }

  start(): Promise<void> {
    const starting = this.inner.start();
    // The SDK spawns synchronously inside start(); no data can arrive before this listener is on.
    const spawned = (this.inner as unknown as { _process?: ChildProcess })._process;
    if (!spawned?.stdout) throw new TypeError('the SDK transport no longer exposes its child process');
    spawned.stdout.on('data', (chunk: Buffer) => this.stdoutSplitter.push(chunk));
    spawned.once('exit', (code, signal) => (this.exit = { code, signal }));
    return starting;
  }

  send(message: JSONRPCMessage): Promise<void> {
    this.methods.sent(message as Record<string, unknown>);
    const pinned =
      'method' in message && message.method === 'initialize'
        ? { ...message, params: { ...message.params, protocolVersion: this.offeredVersion } }
        : message;
    return this.inner.send(pinned);
  }

  close(): Promise<void> {
    return this.inner.close();
  }

  /**
   * Every raw line, with the method of the request it answers, checked by `validate` (the official
   * schema of the revision: passed in, since backend/ code does not import test-support/).
   */
  schemaProblems(
    validate: (message: Record<string, unknown>, method: string | undefined) => string[],
  ): string[] {
    return this.rawLines.flatMap((line) => {
      const message = JSON.parse(line) as Record<string, unknown>;
      const method = 'error' in message ? undefined : this.methods.answeredBy(message);
      return validate(message, method).map((problem) => `${problem} in ${line.slice(0, 200)}`);
    });
  }
}
