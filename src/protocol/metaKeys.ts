// The reserved `_meta` keys of 2026-07-28 (docs/revisions.md §1, "Request _meta"), shared by the server
// (which reads them) and the playground's client (which writes them). A module of its own, so the
// client can import it without pulling the revision adapters into the page's bundle.
export const META_PROTOCOL_VERSION = 'io.modelcontextprotocol/protocolVersion';
export const META_CLIENT_CAPABILITIES = 'io.modelcontextprotocol/clientCapabilities';
export const META_CLIENT_INFO = 'io.modelcontextprotocol/clientInfo';
export const META_SERVER_INFO = 'io.modelcontextprotocol/serverInfo';
/** Ties a message to a task (docs/tasks.md, "Methods": tasks/result). */
export const META_RELATED_TASK = 'io.modelcontextprotocol/related-task';
/** The 2026-07-28 tasks extension's identifier (docs/tasks.md, "Which calls become tasks"). */
export const TASKS_EXTENSION = 'io.modelcontextprotocol/tasks';
/** The playground's hint that a call should run as a task in 2026-07-28 (docs/tasks.md). */
export const META_PREFER_TASK = 'groovymcp/preferTask';
/**
 * The playground's hint that a request is the editor's own background work (docs/server.md §3):
 * the session starts it at once beside the one-at-a-time queue, never ahead of a person's call.
 */
export const META_BACKGROUND = 'groovymcp/background';
