// A Streamable HTTP server that wants authorization (docs/any-server.md, "Authorization"): the
// transport turns its 401 or 403 into an HttpAuthRequiredError carrying the parsed challenge, and
// tells the ServerSwitch, whose `authRequired` store the session bar shows ("<name> requires
// authorization" and Authorize).
import type { BearerChallenge } from '../../contracts/authChallenge';

export interface AuthRequired {
  readonly server: string;
  readonly status: 401 | 403;
  readonly challenge: BearerChallenge | undefined;
}

/** What the session bar and the failed request say about it. */
export function describeAuthRequired({ server, status, challenge }: AuthRequired): string {
  if (status === 403 && challenge?.error === 'insufficient_scope') {
    return `${server} refused the token: it needs the scope "${challenge.scope ?? '(not said)'}"`;
  }
  if (status === 403) return `${server} refused the token (HTTP 403)`;
  return `${server} requires authorization`;
}
