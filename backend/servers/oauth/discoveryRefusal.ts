// Why the backend would not fetch, or would not use, something a server pointed it at
// (docs/any-server.md, "Authorization", "What discovery refuses"). The reason is written by the
// backend: it never quotes the refused answer's body, so it can go to the page as it is. `status`
// and `size` are the only facts of an answer that are kept once it is refused.
export class DiscoveryRefusal extends Error {
  constructor(
    readonly reason: string,
    readonly answer?: { readonly status: number; readonly size: number },
  ) {
    super(reason);
    this.name = 'DiscoveryRefusal';
  }
}
