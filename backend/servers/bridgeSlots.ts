// How many bridged children may run at once (docs/any-server.md, "Limits"): overall and per page, so
// that a page looping on connect cannot fill the machine with processes, and one tab cannot take
// every slot from the others. A slot is held from the upgrade until the child has exited and the
// socket has closed.
import type { IncomingMessage } from 'node:http';
import { PAGE_PROTOCOL_PREFIX } from '../../src/contracts';

/** The WebSocket close code of a refusal: 1013 "Try Again Later" (RFC 6455 §7.4, IANA registry). */
export const OVER_CAPACITY = 1013;

export interface SlotCaps {
  maxChildren: number;
  maxChildrenPerPage: number;
}

const PAGE_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Which page a bridge request comes from. The token is one per launch, shared by every tab, and
 * every page is on loopback, so neither tells pages apart: each page load offers a random id as a
 * subprotocol, `groovymcp.page.<id>`. It is the page's word, not a credential (the token is that):
 * it shares slots fairly among tabs, while the overall cap bounds what any page can take. A
 * client that offers no id (a script) counts under its remote address.
 */
export function pageKey(req: IncomingMessage, protocols: readonly string[]): string {
  const id = protocols.find((p) => p.startsWith(PAGE_PROTOCOL_PREFIX))?.slice(PAGE_PROTOCOL_PREFIX.length);
  if (id !== undefined && PAGE_ID.test(id)) return `page:${id}`;
  return `address:${req.socket.remoteAddress ?? 'unknown'}`;
}

export class BridgeSlots {
  private readonly perPage = new Map<string, number>();
  private total = 0;

  constructor(private readonly caps: SlotCaps) {}

  /** Takes a slot for the page, or says why not (a close reason: at most 123 bytes). */
  take(page: string): { release: () => void } | { refused: string } {
    const held = this.perPage.get(page) ?? 0;
    if (held >= this.caps.maxChildrenPerPage) {
      return {
        refused: `too many servers: this page runs ${held}, the limit per page; stop one (Reset) first`,
      };
    }
    if (this.total >= this.caps.maxChildren) {
      return {
        refused: `too many servers: the backend runs ${this.total}, its limit; stop one in any page first`,
      };
    }
    this.perPage.set(page, held + 1);
    this.total++;
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        this.total--;
        const left = (this.perPage.get(page) ?? 1) - 1;
        if (left === 0) this.perPage.delete(page);
        else this.perPage.set(page, left);
      },
    };
  }
}
