// Which revision serves a request (docs/server.md §3, docs/revisions.md §2 and §6):
// - a request whose `_meta` names the stateless revision is served statelessly, with or without a
//   handshake; an unsupported `_meta` version gets -32022, missing capabilities -32602;
// - otherwise the legacy session serves it once ready; before that only `ping` (and `initialize`,
//   handled by the lifecycle) are answered, everything else is -32002.
import {
  META_CLIENT_CAPABILITIES,
  META_PROTOCOL_VERSION,
  ProtocolError,
  SUPPORTED_VERSIONS,
  type JsonObject,
  type Params,
  type RevisionAdapter,
  type RevisionRegistry,
} from '../protocol';
import { isPlainObject } from '../contracts';
import type { Lifecycle } from './lifecycle';
import { sanitize } from '../contracts';

export interface Route {
  adapter: RevisionAdapter;
  clientCapabilities: JsonObject;
}

function metaOf(params: Params | undefined): Record<string, unknown> | undefined {
  const meta = params?._meta;
  return isPlainObject(meta) ? meta : undefined;
}

export function route(
  method: string,
  params: Params | undefined,
  lifecycle: Lifecycle,
  registry: RevisionRegistry,
): Route {
  const meta = metaOf(params);
  const legacy = lifecycle.state === 'ready' ? lifecycle.adapter : undefined;
  if (meta && META_PROTOCOL_VERSION in meta) {
    const requested = meta[META_PROTOCOL_VERSION];
    // In a ready legacy session a non-modern version in _meta is just metadata.
    if (!(legacy && typeof requested === 'string' && !registry.modern(requested))) {
      return modernRoute(method, requested, meta, registry);
    }
  }
  if (!legacy) {
    if (method === 'ping') return { adapter: registry.fallback, clientCapabilities: {} };
    throw new ProtocolError('notReady');
  }
  if (!legacy.hasMethod(method)) throw new ProtocolError('unknownMethod');
  return { adapter: legacy, clientCapabilities: lifecycle.clientCapabilities };
}

function modernRoute(
  method: string,
  requested: unknown,
  meta: Record<string, unknown>,
  registry: RevisionRegistry,
): Route {
  if (typeof requested !== 'string' || requested.length === 0) {
    throw new ProtocolError(
      'invalidParams',
      `Invalid params: _meta["${META_PROTOCOL_VERSION}"] must be a string`,
    );
  }
  const adapter = registry.modern(requested);
  if (!adapter) {
    throw new ProtocolError('unsupportedVersion', 'Unsupported protocol version', {
      supported: [...SUPPORTED_VERSIONS],
      requested: sanitize(requested),
    });
  }
  const capabilities = meta[META_CLIENT_CAPABILITIES];
  if (!isPlainObject(capabilities)) {
    throw new ProtocolError(
      'invalidParams',
      `Invalid params: _meta["${META_CLIENT_CAPABILITIES}"] must be an object`,
    );
  }
  if (!adapter.hasMethod(method)) throw new ProtocolError('unknownMethod');
  return { adapter, clientCapabilities: capabilities };
}
