// The contract every dated adapter fulfils (docs/ARCHITECTURE.md, "Revisions: one neutral core, dated adapters").
// Handlers never look at the version: they produce neutral values and throw error kinds; the adapter
// of the request's revision decides which methods exist, which codes errors get and the wire shape.
import type { ErrorKind } from '../errors';
import type {
  JsonObject,
  NeutralDiscovery,
  NeutralHandshake,
  NeutralPrompt,
  NeutralPromptResult,
  NeutralResource,
  NeutralResourceContents,
  NeutralTool,
  NeutralToolResult,
  NormalizedCompletion,
  ServerIdentity,
} from '../neutral';

import type { ProtocolVersion } from './versions';

export type { ProtocolVersion };

export interface RevisionAdapter {
  readonly version: ProtocolVersion;
  /** True for 2026-07-28: no handshake, every request carries its version in `_meta`. */
  readonly stateless: boolean;
  hasMethod(method: string): boolean;
  errorCode(kind: ErrorKind): number;
  handshake(value: NeutralHandshake): JsonObject;
  discovery(value: NeutralDiscovery): JsonObject;
  empty(): JsonObject;
  toolsList(tools: readonly NeutralTool[]): JsonObject;
  toolResult(result: NeutralToolResult): JsonObject;
  resourcesList(resources: readonly NeutralResource[]): JsonObject;
  resourceTemplatesList(): JsonObject;
  resourceRead(contents: NeutralResourceContents): JsonObject;
  promptsList(prompts: readonly NeutralPrompt[]): JsonObject;
  promptGet(result: NeutralPromptResult): JsonObject;
  completion(value: NormalizedCompletion): JsonObject;
}

export type { ServerIdentity };
