// One line in, one classified message out (docs/server.md §2, "Framing"). Never throws.
import { ProtocolError } from './errors';
import {
  ErrorObjectSchema,
  ParamsSchema,
  RequestIdSchema,
  type ErrorObject,
  type Params,
  type RequestId,
} from './jsonRpc';

export type Incoming =
  | { kind: 'request'; id: RequestId; method: string; params: Params | undefined }
  | { kind: 'notification'; method: string; params: Params | undefined }
  | { kind: 'response'; id: RequestId; result: unknown; error: ErrorObject | undefined }
  /** Answered with an error response; `id` is `null` when it could not be read. */
  | { kind: 'invalid'; id: RequestId | null; error: ProtocolError };

const invalid = (id: RequestId | null, error: ProtocolError): Incoming => ({ kind: 'invalid', id, error });

function readId(value: unknown): RequestId | null {
  const parsed = RequestIdSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export function parseMessage(line: string): Incoming {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return invalid(null, new ProtocolError('parseError'));
  }
  if (Array.isArray(value)) {
    return invalid(null, new ProtocolError('invalidRequest', 'Invalid Request: batches are not supported'));
  }
  if (typeof value !== 'object' || value === null) {
    return invalid(null, new ProtocolError('invalidRequest', 'Invalid Request: not a JSON object'));
  }
  return classify(value as Record<string, unknown>);
}

function classify(message: Record<string, unknown>): Incoming {
  const hasId = 'id' in message;
  const id = hasId ? readId(message.id) : null;
  if (message.jsonrpc !== '2.0') {
    return invalid(id, new ProtocolError('invalidRequest', 'Invalid Request: jsonrpc must be "2.0"'));
  }
  if (hasId && id === null) {
    return invalid(
      null,
      new ProtocolError('invalidRequest', 'Invalid Request: id must be a string or an integer'),
    );
  }
  if ('method' in message) {
    if (typeof message.method !== 'string') {
      return invalid(id, new ProtocolError('invalidRequest', 'Invalid Request: method must be a string'));
    }
    return classifyCall(message.method, id, message.params);
  }
  if (id !== null && ('result' in message || 'error' in message)) {
    const error = 'error' in message ? ErrorObjectSchema.safeParse(message.error) : undefined;
    if (error && !error.success) {
      return invalid(null, new ProtocolError('invalidRequest', 'Invalid Request: malformed error object'));
    }
    return { kind: 'response', id, result: message.result, error: error?.data };
  }
  return invalid(id, new ProtocolError('invalidRequest', 'Invalid Request: no method'));
}

function classifyCall(method: string, id: RequestId | null, rawParams: unknown): Incoming {
  let params: Params | undefined;
  if (rawParams !== undefined) {
    const parsed = ParamsSchema.safeParse(rawParams);
    if (!parsed.success) {
      // MCP params are always an object (JSON-RPC would also allow an array).
      if (id === null) return { kind: 'notification', method, params: undefined };
      return invalid(id, new ProtocolError('invalidParams', 'Invalid params: params must be an object'));
    }
    params = parsed.data;
  }
  if (id === null) return { kind: 'notification', method, params };
  return { kind: 'request', id, method, params };
}
