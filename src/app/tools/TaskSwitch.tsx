// The Tools form's "Run as task" switch (docs/tasks.md, "Which calls become tasks"), and the live
// line of the task a call started. In 2025-11-25 it sends the `task` parameter to tools that allow
// it; in 2026-07-28 the `groovymcp/preferTask` hint with the declared extension.
import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { ClientTask, TaskView } from '../../client';

interface TaskSwitchProps {
  checked: boolean;
  available: boolean;
  onChange: (checked: boolean) => void;
}

export function TaskSwitch({ checked, available, onChange }: TaskSwitchProps) {
  return (
    <label
      className="task-switch"
      title={available ? undefined : 'Not offered for this tool in this session'}
    >
      <input
        type="checkbox"
        role="switch"
        checked={checked && available}
        disabled={!available}
        onChange={(event) => onChange(event.target.checked)}
      />{' '}
      Run as task
      {!available && (
        <span className="muted"> (2025-11-25 tools that allow it, or 2026-07-28 with tasks ticked)</span>
      )}
    </label>
  );
}

/** The task a call started, live; `onEnded` gets its view once, when it has its final payload. */
export function StartedTask({ task, onEnded }: { task: ClientTask; onEnded: (view: TaskView) => void }) {
  const view = useSyncExternalStore(task.subscribe, task.get);
  const settled = view.result !== undefined || view.error !== undefined || view.status === 'cancelled';
  const reported = useRef(false);
  useEffect(() => {
    if (!settled || reported.current) return;
    reported.current = true;
    onEnded(task.get());
  }, [settled, onEnded, task]);
  return (
    <p role="status" className="muted">
      Task <code>{view.taskId}</code>: {view.status}. Follow it in the Tasks tab.
    </p>
  );
}
