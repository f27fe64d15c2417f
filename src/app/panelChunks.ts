// The panels that load when first opened (docs/playground.md, "One screen"), each a chunk that can
// be loaded again after a failure and is fetched ahead once the page is idle (retryableLazy.ts).
import { retryableLazy } from './retryableLazy';
import { loadReplayCode } from './traffic/replay/replayChunk';

export const panelChunks = {
  tools: retryableLazy(() => import('./tools/ToolsPanel').then((m) => m.ToolsPanel)),
  resources: retryableLazy(() => import('./resources/ResourcesPanel').then((m) => m.ResourcesPanel)),
  prompts: retryableLazy(() => import('./prompts/PromptsPanel').then((m) => m.PromptsPanel)),
  completion: retryableLazy(() => import('./completion/CompletionPanel').then((m) => m.CompletionPanel)),
  tasks: retryableLazy(() => import('./tasks/TasksPanel').then((m) => m.TasksPanel)),
  logs: retryableLazy(() => import('./logs/LogsPanel').then((m) => m.LogsPanel)),
  raw: retryableLazy(() => import('./raw/RawPanel').then((m) => m.RawPanel)),
  serverLog: retryableLazy(() => import('./serverLog/ServerLogPanel').then((m) => m.ServerLogPanel)),
  auth: retryableLazy(() => import('./auth/AuthPanel').then((m) => m.AuthPanel)),
};

/** The Traffic tab's selected message in full: loads with the first row selected. */
export const messageDetail = retryableLazy(() =>
  import('./traffic/MessageDetail').then((m) => m.MessageDetail),
);

/** Code a click loads (the message detail; Replay; the answer to a sampling request; export and import), fetched ahead with the panels for the same reason. */
export const onClickCode = [
  messageDetail,
  { preload: () => loadReplayCode().then(ignore, ignore) },
  { preload: () => import('../client/sampling/answerSampling').then(ignore, ignore) },
  { preload: () => import('../client/traffic/importSection').then(ignore, ignore) },
];

/** Code two panels load once open (their Monaco editors, and Monaco's JSON mode), fetched ahead with the panels, and the editor worker's script. */
export const panelEditors = [
  { preload: () => import('../editor/rawEditor').then(ignore, ignore) },
  { preload: () => import('../editor/jsonBoxEditor').then(ignore, ignore) },
  { preload: () => import('../editor/monaco').then((m) => m.preloadEditorSupport()).then(ignore, ignore) },
];

function ignore(): void {}
