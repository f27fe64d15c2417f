// Whether the page behind a bridge socket is still there (docs/any-server.md, "When the page goes
// away"). A page can vanish without a close the bridge hears: a tab killed, a network drop with no
// FIN, or a close sent while the bridge does not read the socket because the child's stdin is full.
// So the bridge pings the page and, while it reads the socket, ends a page that stays silent; while
// it does not read (and so could hear neither a pong nor a close), it bounds how long the child may
// take nothing from its stdin. A ping written to a page that has gone also fails the socket at once.
import type { WebSocket } from 'ws';

export interface HeartbeatTimes {
  /** How often the bridge pings the page. */
  pingIntervalMs: number;
  /**
   * Silence after which the page is taken for gone: no pong (nor any frame) while the socket is
   * read, or no line taken by the child from its stdin while it is not. Counted in pings
   * (`deadAfterMs / pingIntervalMs` in a row), so the end comes within `deadAfterMs + pingIntervalMs`.
   */
  deadAfterMs: number;
}

/** What the heartbeat asks its session at each ping. */
export interface HeartbeatProbe {
  /** The socket is not read (backpressure from the child's stdin): no pong can be heard. */
  socketPaused(): boolean;
  /** Lines the child has taken from its stdin so far (each one whole). */
  linesTaken(): number;
}

export type PageGone =
  /** Read, but no pong or frame for `deadAfterMs`: the page or its network is gone. */
  | 'silent'
  /** Not read, and the child took nothing from its stdin for `deadAfterMs`. */
  | 'stalled';

export class PageHeartbeat {
  /** Pings in a row after which the page is gone: counted in pings, not read off a clock, so a
   * backend whose event loop was held up does not take the pongs it has not read yet for silence. */
  private readonly deadAfterPings: number;
  /** A frame since the last ping; the upgrade itself counts. */
  private heard = true;
  private pausedAtLastPing = false;
  private silentPings = 0;
  private stalledPings = 0;
  private takenAtLastPing = 0;
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly ws: WebSocket,
    times: HeartbeatTimes,
    private readonly probe: HeartbeatProbe,
    private readonly onGone: (why: PageGone) => void,
  ) {
    this.deadAfterPings = Math.max(1, Math.ceil(times.deadAfterMs / times.pingIntervalMs));
    const heard = (): void => {
      this.heard = true;
    };
    ws.on('pong', heard);
    ws.on('ping', heard);
    ws.on('message', heard);
    this.timer = setInterval(() => this.tick(), times.pingIntervalMs);
    // A heartbeat never holds the backend's process open by itself. It runs until the socket has
    // closed: after a stall the session reads the socket again, and a page that stays silent then is
    // still found.
    this.timer.unref();
    ws.once('close', () => clearInterval(this.timer));
  }

  private tick(): void {
    if (this.probe.socketPaused()) {
      // Nothing can be heard while the socket is not read: the silence count starts again on resume.
      this.silentPings = 0;
      // Counted from the first ping that finds the socket paused, never from before the pause.
      const taken = this.probe.linesTaken();
      const stalled = this.pausedAtLastPing && taken === this.takenAtLastPing;
      this.stalledPings = stalled ? this.stalledPings + 1 : 0;
      this.takenAtLastPing = taken;
      this.pausedAtLastPing = true;
      if (this.stalledPings >= this.deadAfterPings) return this.onGone('stalled');
    } else {
      this.pausedAtLastPing = false;
      this.silentPings = this.heard ? 0 : this.silentPings + 1;
      if (this.silentPings >= this.deadAfterPings) return this.onGone('silent');
    }
    this.heard = false;
    // Also while paused: a write to a page whose socket is closed fails, and that closes ours.
    this.ws.ping();
  }
}
