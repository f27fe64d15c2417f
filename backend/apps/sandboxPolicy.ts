// The Content-Security-Policy of the MCP Apps sandbox proxy page (docs/playground.md, "MCP Apps"). The
// app's HTML goes into a `srcdoc` frame inside that page, and a srcdoc document inherits its parent's
// policy, so this one header is what the app runs under: default deny, widened only by the origins
// the ui:// resource's `_meta.ui.csp` names (ext-apps `McpUiResourceCsp`).

export interface AppCsp {
  connectDomains?: unknown;
  resourceDomains?: unknown;
  frameDomains?: unknown;
  baseUriDomains?: unknown;
}

// An origin, optionally with a `*.` subdomain wildcard: anything else (a quote, a `;`, a keyword) could
// widen the policy or split the header, so it is dropped.
const ORIGIN = /^(https?|wss?):\/\/(\*\.)?[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*(:\d{1,5})?$/;

function origins(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((v): v is string => typeof v === 'string' && ORIGIN.test(v))
    : [];
}

const list = (values: string[], fallback: string): string =>
  values.length > 0 ? values.join(' ') : fallback;

/** The policy for an app: `csp` as the resource asked, `frameAncestors` the playground's origins. */
export function sandboxPolicy(csp: AppCsp | undefined, frameAncestors: readonly string[]): string {
  const resources = origins(csp?.resourceDomains);
  const withResources = (base: string): string => [base, ...resources].join(' ');
  return [
    "default-src 'none'",
    // Apps are single HTML files with inline scripts and styles (the spec's bundling advice).
    withResources("script-src 'unsafe-inline'"),
    withResources("style-src 'unsafe-inline'"),
    withResources('img-src data: blob:'),
    withResources('font-src data:'),
    withResources('media-src data: blob:'),
    `connect-src ${list(origins(csp?.connectDomains), "'none'")}`,
    `frame-src ${list(origins(csp?.frameDomains), "'none'")}`,
    `base-uri ${list(origins(csp?.baseUriDomains), "'none'")}`,
    "form-action 'none'",
    `frame-ancestors ${list([...frameAncestors], "'none'")}`,
  ].join('; ');
}

/** `csp` from the page's query (JSON), or undefined when absent or not an object. */
export function parseCspParam(raw: string | null): AppCsp | undefined {
  if (raw === null) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as AppCsp)
      : undefined;
  } catch {
    return undefined;
  }
}
