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
   * read, or nothing taken from the child's stdin while it is not. Checked at each ping, so the
   * end comes within `deadAfterMs + pingIntervalMs`.
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
  private lastHeard = Date.now();
  private progressAt = Date.now();
  private takenAtLastTick = 0;
  private pausedAtLastTick = false;
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly ws: WebSocket,
    private readonly times: HeartbeatTimes,
    private readonly probe: HeartbeatProbe,
    private readonly onGone: (why: PageGone) => void,
  ) {
    const heard = (): void => {
      this.lastHeard = Date.now();
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
    const now = Date.now();
    if (this.probe.socketPaused()) {
      const taken = this.probe.linesTaken();
      if (!this.pausedAtLastTick || taken !== this.takenAtLastTick) this.progressAt = now;
      this.pausedAtLastTick = true;
      this.takenAtLastTick = taken;
      // Nothing can be heard while the socket is not read: the pong clock starts again on resume.
      this.lastHeard = now;
      if (now - this.progressAt >= this.times.deadAfterMs) return this.onGone('stalled');
    } else {
      this.pausedAtLastTick = false;
      if (now - this.lastHeard >= this.times.deadAfterMs) return this.onGone('silent');
    }
    // Also while paused: a write to a page whose socket is closed fails, and that closes ours.
    this.ws.ping();
  }
}
