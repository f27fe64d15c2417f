// How a task's work asks the client for input (docs/tasks.md, "Input while a task works"). The
// `tools/call` that made the task has already been answered, so a question cannot end that call
// (MRTR) nor wait inside it: the task itself goes `input_required` with the question as its input
// request. In 2026-07-28 the answer comes with `tasks/update`; in 2025-11-25 the server also sends
// the classic `elicitation/create` (tied to the task by its `_meta`) and the response is the answer.
// Either way the task is back to `working` once answered, and a task that ends meanwhile (cancelled)
// counts as a cancelled question, so its work stops asking.
import type { JsonObject, NeutralElicitation } from '../../protocol';
import { META_RELATED_TASK } from '../../protocol/metaKeys';
import type * as Answers from '../elicitation/answers';
import type { Answer } from '../elicitation/answers';
import { declaresFormElicitation, type Elicitor } from '../elicitation/elicitor';
import type { CallContext } from '../parkedCalls';
import type { Route } from '../router';
import type { TaskManager } from './taskManager';

let answersLoaded: Promise<typeof Answers> | undefined;
/** Loaded with the first question, as elicitor.ts does (most tasks never ask). */
const answers = () => (answersLoaded ??= import('../elicitation/answers'));

const CANCEL: Answer = { action: 'cancel' };

export interface TaskAsker {
  manager: TaskManager;
  owner: string;
  taskId: string;
}

/**
 * The elicitor of a task's work, or undefined when the request may not be asked (the client did not
 * declare form elicitation: on the 2026-07-28 request's own `_meta`, in 2025-11-25 at initialize).
 */
export function taskElicitor(task: TaskAsker, route: Route, call: CallContext): Elicitor | undefined {
  const { adapter, clientCapabilities } = route;
  if (!declaresFormElicitation(clientCapabilities)) return undefined;
  if (adapter.elicitation === 'mrtr')
    return {
      ask: (question) =>
        askThroughTask(task, question, {
          method: 'elicitation/create',
          params: adapter.elicitationParams(question),
        }),
    };
  if (adapter.elicitation === 'classic')
    return {
      ask: async (question) => {
        const params = {
          ...adapter.elicitationParams(question),
          _meta: { [META_RELATED_TASK]: { taskId: task.taskId } },
        };
        return askThroughTask(task, question, { method: 'elicitation/create', params }, async () => {
          const response = await call.requestClient('elicitation/create', params);
          // A JSON-RPC error answers the question as cancel, as for a plain call.
          const answer = 'result' in response ? response.result : { action: 'cancel' };
          answerQuietly(task, { [question.key]: answer });
        });
      },
    };
  return undefined;
}

/**
 * Puts the task to `input_required` with `request` under the question's key and waits for its
 * answer (given by `tasks/update`, or by `deliver`). A task that is not working (ended, already
 * waiting) or that ends before the answer gets `cancel`.
 */
async function askThroughTask(
  { manager, owner, taskId }: TaskAsker,
  question: NeutralElicitation,
  request: JsonObject,
  deliver?: () => Promise<void>,
): Promise<Answer> {
  const answered = manager.requireInput(taskId, [[question.key, request]]);
  if (!answered) return CANCEL;
  const ended = manager.whenEnded(owner, taskId).then(() => undefined);
  void deliver?.();
  const responses = await Promise.race([answered, ended]);
  if (!responses) return CANCEL;
  return (await answers()).readAnswer(responses[question.key], question.requestedSchema);
}

/** The classic response as the task's answer; a task gone meanwhile (expired) has nothing to take. */
function answerQuietly({ manager, owner, taskId }: TaskAsker, responses: Record<string, unknown>): void {
  try {
    manager.answerInput(owner, taskId, responses);
  } catch {
    // Unknown task: it ended and expired while the person answered; its work already stopped asking.
  }
}
