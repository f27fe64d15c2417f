// Sampling as a feature of the client core (docs/playground.md, "Client features for any server"):
// `sampling/createMessage` is answered by the sampling dialog (the handler the app sets) when the
// session declared the `sampling` capability; otherwise it is not this feature's to answer. The
// answer's code (answerSampling.ts) loads with the first request, so a session that gets none
// never fetches it.
import { isPlainObject } from '../../contracts/isPlainObject';
import type { ClientCore } from '../connection/clientCore';
import { answerOf } from '../connection/serverRequests';
import type { SamplingHandler } from './answerSampling';

/** What sampling needs of the core: a place for its handler and the declared capabilities. */
export type SamplingHost = Pick<ClientCore, 'setRequestHandler' | 'capabilities'>;

export class SamplingFeature {
  private handler: SamplingHandler | undefined;

  constructor(host: SamplingHost) {
    host.setRequestHandler('sampling/createMessage', async ({ id, params, signal }) => {
      const handler = this.handler;
      if (!isPlainObject(host.capabilities?.sampling) || !handler) return undefined;
      return import('./answerSampling').then(
        async ({ answerSampling }) => answerOf(await answerSampling(id, params, handler, signal)),
        (cause: unknown) => ({
          error: {
            code: -32603,
            message: `The sampling answer's code could not be loaded: ${String(cause)}`,
          },
        }),
      );
    });
  }

  /** Who answers `sampling/createMessage` (the sampling dialog); undefined: "method not found". */
  setHandler(handler: SamplingHandler | undefined): void {
    this.handler = handler;
  }
}
