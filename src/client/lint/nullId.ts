// An error reply with `id: null` (docs/playground.md, "Traffic"). JSON-RPC 2.0 requires `null`
// there when the request could not be read (not JSON, a batch, a line over the cap), but every MCP
// schema's `RequestId` is `string | integer`, so the official schema flags it. The lint keeps the
// schema honest and the reader calm: that one error, on that one path, becomes a neutral note;
// every other problem of the same message still counts as a violation.
import type { ErrorObject } from 'ajv';

export const NULL_ID_NOTE = "JSON-RPC null id (outside the MCP schema's RequestId)";

/** Whether `message` is an error reply whose id is JSON null. */
export function isNullIdError(message: unknown): boolean {
  return (
    typeof message === 'object' &&
    message !== null &&
    'error' in message &&
    (message as { id?: unknown }).id === null
  );
}

/** The schema's complaint about a null `/id`: a `type` failure of the RequestId definition. */
export function isRequestIdTypeError(error: ErrorObject): boolean {
  return (
    error.instancePath === '/id' && error.keyword === 'type' && /\/RequestId\/type$/.test(error.schemaPath)
  );
}
