// Per-visitor buffer URIs (docs/hosted.md, "Security model"). The engine is stateless per request
// (docs/engine-protocol.md), but it caches compiles keyed by each buffer's URI and text: two
// visitors sending `groovy-buffer:snippet` would share entries, and one could time the other's.
// So before a request reaches the engine every buffer URI gets the visitor's namespace in front,
// and the namespace is taken out of the answer again: the page sees exactly what local mode shows.
//
// The namespace ends in `:` so the engine's script name, read after the URI's last `/` or `:`
// (SourceNames.baseName in the engine), and thus every answer, stay the same. An empty URI is left
// alone so that the engine refuses it as it would in local mode.
import type { EngineRequest, EngineResponse } from '../../src/contracts';

export interface NamespacedRequest {
  /** What goes to the engine. */
  readonly request: EngineRequest;
  /** The engine's answer as the page must see it. */
  unmap(response: EngineResponse): EngineResponse;
}

/** A visitor's namespace, from the id's MAC (visitorSessions.ts): 16 hex digits between these. */
export function visitorNamespace(hex16: string): string {
  return `hosted-visitor-${hex16}:`;
}

/** The namespace in front of a namespaced URI, or '' (the engine pool's tie-break reads it). */
export function namespaceOf(uri: string | undefined): string {
  return /^hosted-visitor-[0-9a-f]{16}:/.exec(uri ?? '')?.[0] ?? '';
}

const inside = (namespace: string) => (uri: string) => (uri === '' ? uri : namespace + uri);

/** Every string of `value` (object keys too) without `namespace`; other values as they are. */
export function stripNamespace(value: unknown, namespace: string): unknown {
  if (typeof value === 'string') return value.includes(namespace) ? value.split(namespace).join('') : value;
  if (Array.isArray(value)) return value.map((item) => stripNamespace(item, namespace));
  if (typeof value === 'object' && value !== null) {
    // fromEntries defines own properties: a key "__proto__" from JSON stays a key, not a prototype.
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        stripNamespace(key, namespace),
        stripNamespace(item, namespace),
      ]),
    );
  }
  return value;
}

export function namespaceRequest(request: EngineRequest, namespace: string): NamespacedRequest {
  const prefix = inside(namespace);
  const mapped: EngineRequest = { ...request };
  if (request.uri !== undefined) mapped.uri = prefix(request.uri);
  if (request.related !== undefined) {
    mapped.related = request.related.map((buffer) => ({ uri: prefix(buffer.uri), text: buffer.text }));
  }
  return {
    request: mapped,
    unmap: (response) =>
      response.error !== undefined
        ? {
            error: {
              kind: response.error.kind,
              message: stripNamespace(response.error.message, namespace) as string,
            },
          }
        : { result: stripNamespace(response.result, namespace) },
  };
}
