// What the Streamable HTTP transport needs to know of a line it carries (docs/any-server.md,
// "Streamable HTTP"), read without changing it: the line crosses byte for byte, so these parse a
// copy and answer `undefined` (or false) for anything that is not the JSON they look for.

/** The `id` of an outgoing initialize and the version its result chose, read without changing the line. */
export function initializeId(line: string): unknown {
  try {
    const message = JSON.parse(line) as { method?: unknown; id?: unknown };
    return message.method === 'initialize' ? message.id : undefined;
  } catch {
    return undefined;
  }
}

/** The `id` of an outgoing request (not a notification, not a response). */
export function requestId(line: string): unknown {
  try {
    const message = JSON.parse(line) as { method?: unknown; id?: unknown };
    return typeof message.method === 'string' ? message.id : undefined;
  } catch {
    return undefined;
  }
}

/** Whether a line from the server answers the request `id`. */
export function answers(line: string, id: unknown): boolean {
  try {
    const message = JSON.parse(line) as { method?: unknown; id?: unknown };
    return message.method === undefined && message.id === id;
  } catch {
    return false;
  }
}

/** The protocol version the initialize result with `id` chose. */
export function chosenVersion(line: string, id: unknown): string | undefined {
  try {
    const message = JSON.parse(line) as { id?: unknown; result?: { protocolVersion?: unknown } };
    const version = message.id === id ? message.result?.protocolVersion : undefined;
    return typeof version === 'string' ? version : undefined;
  } catch {
    return undefined;
  }
}
