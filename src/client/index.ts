// The client's public surface for the app and the editor.
export { describeError, type ClientError, type Outcome } from './clientError';
export type { Connected, Failed, Reply } from './connection/handshake';
export { McpClient, type LineTransport, type RequestOptions, type SessionStatus } from './mcpClient';
export type { MessageKind, MessageSummary, WireId } from './wire/messageSummary';
export type { ReceivedTask, ReceivedTaskStatus } from './receivedTasks/receivedTaskTypes';
export { idKey } from './wire/messageSummary';
export { Observable, ValueStore } from './observable';
export { checkRawText, planRawLines, type RawProblem } from './wire/rawLines';
export { withRequestMeta } from './connection/requestMeta';
export { CLIENT_META_KEYS } from './connection/userMeta';
export type { PendingRequest } from './connection/pendingRequests';
export {
  clientCapabilities,
  isRevision,
  REVISIONS,
  revisionProfile,
  type CapabilityFlags,
  type Revision,
} from './connection/revisions';
export * from './serverFeatures';
export { structuredOf, toolCallFromReply, type Call } from './callResult';
export {
  DEFAULT_MAX_ROUNDS,
  elicitRequestsOf,
  requestWithElicitation,
  urlElicitationOf,
  type ResumeOptions,
} from './elicitation/autoResume';
export {
  ElicitationLimitError,
  type ElicitationAsker,
  type ElicitationHandler,
  isUrlElicitation,
  type ElicitAny,
  type ElicitRequest,
  type ElicitResult,
  type ElicitUrlRequest,
} from './elicitation/elicitationTypes';
export * from './serverTypes';
export type { ImportResult } from './traffic/trafficJsonl';
export type { Direction, LintState, TrafficRow, TrafficSnapshot } from './traffic/trafficRecorder';
export type { ValueProblem, ValueVerdict } from './lint/valueValidator';
export { EngineHealthStore, readReachability } from './engineHealth';
export { messageCount, type SessionMark } from './traffic/trafficRecorder';
export { planReplay, sectionRows, type ReplayStep } from './replay/replayPlan';
export { runReplay, type ReplayExchange, type ReplayVerdict } from './replay/replayRunner';
export { isDiffering, jsonLines, sideHighlights } from './replay/replayDiff';
export {
  createPlaygroundClient,
  type EngineAccess,
  type LintService,
  type PlaygroundClient,
} from './workerBridge';
export type { ClientTask, TaskView, TimelineEntry } from './tasks/clientTask';
// The task tracker itself is not re-exported: it loads with the first task (clientTasks.ts).
export { ClientTasks } from './tasks/clientTasks';
export type { TaskStart } from './tasks/taskTracker';
export type { TaskError, TaskStatus } from './tasks/taskWire';
export type { Progress } from './connection/pendingRequests';
export { ClientRoots, isRootList, rootProblem, type Root } from './roots/clientRoots';
export { ClientLogs, isLogLevel, LOG_LEVELS, type LogEntry, type LogLevel } from './logging/clientLogs';
export { ResourceSubscriptions, type ResourceUpdate } from './resources/resourceSubscriptions';
export {
  SAMPLING_REJECTED_CODE,
  samplingRequestOf,
  type SamplingAnswer,
  type SamplingHandler,
  type SamplingMessage,
  type SamplingRequest,
} from './sampling/answerSampling';
export {
  base64Of,
  mediaProblem,
  samplingReplyKinds,
  type MediaReply,
  type ReplyKind,
} from './sampling/samplingResult';
export { expandUriTemplate, uriTemplateVariables } from './resources/uriTemplate';
export {
  ServerSwitch,
  WORKER_SERVER,
  type ServerAccess,
  type ListedServers,
  type ServerChoice,
  type TypedServerChoice,
} from './servers/serverSwitch';
export type { AuthRequired } from './servers/httpAuth';
export type { ServerLog, ServerLogEntry, ServerLogKind } from './servers/serverLog';
export {
  DEFAULT_TIMEOUTS,
  isRequestTimeouts,
  MAX_TIMEOUT_MS,
  type RequestTimeouts,
} from './connection/requestTimeouts';
export { APP_ORIGIN, appFromResource, appResourceUri, type AppResource } from './apps/appResource';
export { APP_LANE, appDirection, recordAppMessage, type AppDirection } from './apps/appLane';
export { appCallRefusal, modelHiddenHint, toolVisibility } from './apps/toolVisibility';
