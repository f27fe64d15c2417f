// The page ↔ backend contract for MCP Apps (docs/playground.md, "MCP Apps").

/** GET: `{"url": "http://127.0.0.1:<port>/sandbox.html"}`, the sandbox proxy page on its own origin. */
export const APP_SANDBOX_PATH = 'api/apps/sandbox';
