// The Tasks panel (docs/tasks.md, "What the playground shows"; docs/playground.md, "Tasks"): one
// row per task of this page, newest first, each following its task live.
import { useSyncExternalStore } from 'react';
import { usePlayground } from '../playground';
import { TaskRow } from './TaskRow';

export function TasksPanel() {
  const { client } = usePlayground();
  const tasks = useSyncExternalStore(client.tasks.list.subscribe, client.tasks.list.get);
  if (tasks.length === 0) {
    return (
      <p className="section muted">
        No tasks yet. Switch on “Run as task” on the Tools form (2025-11-25, or 2026-07-28 with the tasks
        capability ticked) and call diagnostics, references, implementations or rename.
      </p>
    );
  }
  return (
    <section className="section tasks-panel" aria-label="Tasks">
      <ul className="task-list">
        {[...tasks].reverse().map((task) => (
          <TaskRow key={task.taskId} task={task} />
        ))}
      </ul>
    </section>
  );
}
