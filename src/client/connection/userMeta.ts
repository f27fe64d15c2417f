// The person's own request `_meta` (docs/playground.md, "Session bar": Metadata), merged into the
// params of each request sent from the panels. The client's own keys always win: the caller's
// `_meta` (a progress token set by hand), then the progress token and 2026-07-28's reserved keys,
// which McpClient adds after this, so an entry can never replace them.
type Params = Record<string, unknown>;

/** Keys the client sets itself: an entry of that name is never sent. */
export const CLIENT_META_KEYS: ReadonlySet<string> = new Set(['progressToken']);

/** `params` with the person's entries under any `_meta` the caller set; unchanged when there are none. */
export function withUserMeta(params: Params | undefined, userMeta: Readonly<Params>): Params | undefined {
  const entries = Object.entries(userMeta).filter(([key]) => !CLIENT_META_KEYS.has(key));
  if (entries.length === 0) return params;
  const callerMeta = params?._meta;
  const own = typeof callerMeta === 'object' && callerMeta !== null ? (callerMeta as Params) : {};
  return { ...params, _meta: { ...Object.fromEntries(entries), ...own } };
}
