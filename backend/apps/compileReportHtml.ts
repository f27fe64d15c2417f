// groovymcp's own MCP App as one self-contained HTML string (docs/server.md, "MCP Apps: the compile
// report"): src/apps/compileReport/main.ts, with ext-apps' App class, bundled by Vite into one
// script inlined into index.html. Nothing is loaded from anywhere, so the sandbox's default-deny CSP
// lets it run. bin/groovymcp builds it on the first resources/read that asks for it (offline, from
// node_modules; about half a second); the playground's worker gets it prebuilt by the Vite plugin of
// scripts/compileReportPlugin.ts, which calls this same function.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const APP_DIR = fileURLToPath(new URL('../../src/apps/compileReport/', import.meta.url));
const SCRIPT_SLOT = '<!--app-script-->';

/** Keeps the bundle from ending its <script> element early or opening an HTML comment in it. */
export function inlineScript(code: string): string {
  return `<script>${code.replace(/<\/(script)/gi, '<\\/$1').replace(/<!--/g, '<\\!--')}</script>`;
}

async function build(): Promise<string> {
  // Loaded only here: the server needs Vite only when a client asks for the app.
  const { build: viteBuild } = await import('vite');
  const output = await viteBuild({
    configFile: false,
    logLevel: 'silent',
    root: APP_DIR,
    build: {
      write: false,
      minify: true,
      target: 'es2022',
      lib: { entry: `${APP_DIR}main.ts`, formats: ['iife'], name: 'groovymcpCompileReport' },
    },
  });
  const outputs = Array.isArray(output) ? output : [output];
  const chunk = outputs.flatMap((o) => ('output' in o ? o.output : [])).find((file) => file.type === 'chunk');
  if (chunk === undefined || chunk.type !== 'chunk') throw new Error('the compile report built no script');
  const page = await readFile(`${APP_DIR}index.html`, 'utf8');
  return page.replace(SCRIPT_SLOT, () => inlineScript(chunk.code));
}

let built: Promise<string> | undefined;

/** The app's HTML, built once per process (a failed build is tried again on the next read). */
export function compileReportHtml(): Promise<string> {
  built ??= build().catch((error: unknown) => {
    built = undefined;
    throw error;
  });
  return built;
}
