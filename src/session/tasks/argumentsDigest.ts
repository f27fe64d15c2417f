// A short digest of a call's arguments for the task's origin (docs/tasks.md, "The task snapshot"):
// it tells two calls apart without keeping the source. FNV-1a over the JSON, synchronous and
// cheap (the task's creation is on the session's path); not a security measure.
export function digestOf(value: unknown): string {
  const text = JSON.stringify(value) ?? '';
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return `fnv1a32:${(hash >>> 0).toString(16).padStart(8, '0')}`;
}
