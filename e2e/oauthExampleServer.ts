// The e2e setup of docs/any-server.md, "Authorization": the official SDK's OAuth example on free
// ports (test-support/oauthExampleServer.ts) and a backend of the spec's own whose config names it
// `secure` (e2e/ownBackend.ts).
import { startOAuthExampleServer, type OAuthExampleServer } from '../test-support/oauthExampleServer';
import { startOwnBackend } from './ownBackend';

export interface OAuthSetup {
  readonly example: OAuthExampleServer;
  /** The backend's page, `http://127.0.0.1:<port>/`. */
  readonly url: string;
  stop(): Promise<void>;
}

export async function startOAuthSetup(): Promise<OAuthSetup> {
  const example = await startOAuthExampleServer({ strict: true });
  const backend = await startOwnBackend({ servers: { secure: { url: example.url } } });
  return {
    example,
    url: backend.url,
    stop: async () => {
      await backend.stop();
      await example.close();
    },
  };
}
