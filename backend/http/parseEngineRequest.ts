// The body of POST /api/engine: an engine request without `id` (docs/engine-protocol.md, "Request").
// Checked here so that a malformed body is a 400 at the boundary and never reaches the JVM; the
// forwarded request is rebuilt from the known fields only.
import { ENGINE_OPS, isPlainObject, quote } from '../../src/contracts';
import type { EngineBuffer, EngineOp, EngineRequest } from '../../src/contracts';
import { HttpError } from './httpError';

const OPS: ReadonlySet<string> = new Set<string>(ENGINE_OPS);
const FIELDS: ReadonlySet<string> = new Set(['op', 'uri', 'text', 'related', 'args']);
const utf8 = new TextDecoder('utf-8', { fatal: true });

const invalid = (message: string): HttpError => new HttpError(400, 'invalid', message);

function parseBuffer(value: unknown, at: string): EngineBuffer {
  if (!isPlainObject(value) || typeof value.uri !== 'string' || typeof value.text !== 'string') {
    throw invalid(`${at} must be {"uri": string, "text": string}`);
  }
  return { uri: value.uri, text: value.text };
}

export function parseEngineRequest(body: Buffer): EngineRequest {
  let json: unknown;
  try {
    json = JSON.parse(utf8.decode(body));
  } catch {
    throw invalid('body is not valid JSON');
  }
  if (!isPlainObject(json)) throw invalid('body must be a JSON object');
  for (const key of Object.keys(json)) {
    if (!FIELDS.has(key)) throw invalid(`unexpected field ${quote(key)}`);
  }
  const { op, uri, text, related, args } = json;
  if (typeof op !== 'string' || !OPS.has(op)) throw invalid('op must be an engine op');
  const request: EngineRequest = { op: op as EngineOp };

  const isToolOp = op !== 'info' && op !== 'ping';
  if (isToolOp && (typeof uri !== 'string' || typeof text !== 'string')) {
    throw invalid('uri and text must be strings');
  }
  if (uri !== undefined) {
    if (typeof uri !== 'string') throw invalid('uri must be a string');
    request.uri = uri;
  }
  if (text !== undefined) {
    if (typeof text !== 'string') throw invalid('text must be a string');
    request.text = text;
  }
  if (related !== undefined) {
    if (!Array.isArray(related)) throw invalid('related must be an array');
    request.related = related.map((buffer, i) => parseBuffer(buffer, `related[${i}]`));
  }
  if (args !== undefined) {
    if (!isPlainObject(args)) throw invalid('args must be an object');
    request.args = args;
  }
  return request;
}
