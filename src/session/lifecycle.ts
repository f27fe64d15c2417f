// The legacy handshake (docs/server.md §3): new → (initialize answered) initializing →
// (notifications/initialized) ready. A second initialize is an error whatever the state.
import {
  ProtocolError,
  type JsonObject,
  type Params,
  type RevisionAdapter,
  type RevisionRegistry,
  type ServerResults,
} from '../protocol';
import { isPlainObject } from '../contracts';
import { SERVER_IDENTITY, SERVER_INSTRUCTIONS } from './serverIdentity';

export type LifecycleState = 'new' | 'initializing' | 'ready';

export class Lifecycle {
  private current: LifecycleState = 'new';
  private negotiated: RevisionAdapter | undefined;
  private capabilities: JsonObject = {};

  constructor(private readonly registry: RevisionRegistry) {}

  get state(): LifecycleState {
    return this.current;
  }

  /** The negotiated adapter once `initialize` has been answered. */
  get adapter(): RevisionAdapter | undefined {
    return this.negotiated;
  }

  /** What the client declared in `initialize` (legacy sessions only). */
  get clientCapabilities(): JsonObject {
    return this.capabilities;
  }

  initialize(params: Params): ServerResults['initialize'] {
    if (this.current !== 'new')
      throw new ProtocolError('invalidRequest', 'Invalid Request: already initialized');
    const requested = params.protocolVersion;
    if (typeof requested !== 'string' || requested.length === 0) {
      throw new ProtocolError('invalidParams', 'Invalid params: protocolVersion must be a non-empty string');
    }
    if (params.capabilities !== undefined && !isPlainObject(params.capabilities)) {
      throw new ProtocolError('invalidParams', 'Invalid params: capabilities must be an object');
    }
    const adapter = this.registry.negotiate(requested);
    this.negotiated = adapter;
    this.capabilities = (params.capabilities as JsonObject | undefined) ?? {};
    this.current = 'initializing';
    return adapter.handshake({
      protocolVersion: adapter.version,
      server: SERVER_IDENTITY,
      instructions: SERVER_INSTRUCTIONS,
    });
  }

  /** `notifications/initialized` completes the handshake; any other notification changes nothing. */
  notify(method: string): void {
    if (method === 'notifications/initialized' && this.current === 'initializing') this.current = 'ready';
  }
}
