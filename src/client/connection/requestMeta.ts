// 2026-07-28 has no handshake: every request carries its version and the client's capabilities in
// `params._meta` (docs/revisions.md §1 "Request _meta", §3.2). This is the one place that
// adds them, so no request can leave without them.
import { revisionProfile, type Revision } from './revisions';

import {
  META_BACKGROUND,
  META_CLIENT_CAPABILITIES,
  META_CLIENT_INFO,
  META_PROTOCOL_VERSION,
  META_SERVER_INFO,
} from '../../protocol/metaKeys';

export { META_CLIENT_CAPABILITIES, META_CLIENT_INFO, META_PROTOCOL_VERSION, META_SERVER_INFO };

export interface Implementation {
  name: string;
  version: string;
  title?: string;
}

export interface RequestContext {
  revision: Revision;
  capabilities: Record<string, unknown>;
  clientInfo: Implementation;
}

type Params = Record<string, unknown>;

/**
 * The params to send for a request under `context`. Stateless revisions get the required `_meta`
 * keys (keeping any `_meta` the caller set, such as a progress token); the others are unchanged.
 */
export function withRequestMeta(params: Params | undefined, context: RequestContext): Params | undefined {
  if (revisionProfile(context.revision).handshake !== 'discover') return params;
  const callerMeta = params?._meta;
  const meta = typeof callerMeta === 'object' && callerMeta !== null ? (callerMeta as Params) : {};
  return {
    ...params,
    _meta: {
      ...meta,
      [META_PROTOCOL_VERSION]: context.revision,
      [META_CLIENT_CAPABILITIES]: context.capabilities,
      [META_CLIENT_INFO]: context.clientInfo,
    },
  };
}

/**
 * The params of a background request (RequestOptions.background): `_meta` gains META_BACKGROUND,
 * which groovymcp reads (docs/server.md §3) and any other server ignores.
 */
export function withBackground(params: Params | undefined): Params {
  const callerMeta = params?._meta;
  const meta = typeof callerMeta === 'object' && callerMeta !== null ? (callerMeta as Params) : {};
  return { ...params, _meta: { ...meta, [META_BACKGROUND]: true } };
}
