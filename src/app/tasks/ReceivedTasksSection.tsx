// "This client's tasks" (docs/any-server.md, "Task-augmented requests"): the server's sampling and
// elicitation requests this client runs as tasks, each with its status, method, times and Cancel
// while it is live. The person answers them in the sampling or elicitation dialog, as any request.
import { useState } from 'react';
import type { ReceivedTask } from '../../client';
import { formatTime } from '../format';
import { usePlayground } from '../playground';

const ENDED = new Set(['completed', 'failed', 'cancelled']);
const at = (iso: string) => formatTime(Date.parse(iso));

function ReceivedTaskRow({ task }: { task: ReceivedTask }) {
  const { client, showExchange } = usePlayground();
  const [problem, setProblem] = useState<string>();
  const cancel = async () => {
    const answer = await client.receivedTasks.cancel(task.taskId);
    setProblem('error' in answer ? answer.error.message : undefined);
  };
  return (
    <li>
      <article className="task-row" aria-label={`Client task ${task.method} ${task.taskId}`}>
        <div className="toolbar">
          <strong>{task.method}</strong>
          <span className={`task-status task-${task.status}`} aria-label="Task status">
            {task.status}
          </span>
          <code className="muted">{task.taskId}</code>
          {!ENDED.has(task.status) && (
            <button type="button" onClick={() => void cancel()}>
              Cancel
            </button>
          )}
          {task.requestSeq !== undefined && (
            <button type="button" onClick={() => showExchange(task.requestSeq as number)}>
              Show in Traffic
            </button>
          )}
        </div>
        <dl className="task-times">
          <dt>Server request id</dt>
          <dd>{JSON.stringify(task.requestId)}</dd>
          <dt>Created</dt>
          <dd>{at(task.createdAt)}</dd>
          <dt>Last updated</dt>
          <dd>{at(task.lastUpdatedAt)}</dd>
          {task.ttl !== null && (
            <>
              <dt>Kept for</dt>
              <dd>{Math.round(task.ttl / 1000)} s after creation</dd>
            </>
          )}
        </dl>
        {task.statusMessage !== undefined && <p className="muted">{task.statusMessage}</p>}
        {problem !== undefined && (
          <p role="alert" className="error-text">
            {problem}
          </p>
        )}
      </article>
    </li>
  );
}

export function ReceivedTasksSection({ tasks }: { tasks: readonly ReceivedTask[] }) {
  return (
    <section className="section tasks-panel" aria-label="This client's tasks">
      <h3>This client's tasks</h3>
      <p className="muted">The server's requests this client runs as tasks; the server polls them.</p>
      <ul className="task-list">
        {[...tasks].reverse().map((task) => (
          <ReceivedTaskRow key={task.taskId} task={task} />
        ))}
      </ul>
    </section>
  );
}
