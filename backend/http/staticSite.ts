// Serves the built app from dist/ (docs/ARCHITECTURE.md: the backend "serves the built app"). The URL path is
// decoded segment by segment and any segment that could leave dist/ is refused before touching the
// disk; the real path of what is found must still be inside the real dist/ (a symlink in dist/
// cannot point out). index.html gets the per-launch token and is never cached.
import { createReadStream } from 'node:fs';
import { readFile, realpath, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, sep } from 'node:path';
import { contentTypeOf } from './contentTypes';
import { HttpError, requireGetOrHead } from './httpError';
import { injectTokenMeta } from './injectTokenMeta';

/** Vite puts every content-hashed file under assets/ (build.assetsDir), so those never change. */
const HASHED_PREFIX = `assets${sep}`;

const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Resource-Policy': 'same-origin',
  // The page holds the token: no other site may frame it.
  'X-Frame-Options': 'DENY',
  'Content-Security-Policy': "frame-ancestors 'none'",
  // Cross-origin isolation: every resource of the app is same-origin, and an isolated page gets
  // precise timers (5 µs rather than 100 µs), which the traffic view's latencies need to mean
  // anything at the speed of the worker round trip.
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Embedder-Policy': 'require-corp',
} as const;

const notFound = (): HttpError => new HttpError(404, 'notFound', 'not found');
const badPath = (): HttpError => new HttpError(400, 'invalid', 'invalid path');

/** URL path → path segments relative to dist/, or an HttpError for anything that could escape. */
export function segmentsOf(rawUrl: string): string[] {
  const path = rawUrl.split(/[?#]/, 1)[0]!;
  if (!path.startsWith('/')) throw badPath();
  const segments: string[] = [];
  for (const raw of path.slice(1).split('/')) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      throw badPath();
    }
    // Encoded slashes and backslashes, NUL, and dot segments (also when percent-encoded).
    if (/[/\\\0]/.test(segment) || segment === '.' || segment === '..') throw badPath();
    if (segment !== '') segments.push(segment);
  }
  return segments;
}

export interface PageOfVisitor {
  readonly token: string;
  readonly headers: Readonly<Record<string, string>>;
}

export class StaticSite {
  private constructor(
    private readonly realDist: string,
    private readonly token: string,
  ) {}

  /** Undefined when dist/ does not exist (API-only backend, or the app is not built). */
  static async open(distDir: string, token: string): Promise<StaticSite | undefined> {
    try {
      const realDist = await realpath(distDir);
      return (await stat(realDist)).isDirectory() ? new StaticSite(realDist, token) : undefined;
    } catch {
      return undefined;
    }
  }

  /**
   * `page`: hosted mode's visitor, asked for only when index.html is sent: the token it carries
   * instead of the launch's, and headers (its Set-Cookie) for it alone (docs/hosted.md, "Sessions and cookies").
   */
  async serve(req: IncomingMessage, res: ServerResponse, page?: () => PageOfVisitor): Promise<void> {
    requireGetOrHead(req);
    const segments = segmentsOf(req.url ?? '/');
    const file = await this.find(segments);
    if (file !== undefined && file !== join(this.realDist, 'index.html')) {
      return this.sendFile(req, res, file);
    }
    // SPA fallback: a path without an extension is a client route; a missing asset is a 404.
    const last = segments.at(-1) ?? '';
    if (file === undefined && last.includes('.')) throw notFound();
    return this.sendIndex(req, res, page);
  }

  /** The real path of a regular file inside dist/, or undefined. */
  private async find(segments: string[]): Promise<string | undefined> {
    if (segments.length === 0) return undefined;
    try {
      const real = await realpath(join(this.realDist, ...segments));
      if (!real.startsWith(this.realDist + sep)) return undefined;
      return (await stat(real)).isFile() ? real : undefined;
    } catch {
      return undefined;
    }
  }

  private async sendIndex(
    req: IncomingMessage,
    res: ServerResponse,
    pageOfVisitor?: () => PageOfVisitor,
  ): Promise<void> {
    let html: string;
    try {
      html = await readFile(join(this.realDist, 'index.html'), 'utf8');
    } catch {
      throw new HttpError(404, 'notFound', 'the app is not built (dist/index.html is missing)');
    }
    const page = pageOfVisitor?.();
    const body = Buffer.from(injectTokenMeta(html, page?.token ?? this.token), 'utf8');
    res.writeHead(200, {
      ...SECURITY_HEADERS,
      ...page?.headers,
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': String(body.length),
      // It carries this launch's token: a cached copy would hold a stale one.
      'Cache-Control': 'no-store',
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  private async sendFile(req: IncomingMessage, res: ServerResponse, file: string): Promise<void> {
    const info = await stat(file);
    const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
    const hashed = file.slice(this.realDist.length + 1).startsWith(HASHED_PREFIX);
    const headers = {
      ...SECURITY_HEADERS,
      ETag: etag,
      'Last-Modified': info.mtime.toUTCString(),
      'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
    };
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
    res.writeHead(200, {
      ...headers,
      'Content-Type': contentTypeOf(file),
      'Content-Length': String(info.size),
    });
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    const stream = createReadStream(file);
    // Headers are out: a read error can only cut the response short.
    stream.on('error', () => res.destroy());
    stream.pipe(res);
  }
}
