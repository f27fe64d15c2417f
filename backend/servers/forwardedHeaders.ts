// The headers typed in the page for a Streamable HTTP server, read from the proxy request's
// `X-Groovymcp-Forward` (docs/any-server.md, "Headers from the page"). Anything the proxy would
// not forward is refused with a 400 naming the header, before the server is contacted.
import { FORWARD_HEADER, forwardHeaderProblem } from '../../src/contracts';
import { HttpError } from '../http/httpError';

const invalid = (message: string): HttpError => new HttpError(400, 'invalid', message);

/** The typed headers, names in lower case; `{}` without the carrier. */
export function readForwardHeaders(raw: string | string[] | undefined): Record<string, string> {
  if (raw === undefined) return {};
  const shape = `${FORWARD_HEADER} must be one JSON object of header names to string values`;
  if (Array.isArray(raw)) throw invalid(shape);
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw invalid(shape);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw invalid(shape);
  const headers: Record<string, string> = {};
  for (const [name, text] of Object.entries(value)) {
    if (typeof text !== 'string') throw invalid(`${shape}: ${JSON.stringify(name)} is not a string`);
    const problem = forwardHeaderProblem(name, text);
    if (problem !== undefined) throw invalid(`${FORWARD_HEADER}: ${problem}`);
    headers[name.toLowerCase()] = text;
  }
  return headers;
}

/** Header names in lower case, so that a typed header replaces the config's of the same name. */
export function lowerCaseNames(headers: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
}
