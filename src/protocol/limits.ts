// Default limits of docs/server.md §2 and §5–§6.

/** One JSON-RPC message is one line of at most 2 MiB of UTF-8 (the CR of a CRLF excluded). */
export const MAX_MESSAGE_BYTES = 2 * 1024 * 1024;
/** Source text over 512 Ki UTF-16 code units is a tool error. */
export const MAX_SOURCE_CHARS = 512 * 1024;
/** A tool result whose JSON is over 512 Ki characters is replaced by a tool error. */
export const MAX_RESULT_CHARS = 512 * 1024;
/**
 * Open buffers per session, and their total size: every buffer a call may send along as related
 * stays in memory, so a session cannot grow without bound (docs/server.md §5, "close drops one").
 */
export const MAX_OPEN_BUFFERS = 32;
export const MAX_OPEN_BUFFER_CHARS = 4 * 1024 * 1024;
