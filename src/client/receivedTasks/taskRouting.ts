// Which server requests the received-task store takes (docs/any-server.md, "Task-augmented
// requests"), by what this client declared: loaded with the store, since only a server that speaks
// tasks ever asks.
import { isPlainObject } from '../../contracts/isPlainObject';

type Declared = Record<string, unknown> | undefined;

const objectAt = (value: unknown, ...path: string[]): Record<string, unknown> | undefined => {
  let at: unknown = value;
  for (const key of path) at = isPlainObject(at) ? at[key] : undefined;
  return isPlainObject(at) ? at : undefined;
};

/** The capability paths (2025-11-25 `ClientCapabilities.tasks.requests`) of each request a task may run. */
const TASK_REQUESTS: Readonly<Record<string, readonly [string, string, string]>> = {
  'sampling/createMessage': ['sampling', 'sampling', 'createMessage'],
  'elicitation/create': ['elicitation', 'elicitation', 'create'],
};

/** Which capability each task method needs: list and cancel their own, get and result any task requests. */
const METHOD_NEEDS: Readonly<Record<string, string | undefined>> = {
  'tasks/get': undefined,
  'tasks/result': undefined,
  'tasks/list': 'list',
  'tasks/cancel': 'cancel',
};

/**
 * Whether a server request asks to run as a task this client declared it runs: a request with
 * `task` of a kind not declared is answered as a plain request (spec: "Task-augmented requests").
 */
export function runsAsTask(method: string, params: unknown, declared: Declared): boolean {
  const path = TASK_REQUESTS[method];
  if (!path || !isPlainObject(params) || !isPlainObject(params.task)) return false;
  const [feature, kind, request] = path;
  return (
    objectAt(declared, feature) !== undefined &&
    objectAt(declared, 'tasks', 'requests', kind, request) !== undefined
  );
}

/** Whether a server request is a task method this client declared it answers. */
export function answersTaskMethod(method: string, declared: Declared): boolean {
  if (!(method in METHOD_NEEDS)) return false;
  const needs = METHOD_NEEDS[method];
  const tasks = objectAt(declared, 'tasks');
  return needs === undefined
    ? objectAt(tasks, 'requests') !== undefined
    : objectAt(tasks, needs) !== undefined;
}
