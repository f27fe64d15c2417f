// How a URL elicitation's address is shown (docs/any-server.md, "URL-mode elicitation"): the text
// split around its host so the host can stand out, and whether it deserves a warning.

export interface UrlShape {
  readonly before: string;
  readonly host: string;
  readonly after: string;
  /** Set for an address that is not https (a local http address is not warned about). */
  readonly warning?: string;
  /** http to this machine (localhost, 127.0.0.1, [::1]). */
  readonly local: boolean;
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export function urlShape(text: string): UrlShape {
  if (!URL.canParse(text))
    return { before: text, host: '', after: '', local: false, warning: 'Not a valid URL.' };
  const url = new URL(text);
  // The host as written, after any user info (`https://good.example@evil.example/` is evil.example).
  const slashes = text.indexOf('//');
  const start = slashes < 0 ? -1 : slashes + 2;
  const rest = start < 0 ? '' : text.slice(start);
  const authorityEnd = start + (rest.search(/[/?#\\]/) < 0 ? rest.length : rest.search(/[/?#\\]/));
  const hostStart = start + rest.slice(0, authorityEnd - start).lastIndexOf('@') + 1;
  const [before, host, after] =
    start < 0 || url.host === ''
      ? [text, '', '']
      : [text.slice(0, hostStart), text.slice(hostStart, authorityEnd), text.slice(authorityEnd)];
  const local = url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname);
  const warning =
    url.protocol === 'https:' || local
      ? undefined
      : `Not https: ${url.protocol.replace(/:$/, '')} is not encrypted or not a web page. Open it only if you trust it.`;
  return { before, host, after, local, ...(warning ? { warning } : {}) };
}
