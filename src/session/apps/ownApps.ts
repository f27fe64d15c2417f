// groovymcp's own MCP App (docs/server.md, "MCP Apps: the compile report"): offered only to a client
// that declares the extension `io.modelcontextprotocol/ui` with the app MIME type. To such a client
// `diagnostics` names `ui://groovymcp/compile-report`, resources/list lists it and resources/read
// returns its HTML; every other client gets exactly the answers it got before the app existed.
import { APP_MIME_TYPE, APPS_EXTENSION_ID, isPlainObject } from '../../contracts';
import type { JsonObject, NeutralResource, NeutralResourceContents, ServerResults } from '../../protocol';

export const COMPILE_REPORT_URI = 'ui://groovymcp/compile-report';

/** The tool that names the app. */
export const COMPILE_REPORT_TOOL = 'diagnostics';

export const COMPILE_REPORT_RESOURCE: NeutralResource = {
  uri: COMPILE_REPORT_URI,
  name: 'compile-report',
  title: 'Compile report',
  description:
    'An MCP App showing a diagnostics result: each marker with a code frame, and a Re-run button that calls diagnostics again.',
  mimeType: APP_MIME_TYPE,
};

/**
 * The app's HTML, one self-contained page, built from src/apps/compileReport/ by whoever starts the
 * session (the worker loads it from a build-time chunk, bin/groovymcp builds it on first use).
 * A session without it offers no app, to any client.
 */
export type OwnAppHtml = (uri: string) => Promise<string>;

/** Whether the client declared the extension with the app MIME type (the spec's `getUiCapability` test). */
export function declaresApps(capabilities: JsonObject): boolean {
  const extensions = capabilities.extensions;
  if (!isPlainObject(extensions)) return false;
  const ui = (extensions as Record<string, unknown>)[APPS_EXTENSION_ID];
  if (!isPlainObject(ui)) return false;
  const mimeTypes = (ui as Record<string, unknown>).mimeTypes;
  return Array.isArray(mimeTypes) && mimeTypes.includes(APP_MIME_TYPE);
}

/**
 * The revision's tools/list with the app named on `diagnostics`, in both spellings ext-apps'
 * `registerAppTool` writes (`_meta.ui.resourceUri`, and the flat `"ui/resourceUri"` older hosts read).
 */
export function withAppTool(list: ServerResults['tools/list']): ServerResults['tools/list'] {
  const tools = list.tools.map((tool) => {
    if (tool.name !== COMPILE_REPORT_TOOL) return tool;
    const meta: unknown = (tool as { _meta?: unknown })._meta;
    const _meta = {
      ...(isPlainObject(meta) ? meta : {}),
      ui: { resourceUri: COMPILE_REPORT_URI },
      'ui/resourceUri': COMPILE_REPORT_URI,
    };
    return { ...tool, _meta };
  });
  return { ...list, tools };
}

/** The app's resources/read contents. */
export async function readOwnApp(uri: string, html: OwnAppHtml): Promise<NeutralResourceContents> {
  return { uri, mimeType: APP_MIME_TYPE, text: await html(uri) };
}
