// The answer to an input_required task (docs/tasks.md, "Input while a task works"). In 2026-07-28
// the person answers in the elicitation dialog, the same form a plain call's question gets, and the
// answers go back with `tasks/update`; in 2025-11-25 the server asks with a classic
// `elicitation/create`, answered by the dialog of ElicitationHost, so this form only lists the
// requests.
import { useState } from 'react';
import {
  elicitRequestsOf,
  revisionProfile,
  type ClientTask,
  type ElicitResult,
  type TaskView,
} from '../../client';
import { ChunkBoundary } from '../ChunkBoundary';
import { elicitationDialog } from '../elicitation/elicitationDialogChunk';
import { usePlayground, useSessionStatus } from '../playground';

// The dialog's code loads as ElicitationHost's does (elicitationDialogChunk.ts).

function messageOf(request: unknown): string {
  const params = (request as { params?: { message?: unknown } } | null)?.params;
  return typeof params?.message === 'string' ? params.message : JSON.stringify(request);
}

export function TaskInputForm({ task, view }: { task: ClientTask; view: TaskView }) {
  const { client } = usePlayground();
  const status = useSessionStatus();
  const [open, setOpen] = useState(false);
  const requests = Object.entries(view.inputRequests ?? {});
  const answersHere =
    status.state === 'connected' && revisionProfile(status.revision).taskStyle === 'extension';

  const answer = async (answers: Record<string, ElicitResult>) => {
    setOpen(false);
    await client.tasks.answer(task, answers);
  };

  return (
    <section className="task-input" aria-label="Input the task needs">
      <ul>
        {requests.map(([key, request]) => (
          <li key={key}>{messageOf(request)}</li>
        ))}
      </ul>
      {answersHere ? (
        <div className="toolbar">
          <button type="button" className="primary" onClick={() => setOpen(true)}>
            Answer…
          </button>
        </div>
      ) : (
        <p className="muted">The server asks through the elicitation dialog.</p>
      )}
      {answersHere && open && (
        <ChunkBoundary what="The elicitation dialog">
          {(attempt) => {
            const ElicitationDialog = elicitationDialog.forAttempt(attempt);
            return (
              <ElicitationDialog
                round={{
                  requests: elicitRequestsOf(view.inputRequests),
                  asker: {
                    style: 'mrtr',
                    method: 'tools/call',
                    name: view.tool,
                    id: task.taskId,
                    task: task.taskId,
                  },
                }}
                onAnswer={(answers) => void answer(answers)}
              />
            );
          }}
        </ChunkBoundary>
      )}
    </section>
  );
}
