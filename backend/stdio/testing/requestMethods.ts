// Test support: the method of each request a test's client sent, by id, so that the server's answer
// is validated against that method's result type (the official schemas type results by method). One
// memory for the stdio child harness, the SDK transport's recorder and the in-process session harness.
type Json = Record<string, unknown>;

export class RequestMethods {
  private readonly byId = new Map<string | number, string>();

  /** Notes a message the client sent, or the line it wrote: only a request (a method and an id) counts. */
  sent(message: Json | string): void {
    let parsed: unknown = message;
    if (typeof message === 'string') {
      try {
        parsed = JSON.parse(message);
      } catch {
        return; // a malformed line asks for no method
      }
    }
    const { id, method } = (parsed ?? {}) as Json;
    if (typeof method === 'string' && (typeof id === 'string' || typeof id === 'number'))
      this.byId.set(id, method);
  }

  /** The method of the request sent with this message's id; undefined for a null or absent id. */
  answeredBy(message: Json): string | undefined {
    const { id } = message;
    return typeof id === 'string' || typeof id === 'number' ? this.byId.get(id) : undefined;
  }
}
