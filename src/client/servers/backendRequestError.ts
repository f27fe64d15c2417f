// A request from the page to the backend's own API (OAuth routes, typed-URL registration) that did
// not succeed (docs/any-server.md): the backend could not be reached, or it answered an error. Its
// message is what the page shows; `status` is the HTTP status when there was an answer.
export class BackendRequestError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'BackendRequestError';
  }
}
