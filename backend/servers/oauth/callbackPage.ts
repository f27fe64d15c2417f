// The page the authorization server's redirect lands on (docs/any-server.md, "Authorization"): it
// says in words how the authorization ended, tells the page that opened the popup (a postMessage to
// this same origin only, carrying the server's name and whether it worked, never a code or a token)
// and closes itself.
import { OAUTH_DONE_MESSAGE, type OAuthDoneMessage } from '../../../src/contracts';

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** JSON safe inside a <script>: no `<` can end it early. */
const scriptJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

export function callbackPage(outcome: {
  ok: boolean;
  server?: string | undefined;
  message?: string;
}): string {
  const done: OAuthDoneMessage = { type: OAUTH_DONE_MESSAGE, server: outcome.server ?? '', ok: outcome.ok };
  const words = outcome.ok
    ? `${outcome.server} is authorized. This window closes by itself; if not, close it and go back to the playground.`
    : `Authorization failed: ${outcome.message ?? 'unknown reason'}.`;
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>groovymcp: authorization ${outcome.ok ? 'done' : 'failed'}</title></head>
<body>
<p role="status">${escapeHtml(words)}</p>
<script>
const done = ${scriptJson(done)};
if (window.opener) window.opener.postMessage(done, location.origin);
${outcome.ok ? 'setTimeout(() => window.close(), 300);' : ''}
</script>
</body>
</html>
`;
}
