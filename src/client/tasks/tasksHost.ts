// What the tasks feature needs of the client core (clientTasks.ts, and taskTracker.ts that loads
// with the first task), named once so neither of them imports the other for it.
import type { ClientCore } from '../connection/clientCore';

export type TasksHost = Pick<
  ClientCore,
  'status' | 'capabilities' | 'revision' | 'request' | 'onNotification'
>;
