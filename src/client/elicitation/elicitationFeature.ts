// Elicitation as a feature of the client core (docs/elicitation.md, "Client"): one handler (the
// playground's dialog) answers the classic `elicitation/create` and the MRTR rounds alike
// (autoResume.ts, run by the calls in ../serverFeatures.ts), and `notifications/elicitation/complete`
// is kept for URL elicitations (completedElicitations.ts). Without a handler a classic request is
// not this feature's to answer: it goes to the app's fallback, or is "method not found".
import type { ClientCore } from '../connection/clientCore';
import { answerElicitation } from './answerElicitation';
import { CompletedElicitations } from './completedElicitations';
import type { ElicitationHandler } from './elicitationTypes';

export type ElicitationHost = Pick<
  ClientCore,
  'setRequestHandler' | 'setNotificationHandler' | 'onSessionEnd'
>;

export class ElicitationFeature {
  /** The URL elicitations the server said complete (a dialog may come on screen after its word). */
  readonly completed = new CompletedElicitations();
  private answerer: ElicitationHandler | undefined;

  /**
   * `pendingCallOf(ref)`: the raw request line of the call the server request of wire ref `ref`
   * belongs to (Traffic knows the conversation), so the dialog can say who asks.
   */
  constructor(host: ElicitationHost, pendingCallOf: (ref: number) => string | undefined) {
    host.setRequestHandler('elicitation/create', async ({ id, params, ref, signal }) => {
      const handler = this.answerer;
      return handler && answerElicitation(id, params, handler, pendingCallOf(ref), signal);
    });
    host.setNotificationHandler('notifications/elicitation/complete', (params) =>
      this.completed.receive(params),
    );
    host.onSessionEnd((reason) => {
      if (reason === 'connect') this.completed.sessionEnded();
    });
  }

  get handler(): ElicitationHandler | undefined {
    return this.answerer;
  }

  /** Who answers elicitations (the playground's dialog); undefined: classic requests are refused. */
  setHandler(handler: ElicitationHandler | undefined): void {
    this.answerer = handler;
  }
}
