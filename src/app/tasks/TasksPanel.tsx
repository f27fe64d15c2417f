// The Tasks panel (docs/tasks.md, "What the playground shows"; docs/playground.md, "Tasks"): one
// row per task of this page, newest first, each following its task live; below, the server's
// requests this client runs as tasks (ReceivedTasksSection.tsx).
import { useSyncExternalStore } from 'react';
import { usePlayground } from '../playground';
import { ReceivedTasksSection } from './ReceivedTasksSection';
import { TaskRow } from './TaskRow';

export function TasksPanel() {
  const { client } = usePlayground();
  const tasks = useSyncExternalStore(client.tasks.list.subscribe, client.tasks.list.get);
  const received = useSyncExternalStore(client.receivedTasks.list.subscribe, client.receivedTasks.list.get);
  const theirs = received.length > 0 && <ReceivedTasksSection tasks={received} />;
  if (tasks.length === 0 && theirs) return theirs;
  if (tasks.length === 0) {
    return (
      <p className="section muted">
        No tasks yet. Switch on “Run as task” on the Tools form (2025-11-25, or 2026-07-28 with the tasks
        capability ticked) and call diagnostics, references, implementations or rename.
      </p>
    );
  }
  return (
    <>
      <section className="section tasks-panel" aria-label="Tasks">
        <ul className="task-list">
          {[...tasks].reverse().map((task) => (
            <TaskRow key={task.taskId} task={task} />
          ))}
        </ul>
      </section>
      {theirs}
    </>
  );
}
