// What the client does differently per MCP revision, as data (docs/revisions.md §1):
// how it connects and how the session bar's capability switches map to each revision's shape.
// The client keeps no version comparisons in code; it reads this table.

import { PROTOCOL_VERSIONS, type ProtocolVersion } from '../../protocol/revisions/versions';
import { APP_MIME_TYPE, APPS_EXTENSION_ID } from '../../contracts';

export type Revision = ProtocolVersion;
/** Oldest first, as the session bar lists them. */
export const REVISIONS: readonly Revision[] = PROTOCOL_VERSIONS;

export interface CapabilityFlags {
  elicitation: boolean;
  tasks: boolean;
  /** Answer `sampling/createMessage` by hand (absent in flags stored before it existed: off). */
  sampling?: boolean;
  /** Answer `roots/list` from the roots editor, with `listChanged` (absent: off). */
  roots?: boolean;
  /** Declare the MCP Apps extension (docs/playground.md, "MCP Apps"; absent: off). */
  apps?: boolean;
}

export type CapabilityName = keyof CapabilityFlags;

export interface RevisionProfile {
  readonly revision: Revision;
  /** `initialize` + `notifications/initialized`, or stateless `server/discover` (docs/revisions.md §1 "Handshake"). */
  readonly handshake: 'initialize' | 'discover';
  /** Whether each switch means anything in this revision (it is disabled otherwise). */
  readonly supports: Readonly<Required<CapabilityFlags>>;
  /** The `capabilities` the client declares, from the switches that this revision supports. */
  readonly elicitationCapability?: Readonly<Record<string, unknown>>;
  readonly tasksCapability?: Readonly<Record<string, unknown>>;
  readonly samplingCapability?: Readonly<Record<string, unknown>>;
  readonly rootsCapability?: Readonly<Record<string, unknown>>;
  /**
   * The server requests this client runs as tasks when tasks are ticked, by the switch that must be
   * on too (`tasks.requests`, docs/any-server.md, "Task-augmented requests"); absent: none.
   */
  readonly taskRequests?: {
    readonly sampling: Readonly<Record<string, unknown>>;
    readonly elicitation: Readonly<Record<string, unknown>>;
  };
  /**
   * How a tool call becomes a task (docs/tasks.md): the client asks with `task` and polls the flat
   * task, then `tasks/result` (2025-11-25); or the request declares the extension with the
   * `groovymcp/preferTask` hint and `tasks/get` carries the result (2026-07-28).
   */
  readonly taskStyle?: 'experimental' | 'extension';
}

const PROFILES: Readonly<Record<Revision, RevisionProfile>> = {
  '2024-11-05': {
    revision: '2024-11-05',
    handshake: 'initialize',
    supports: { elicitation: false, tasks: false, sampling: true, roots: true, apps: true },
    samplingCapability: { sampling: {} },
    rootsCapability: { roots: { listChanged: true } },
  },
  '2025-03-26': {
    revision: '2025-03-26',
    handshake: 'initialize',
    supports: { elicitation: false, tasks: false, sampling: true, roots: true, apps: true },
    samplingCapability: { sampling: {} },
    rootsCapability: { roots: { listChanged: true } },
  },
  '2025-06-18': {
    revision: '2025-06-18',
    handshake: 'initialize',
    supports: { elicitation: true, tasks: false, sampling: true, roots: true, apps: true },
    elicitationCapability: { elicitation: {} },
    samplingCapability: { sampling: {} },
    rootsCapability: { roots: { listChanged: true } },
  },
  '2025-11-25': {
    revision: '2025-11-25',
    handshake: 'initialize',
    supports: { elicitation: true, tasks: true, sampling: true, roots: true, apps: true },
    // URL mode too (docs/any-server.md, "URL-mode elicitation"): the dialog has a URL variant.
    elicitationCapability: { elicitation: { form: {}, url: {} } },
    samplingCapability: { sampling: {} },
    rootsCapability: { roots: { listChanged: true } },
    tasksCapability: { tasks: { list: {}, cancel: {} } },
    taskRequests: { sampling: { createMessage: {} }, elicitation: { create: {} } },
    taskStyle: 'experimental',
  },
  '2026-07-28': {
    revision: '2026-07-28',
    handshake: 'discover',
    // No server-initiated requests in 2026-07-28 (docs/revisions.md §1), so nobody would ask for
    // a sample or the roots: the switches are off here.
    supports: { elicitation: true, tasks: true, sampling: false, roots: false, apps: true },
    // The 2026-07-28 schema keeps URL mode (`ElicitRequestURLParams`) for MRTR input requests.
    elicitationCapability: { elicitation: { form: {}, url: {} } },
    // Tasks are an extension in 2026-07-28 (docs/tasks.md, "Methods").
    tasksCapability: { extensions: { 'io.modelcontextprotocol/tasks': {} } },
    taskStyle: 'extension',
  },
};

export function revisionProfile(revision: Revision): RevisionProfile {
  return PROFILES[revision];
}

export function isRevision(value: unknown): value is Revision {
  return typeof value === 'string' && (REVISIONS as readonly string[]).includes(value);
}

/**
 * MCP Apps (docs/playground.md, "MCP Apps"): the playground renders `ui://` apps in every revision, so
 * the `apps` switch works in each; declared under `capabilities.extensions` as the ext-apps spec
 * (2026-01-26) says, a key every revision's ClientCapabilities schema lets through.
 */
export { APPS_EXTENSION_ID, APP_MIME_TYPE };
const APPS_EXTENSION = { [APPS_EXTENSION_ID]: { mimeTypes: [APP_MIME_TYPE] } } as const;

/** The client capabilities object for a revision and the session bar's switches. */
export function clientCapabilities(revision: Revision, flags: CapabilityFlags): Record<string, unknown> {
  const profile = PROFILES[revision];
  const on = (name: CapabilityName) => flags[name] === true && profile.supports[name];
  const capabilities: Record<string, unknown> = {
    ...(on('elicitation') ? profile.elicitationCapability : {}),
    ...(on('tasks') ? profile.tasksCapability : {}),
    ...(on('sampling') ? profile.samplingCapability : {}),
    ...(on('roots') ? profile.rootsCapability : {}),
  };
  const runs = profile.taskRequests;
  if (on('tasks') && runs && (on('sampling') || on('elicitation'))) {
    const requests = {
      ...(on('sampling') ? { sampling: runs.sampling } : {}),
      ...(on('elicitation') ? { elicitation: runs.elicitation } : {}),
    };
    capabilities.tasks = { ...(capabilities.tasks as Record<string, unknown>), requests };
  }
  // Merged with the tasks extension of 2026-07-28, which shares the key.
  if (on('apps')) {
    capabilities.extensions = { ...(capabilities.extensions as Record<string, unknown>), ...APPS_EXTENSION };
  }
  return capabilities;
}
