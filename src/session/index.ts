export { createSessionMachine } from './sessionMachine';
export type { LineRoute, SessionMachine, SessionOptions } from './sessionApi';
export type { ConfinedRead, FileSystemPort } from './fileSystemPort';
export { SERVER_IDENTITY, SERVER_VERSION } from './serverIdentity';
export { byteStreamInto } from './byteStreamSession';
export { TaskManager, type TaskManagerOptions } from './tasks/taskManager';
export type { TaskClock } from './tasks/taskClock';
