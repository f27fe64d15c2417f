// The client's public surface for the app and the editor.
export { describeError, type ClientError, type Outcome } from './clientError';
export type { Connected, Failed, Reply } from './handshake';
export { McpClient, type LineTransport, type RequestOptions, type SessionStatus } from './mcpClient';
export type { MessageKind, MessageSummary, WireId } from './messageSummary';
export { Observable, ValueStore } from './observable';
export { checkRawText, planRawLines, type RawProblem } from './rawLines';
export { withRequestMeta } from './requestMeta';
export type { PendingRequest } from './pendingRequests';
export {
  clientCapabilities,
  isRevision,
  REVISIONS,
  revisionProfile,
  type CapabilityFlags,
  type Revision,
} from './revisions';
export * from './serverFeatures';
export * from './serverTypes';
export type { ImportResult } from './trafficJsonl';
export type { Direction, LintState, TrafficRow, TrafficSnapshot } from './trafficRecorder';
export type { ValueVerdict } from './valueValidator';
export {
  createPlaygroundClient,
  type EngineAccess,
  type LintService,
  type PlaygroundClient,
} from './workerBridge';
