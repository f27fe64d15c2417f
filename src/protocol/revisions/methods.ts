// The request methods a server answers in some revision (docs/revisions.md §1), as a union, so that
// the handler table, each adapter's method list and the tests' result definitions are checked by
// the compiler: a method without its handler does not compile.

export const SERVER_METHODS = [
  'initialize',
  'ping',
  'server/discover',
  'tools/list',
  'tools/call',
  'resources/list',
  'resources/read',
  'resources/templates/list',
  'prompts/list',
  'prompts/get',
  'completion/complete',
  // docs/tasks.md, "Methods": 2025-11-25 has all but tasks/update, 2026-07-28's extension all but
  // tasks/result and tasks/list; older revisions none.
  'tasks/get',
  'tasks/result',
  'tasks/list',
  'tasks/cancel',
  'tasks/update',
] as const;
export type ServerMethod = (typeof SERVER_METHODS)[number];

/** The task methods (docs/tasks.md, "Methods"); which of them a revision has is its adapter's call. */
export const TASK_METHODS: readonly ServerMethod[] = SERVER_METHODS.filter((m) => m.startsWith('tasks/'));

/** `initialize` belongs to the lifecycle (src/session/lifecycle.ts); the others to a handler. */
export type HandledMethod = Exclude<ServerMethod, 'initialize'>;

export function isServerMethod(method: string): method is ServerMethod {
  return (SERVER_METHODS as readonly string[]).includes(method);
}

/** Guards the lookup in the handler table (a plain object, where `constructor` would also be found). */
export function isHandledMethod(method: string): method is HandledMethod {
  return method !== 'initialize' && isServerMethod(method);
}
