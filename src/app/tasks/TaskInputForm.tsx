// The answer to an input_required task (docs/tasks.md, "The task manager"). In 2026-07-28 the
// answers go back with `tasks/update`; in 2025-11-25 the server asks with a classic
// `elicitation/create`, answered by the elicitation dialog, so this form only lists the requests.
import { useState } from 'react';
import { revisionProfile, type ClientTask, type TaskView } from '../../client';
import { usePlayground, useSessionStatus } from '../playground';

function messageOf(request: unknown): string {
  const params = (request as { params?: { message?: unknown } } | null)?.params;
  return typeof params?.message === 'string' ? params.message : JSON.stringify(request);
}

export function TaskInputForm({ task, view }: { task: ClientTask; view: TaskView }) {
  const { client } = usePlayground();
  const status = useSessionStatus();
  const [content, setContent] = useState('{}');
  const [problem, setProblem] = useState<string>();
  const requests = Object.entries(view.inputRequests ?? {});
  const answersHere =
    status.state === 'connected' && revisionProfile(status.revision).taskStyle === 'extension';

  const answer = async (action: 'accept' | 'decline') => {
    let parsed: unknown = {};
    if (action === 'accept') {
      try {
        parsed = JSON.parse(content);
      } catch {
        setProblem('The answer must be a JSON object');
        return;
      }
    }
    setProblem(undefined);
    const responses = Object.fromEntries(
      requests.map(([key]) => [key, action === 'accept' ? { action, content: parsed } : { action }]),
    );
    await client.tasks.answer(task, responses);
  };

  return (
    <section className="task-input" aria-label="Input the task needs">
      <ul>
        {requests.map(([key, request]) => (
          <li key={key}>{messageOf(request)}</li>
        ))}
      </ul>
      {answersHere ? (
        <>
          <label>
            Answer (JSON content)
            <textarea value={content} onChange={(event) => setContent(event.target.value)} rows={3} />
          </label>
          <div className="toolbar">
            <button type="button" className="primary" onClick={() => void answer('accept')}>
              Accept
            </button>
            <button type="button" onClick={() => void answer('decline')}>
              Decline
            </button>
          </div>
          {problem && <p className="error-text">{problem}</p>}
        </>
      ) : (
        <p className="muted">The server asks through the elicitation dialog.</p>
      )}
    </section>
  );
}
