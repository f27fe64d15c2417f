// The connect flow per revision (docs/revisions.md §1 "Handshake" and "Version
// negotiation"): initialize + notifications/initialized, or a stateless server/discover. Every way
// it can go wrong ends in words and points at the exchange that caused it.
import { describeError, type Outcome } from '../clientError';
import { META_SERVER_INFO, type Implementation } from './requestMeta';
import { isRevision, revisionProfile, type Revision } from './revisions';
import { DiscoverResultSchema, ImplementationSchema, InitializeResultSchema } from '../serverTypes';

export interface Reply {
  readonly outcome: Outcome<unknown>;
  /** The traffic row of the request, so a failure can point at its exchange. */
  readonly requestSeq: number | undefined;
}

export interface HandshakePort {
  request(method: string, params: Record<string, unknown>): Promise<Reply>;
  notify(method: string): Promise<void>;
}

export interface Connected {
  readonly state: 'connected';
  /** The revision the session runs under (the server may pick another than the one asked for). */
  readonly revision: Revision;
  readonly requested: Revision;
  readonly server: Implementation;
  readonly serverCapabilities: Record<string, unknown>;
  readonly instructions?: string;
  /** Something worth saying although the connect worked (a version the server picked instead). */
  readonly notice?: string;
}

export interface Failed {
  readonly state: 'failed';
  readonly requested: Revision;
  readonly reason: string;
  readonly exchangeSeq: number | undefined;
}

export interface HandshakeRequest {
  revision: Revision;
  capabilities: Record<string, unknown>;
  clientInfo: Implementation;
}

const failed = (requested: Revision, reason: string, exchangeSeq: number | undefined): Failed => ({
  state: 'failed',
  requested,
  reason,
  exchangeSeq,
});

export function handshake(port: HandshakePort, request: HandshakeRequest): Promise<Connected | Failed> {
  return revisionProfile(request.revision).handshake === 'discover'
    ? discover(port, request)
    : initialize(port, request);
}

async function initialize(port: HandshakePort, request: HandshakeRequest): Promise<Connected | Failed> {
  const { revision } = request;
  const reply = await port.request('initialize', {
    protocolVersion: revision,
    capabilities: request.capabilities,
    clientInfo: request.clientInfo,
  });
  if (!reply.outcome.ok) {
    return failed(revision, `initialize failed. ${describeError(reply.outcome.error)}`, reply.requestSeq);
  }
  const settled = settleInitialize(revision, reply.outcome.value, reply.requestSeq);
  if (settled.state === 'failed') return settled;
  await port.notify('notifications/initialized');
  return settled;
}

/**
 * What an initialize result makes of the session: connected under the version the server chose,
 * or failed in words. A handshake done by hand in Raw is settled the same way (rawHandshake.ts).
 */
export function settleInitialize(
  revision: Revision,
  result: unknown,
  requestSeq: number | undefined,
): Connected | Failed {
  const reply = { requestSeq };
  const parsed = InitializeResultSchema.safeParse(result);
  if (!parsed.success) {
    return failed(
      revision,
      `The initialize result is not usable: ${parsed.error.issues[0]?.path.join('.') || 'result'} — ${parsed.error.issues[0]?.message}.`,
      reply.requestSeq,
    );
  }
  const chosen = parsed.data.protocolVersion;
  // A server that answers with a version the client does not speak: the client SHOULD disconnect
  // (docs/revisions.md §1 "Version negotiation"), so nothing more is sent.
  if (!isRevision(chosen) || revisionProfile(chosen).handshake !== 'initialize') {
    return failed(
      revision,
      `Version mismatch: the client asked for ${revision} and the server answered ${JSON.stringify(chosen)}, which this client cannot use. The client did not send notifications/initialized.`,
      reply.requestSeq,
    );
  }
  return {
    state: 'connected',
    revision: chosen,
    requested: revision,
    server: parsed.data.serverInfo,
    serverCapabilities: parsed.data.capabilities,
    instructions: parsed.data.instructions,
    notice:
      chosen === revision
        ? undefined
        : `The client asked for ${revision}; the server chose ${chosen}, and the session uses ${chosen}.`,
  };
}

async function discover(port: HandshakePort, request: HandshakeRequest): Promise<Connected | Failed> {
  const { revision } = request;
  const reply = await port.request('server/discover', {});
  if (!reply.outcome.ok) {
    const { error } = reply.outcome;
    const hint =
      error.kind === 'rpc' && error.code === -32601
        ? ' The server does not know server/discover, so it does not speak 2026-07-28; pick an older revision.'
        : '';
    return failed(revision, `server/discover failed. ${describeError(error)}${hint}`, reply.requestSeq);
  }
  const parsed = DiscoverResultSchema.safeParse(reply.outcome.value);
  if (!parsed.success) {
    return failed(
      revision,
      `The server/discover result is not usable: ${parsed.error.issues[0]?.path.join('.') || 'result'} — ${parsed.error.issues[0]?.message}.`,
      reply.requestSeq,
    );
  }
  const { supportedVersions } = parsed.data;
  if (!supportedVersions.includes(revision)) {
    return failed(
      revision,
      `Version mismatch: the server supports ${supportedVersions.join(', ') || 'no versions'}, not ${revision}.`,
      reply.requestSeq,
    );
  }
  const identity = ImplementationSchema.safeParse(parsed.data._meta?.[META_SERVER_INFO]);
  return {
    state: 'connected',
    revision,
    requested: revision,
    server: identity.success ? identity.data : { name: '(server did not say)', version: '' },
    serverCapabilities: parsed.data.capabilities,
    instructions: parsed.data.instructions,
    notice: identity.success ? undefined : `The discover result carries no _meta["${META_SERVER_INFO}"].`,
  };
}
