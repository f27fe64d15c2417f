// The server's `notifications/elicitation/complete` (docs/any-server.md, "URL-mode elicitation"),
// kept by the client from the moment it exists: one may come before the dialog that shows its
// elicitation is on screen (the dialog's code loads on first use), and the dialog must still say
// it. Only the latest few are kept, and a new session forgets them (ids are the server's own).
import { isPlainObject } from '../../contracts/isPlainObject';
import { Observable } from '../observable';

/** More than a person could have open at once. */
export const REMEMBERED_COMPLETIONS = 64;

export class CompletedElicitations extends Observable {
  /** In the order they came: the oldest is forgotten first. */
  private readonly ids = new Set<string>();

  /** One `notifications/elicitation/complete`'s params; any without a string `elicitationId` is ignored. */
  receive(params: unknown): void {
    const id = isPlainObject(params) ? params.elicitationId : undefined;
    if (typeof id !== 'string' || this.ids.has(id)) return;
    this.ids.add(id);
    if (this.ids.size > REMEMBERED_COMPLETIONS) this.ids.delete(this.ids.values().next().value!);
    this.changed();
  }

  has = (elicitationId: string): boolean => this.ids.has(elicitationId);

  sessionEnded(): void {
    if (this.ids.size === 0) return;
    this.ids.clear();
    this.changed();
  }
}
