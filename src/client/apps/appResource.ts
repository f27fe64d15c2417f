// MCP Apps (docs/playground.md, "MCP Apps"): which tool names an app, and the app's HTML and policy
// out of its `resources/read` answer, as the ext-apps spec (2026-01-26) lays them out.
import { isPlainObject } from '../../contracts';
import { APP_MIME_TYPE } from '../connection/revisions';
import type { ReadResourceResult, Tool } from '../serverTypes';

/** The Traffic `origin` of a request an MCP App made (not the editor's: "Hide editor traffic" keeps it). */
export const APP_ORIGIN = 'app';

/** What the sandbox needs to show an app: its HTML and the `_meta.ui` policy its resource asks for. */
export interface AppResource {
  readonly uri: string;
  readonly html: string;
  /** `_meta.ui.csp` (connectDomains, resourceDomains, frameDomains, baseUriDomains); absent: deny all. */
  readonly csp?: Record<string, unknown>;
  /** `_meta.ui.permissions` (camera, microphone, …): reported to the app, never granted yet. */
  readonly permissions?: Record<string, unknown>;
}

const object = (value: unknown): Record<string, unknown> | undefined =>
  isPlainObject(value) ? (value as Record<string, unknown>) : undefined;

/** `_meta.ui.resourceUri`, or the flat `_meta["ui/resourceUri"]` servers still send for older hosts. */
export function appResourceUri(tool: Tool): string | undefined {
  const meta = object((tool as { _meta?: unknown })._meta);
  const uri = object(meta?.ui)?.resourceUri ?? meta?.['ui/resourceUri'];
  return typeof uri === 'string' && uri.startsWith('ui://') ? uri : undefined;
}

function decodeBase64Utf8(blob: string): string {
  const bytes = Uint8Array.from(atob(blob), (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** The app in a `resources/read` answer, or why there is none (said under the result). */
export function appFromResource(uri: string, result: ReadResourceResult): AppResource | { problem: string } {
  const content = result.contents.find((c) => c.uri === uri) ?? result.contents[0];
  if (content === undefined) return { problem: `${uri}: the server returned no contents` };
  if (content.mimeType !== APP_MIME_TYPE) {
    return { problem: `${uri}: mimeType is ${content.mimeType ?? '(none)'}, not ${APP_MIME_TYPE}` };
  }
  const html =
    typeof content.text === 'string'
      ? content.text
      : typeof content.blob === 'string'
        ? decodeBase64Utf8(content.blob)
        : undefined;
  if (html === undefined) return { problem: `${uri}: the contents have neither text nor blob` };
  const ui = object(object((content as { _meta?: unknown })._meta)?.ui);
  const csp = object(ui?.csp);
  const permissions = object(ui?.permissions);
  return { uri, html, ...(csp ? { csp } : {}), ...(permissions ? { permissions } : {}) };
}
