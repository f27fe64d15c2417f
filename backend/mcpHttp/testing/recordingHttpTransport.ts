// Test support: between the official SDK's Client and its StreamableHTTPClientTransport. It pins the
// protocolVersion the client offers (the SDK always offers its latest), remembers the method of each
// request id, and keeps every message the server sent so that a test validates each one against the
// schema of its revision.
import type { Transport, TransportSendOptions } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';

export interface ReceivedMessage {
  message: Record<string, unknown>;
  /** The method of the client request this answers, if it is an answer. */
  method: string | undefined;
}

export class RecordingHttpTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: Transport['onmessage'];
  readonly received: ReceivedMessage[] = [];
  readonly errors: Error[] = [];
  private readonly methods = new Map<string | number, string>();

  constructor(
    readonly inner: Transport & { terminateSession(): Promise<void> },
    private readonly offeredVersion: string,
  ) {
    inner.onmessage = (message: JSONRPCMessage, extra) => {
      const record = message as Record<string, unknown>;
      const id = record.id as string | number | undefined;
      const method = 'method' in record || id === undefined ? undefined : this.methods.get(id);
      this.received.push({ message: record, method });
      this.onmessage?.(message, extra);
    };
    inner.onerror = (error) => {
      this.errors.push(error);
      this.onerror?.(error);
    };
    inner.onclose = () => this.onclose?.();
  }

  get sessionId(): string | undefined {
    return this.inner.sessionId;
  }

  setProtocolVersion(version: string): void {
    this.inner.setProtocolVersion?.(version);
  }

  start(): Promise<void> {
    return this.inner.start();
  }

  send(message: JSONRPCMessage, options?: TransportSendOptions): Promise<void> {
    const record = message as { id?: string | number; method?: string; params?: Record<string, unknown> };
    if (record.method !== undefined && record.id !== undefined) this.methods.set(record.id, record.method);
    if (record.method === 'initialize') {
      message = {
        ...message,
        params: { ...record.params, protocolVersion: this.offeredVersion },
      } as JSONRPCMessage;
    }
    return this.inner.send(message, options);
  }

  close(): Promise<void> {
    return this.inner.close();
  }
}
