// Error kinds: handlers throw kinds, never codes; a revision adapter maps each kind to its wire code
// (docs/ARCHITECTURE.md, "Revisions: one neutral core, dated adapters").

export type ErrorKind =
  | 'parseError'
  | 'invalidRequest'
  | 'unknownMethod'
  | 'invalidParams'
  | 'internal'
  | 'notReady'
  | 'unsupportedVersion'
  | 'missingCapability';

/** The message each kind carries when the handler gives none (JSON-RPC 2.0 §5.1 wording). */
export const DEFAULT_MESSAGES: Readonly<Record<ErrorKind, string>> = {
  parseError: 'Parse error',
  invalidRequest: 'Invalid Request',
  unknownMethod: 'Method not found',
  invalidParams: 'Invalid params',
  internal: 'Internal error',
  notReady: 'Server not initialized',
  unsupportedVersion: 'Unsupported protocol version',
  missingCapability: 'Missing required client capability',
};

/** A failure that becomes a JSON-RPC error response. */
export class ProtocolError extends Error {
  override readonly name = 'ProtocolError';
  constructor(
    readonly kind: ErrorKind,
    message: string = DEFAULT_MESSAGES[kind],
    readonly data?: unknown,
  ) {
    super(message);
  }
}

/**
 * `-32603` is fixed by JSON-RPC itself, and docs/server.md §4 fixes its message to exactly
 * `Internal error`: the details go to the log, never to the client.
 */
export function internalError(): ProtocolError {
  return new ProtocolError('internal');
}
