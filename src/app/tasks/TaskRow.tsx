// One task, live: status, origin tool, times, the timeline of its transitions, Cancel, the answer
// form while it is input_required, and the final result rendered like a tool result (or its error).
import { useSyncExternalStore } from 'react';
import type { ClientTask, TaskView } from '../../client';
import { formatTime } from '../format';
import { usePlayground } from '../playground';
import { ToolResultView } from '../tools/ToolResultView';
import { TaskInputForm } from './TaskInputForm';
import { useTaskTool } from './useTaskTool';

const ENDED = new Set(['completed', 'failed', 'cancelled']);

const at = (iso: string) => formatTime(Date.parse(iso));

function Times({ view }: { view: TaskView }) {
  return (
    <dl className="task-times">
      <dt>Created</dt>
      <dd>{at(view.createdAt)}</dd>
      <dt>Last updated</dt>
      <dd>{at(view.lastUpdatedAt)}</dd>
      {view.pollInterval !== undefined && (
        <>
          <dt>Poll interval</dt>
          <dd>{view.pollInterval} ms</dd>
        </>
      )}
      {view.ttl !== undefined && (
        <>
          <dt>Kept for</dt>
          <dd>{Math.round(view.ttl / 1000)} s after creation</dd>
        </>
      )}
    </dl>
  );
}

export function TaskRow({ task }: { task: ClientTask }) {
  const { client, showExchange } = usePlayground();
  const view = useSyncExternalStore(task.subscribe, task.get);
  const ended = ENDED.has(view.status);
  // The result is checked against the tool's own outputSchema, as on the Tools tab.
  const lookup = useTaskTool(view.tool, view.result !== undefined);
  return (
    <li>
      <article className="task-row" aria-label={`Task ${view.tool} ${view.taskId}`}>
        <div className="toolbar">
          <strong>{view.tool}</strong>
          <span className={`task-status task-${view.status}`} aria-label="Task status">
            {view.status}
          </span>
          <code className="muted">{view.taskId}</code>
          {!ended && view.stopped === undefined && (
            <button type="button" onClick={() => void client.tasks.cancel(task)}>
              Cancel
            </button>
          )}
          {view.requestSeq !== undefined && (
            <button type="button" onClick={() => showExchange(view.requestSeq as number)}>
              Show in Traffic
            </button>
          )}
        </div>
        <Times view={view} />
        <ol className="task-timeline" aria-label="Timeline">
          {view.timeline.map((entry) => (
            <li key={`${entry.status}@${entry.at}`}>
              {entry.status} <span className="muted">at {at(entry.at)}</span>
            </li>
          ))}
        </ol>
        {view.statusMessage !== undefined && <p className="muted">{view.statusMessage}</p>}
        {view.stopped !== undefined && <p className="muted">No longer followed: {view.stopped}</p>}
        {view.status === 'input_required' && <TaskInputForm task={task} view={view} />}
        {view.result && (
          <ToolResultView
            tool={lookup && 'tool' in lookup ? lookup.tool : { name: view.tool, inputSchema: {} }}
            call={{ outcome: { ok: true, value: view.result }, requestSeq: undefined }}
            schemaUnknown={
              lookup === undefined
                ? `Looking up ${view.tool}’s output schema…`
                : 'missing' in lookup
                  ? `Not checked against an output schema: ${lookup.missing}.`
                  : undefined
            }
          />
        )}
        {view.error && (
          <p role="alert" className="error-text">
            The task failed: {view.error.code} {view.error.message}
          </p>
        )}
      </article>
    </li>
  );
}
