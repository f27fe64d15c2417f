// Drives one session machine with lines, as a client would, and validates every message the
// session emits against the official JSON Schema of the revision under test.
import { createSessionMachine, type SessionMachine, type SessionOptions } from '../src/session';
import { FakeEngine } from './fakeEngine';
import { validateServerMessage, type Revision } from './mcpSchemas';
import { RequestMethods } from '../backend/stdio/testing/requestMethods';

export type Json = Record<string, unknown>;

export const MODERN: Revision = '2026-07-28';

export function modernMeta(capabilities: Json = {}): Json {
  return {
    'io.modelcontextprotocol/protocolVersion': MODERN,
    'io.modelcontextprotocol/clientCapabilities': capabilities,
    'io.modelcontextprotocol/clientInfo': { name: 'test-client', version: '1.0.0' },
  };
}

export class SessionHarness {
  readonly engine = new FakeEngine();
  readonly lines: string[] = [];
  readonly messages: Json[] = [];
  /** Schema problems of every emitted message; tests assert it stays empty. */
  readonly problems: string[] = [];
  readonly logs: string[] = [];
  readonly session: SessionMachine;
  private readonly methods = new RequestMethods();
  private nextId = 1;

  constructor(
    readonly revision: Revision,
    options: Partial<Omit<SessionOptions, 'send'>> = {},
  ) {
    this.session = createSessionMachine({
      engine: this.engine,
      log: (message) => this.logs.push(message),
      ...options,
      send: (line) => this.emitted(line),
    });
  }

  private emitted(line: string): void {
    this.lines.push(line);
    const message = JSON.parse(line) as Json;
    this.messages.push(message);
    const method = 'error' in message ? undefined : this.methods.answeredBy(message);
    for (const problem of validateServerMessage(this.revision, message, method)) {
      this.problems.push(`${problem}\n  in ${line.slice(0, 300)}`);
    }
  }

  /** Sends one raw line (or a message serialized to one) and waits until the session is idle. */
  async send(message: Json | string): Promise<Json[]> {
    const before = this.messages.length;
    this.post(message);
    await this.session.idle();
    await new Promise((resolve) => setTimeout(resolve, 0));
    return this.messages.slice(before);
  }

  /** Hands one line to the session without waiting for its answer. */
  post(message: Json | string): void {
    this.methods.sent(message);
    this.session.receive(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /**
   * Waits (a few turns of the event loop at most) for an emitted message that `match` accepts; for
   * calls that park, whose answer `send` cannot wait for with `idle()`.
   */
  async waitFor(match: (message: Json) => boolean, from = 0): Promise<Json> {
    for (let turn = 0; turn < 200; turn++) {
      const found = this.messages.slice(from).find(match);
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    throw new TypeError('no such message was emitted');
  }

  /** A request with a fresh id; in 2026-07-28 the required `_meta` is added unless `bare`. */
  async request(method: string, params?: Json, { bare = false } = {}): Promise<Json> {
    const id = this.nextId++;
    const withMeta =
      this.revision === MODERN && !bare
        ? { ...params, _meta: { ...modernMeta(), ...(params?._meta as Json) } }
        : params;
    const answers = await this.send({
      jsonrpc: '2.0',
      id,
      method,
      ...(withMeta ? { params: withMeta } : {}),
    });
    const answer = answers.find((m) => m.id === id);
    if (!answer) throw new TypeError(`no answer to ${method}`);
    return answer;
  }

  /** Legacy handshake (initialize + initialized); nothing for the stateless revision. */
  async connect(capabilities: Json = {}): Promise<Json | undefined> {
    if (this.revision === MODERN) return undefined;
    const answer = await this.request('initialize', {
      protocolVersion: this.revision,
      capabilities,
      clientInfo: { name: 'test-client', version: '1.0.0' },
    });
    await this.send({ jsonrpc: '2.0', method: 'notifications/initialized' });
    return answer;
  }

  async callTool(name: string, args?: unknown): Promise<Json> {
    const answer = await this.request('tools/call', {
      name,
      ...(args === undefined ? {} : { arguments: args }),
    });
    if (!answer.result) throw new TypeError(`tools/call ${name} failed: ${JSON.stringify(answer.error)}`);
    return answer.result as Json;
  }
}

export const errorOf = (answer: Json): { code: number; message: string; data?: unknown } =>
  answer.error as { code: number; message: string; data?: unknown };
