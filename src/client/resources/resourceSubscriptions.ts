// `resources/subscribe` and `unsubscribe`, and the `notifications/resources/updated` that follow
// (docs/playground.md, "Client features for any server"): which URIs this session subscribed to,
// and for each URI how many updates came and when the last one did, so its view can offer to
// read it again.
import { isPlainObject } from '../../contracts/isPlainObject';
import type { ClientCore } from '../connection/clientCore';
import type { Reply } from '../connection/handshake';
import { ValueStore } from '../observable';

export interface ResourceUpdate {
  readonly count: number;
  /** Date.now() of the last update. */
  readonly at: number;
}

export interface SubscriptionsPort {
  request(method: string, params: Record<string, unknown>): Promise<Reply>;
}

export class ResourceSubscriptions {
  readonly subscribed = new ValueStore<ReadonlySet<string>>(new Set());
  readonly updates = new ValueStore<ReadonlyMap<string, ResourceUpdate>>(new Map());

  constructor(private readonly port: SubscriptionsPort) {}

  async subscribe(uri: string): Promise<Reply> {
    const reply = await this.port.request('resources/subscribe', { uri });
    if (reply.outcome.ok) this.subscribed.set(new Set([...this.subscribed.get(), uri]));
    return reply;
  }

  async unsubscribe(uri: string): Promise<Reply> {
    const reply = await this.port.request('resources/unsubscribe', { uri });
    if (reply.outcome.ok) this.subscribed.set(new Set([...this.subscribed.get()].filter((u) => u !== uri)));
    return reply;
  }

  /** One `notifications/resources/updated`'s params. */
  receive(params: unknown): void {
    const uri = isPlainObject(params) && typeof params.uri === 'string' ? params.uri : undefined;
    if (uri === undefined) return;
    const updates = new Map(this.updates.get());
    updates.set(uri, { count: (updates.get(uri)?.count ?? 0) + 1, at: Date.now() });
    this.updates.set(updates);
  }

  /** Subscriptions end with their session. */
  sessionEnded(): void {
    this.subscribed.set(new Set());
    this.updates.set(new Map());
  }
}

/** Subscriptions as a feature of the client core: updates are heard, and forgotten with their session. */
export function installResourceSubscriptions(
  host: Pick<ClientCore, 'request' | 'setNotificationHandler' | 'onSessionEnd'>,
): ResourceSubscriptions {
  const subscriptions = new ResourceSubscriptions(host);
  host.setNotificationHandler('notifications/resources/updated', (params) => subscriptions.receive(params));
  host.onSessionEnd((reason) => {
    if (reason === 'connect') subscriptions.sessionEnded();
  });
  return subscriptions;
}
