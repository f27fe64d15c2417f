// MCP 2026-07-28: no handshake (`server/discover`), no `ping`; every result carries `resultType`;
// lists and `resources/read` carry the caching hints `ttlMs` and `cacheScope`; server identity
// travels in result `_meta` (docs/revisions.md §1). A call that needs input answers
// `input_required` (MRTR, docs/elicitation.md).
import type {
  NeutralDiscovery,
  NeutralInputRequired,
  NeutralPrompt,
  NeutralPromptResult,
  NeutralResource,
  NeutralResourceContents,
  NeutralTool,
  NeutralToolResult,
  NormalizedCompletion,
  ServerIdentity,
} from '../../neutral';
import { META_SERVER_INFO } from '../../metaKeys';
import type { ElicitationStyle, ProtocolVersion } from '../adapter';
import { SERVER_METHODS, type ServerMethod } from '../methods';
import { Rev20251125 } from '../rev2025-11-25/adapter';
import type * as Wire from './wire';

/** No handshake and no ping in this revision: every other server method. */
const MODERN_METHODS: readonly ServerMethod[] = SERVER_METHODS.filter(
  (m) => m !== 'initialize' && m !== 'ping',
);

/** The server's lists and resources are fixed for the life of the process. */
const CACHE_HINTS: Wire.CacheHints = { ttlMs: 3_600_000, cacheScope: 'public' };

export class Rev20260728 extends Rev20251125 {
  override readonly version: ProtocolVersion = '2026-07-28';
  override readonly stateless: boolean = true;
  /** The server never sends requests of its own here: it answers `input_required` (MRTR). */
  override readonly elicitation: ElicitationStyle = 'mrtr';
  protected override readonly methods: ReadonlySet<string> = new Set(MODERN_METHODS);
  private readonly serverMeta: Pick<Wire.Complete, '_meta'>;

  /** `serverInfo` SHOULD be on every response's `_meta` (ResultMetaObject). */
  constructor(server: ServerIdentity) {
    super();
    this.serverMeta = { _meta: { [META_SERVER_INFO]: this.implementation(server) } };
  }

  private meta(): Pick<Wire.Complete, '_meta'> {
    return this.serverMeta;
  }

  private complete<T extends object>(result: T): T & Wire.Complete {
    return { resultType: 'complete', ...result, ...this.meta() };
  }

  private cacheable<T extends object>(result: T): T & Wire.Cacheable {
    return this.complete({ ...result, ...CACHE_HINTS });
  }

  // No `handshake` of its own: this revision has no `initialize`, and the registry negotiates only
  // legacy versions, so the inherited one is never reached.

  override discovery(value: NeutralDiscovery): Wire.DiscoverResult {
    return this.cacheable({
      supportedVersions: [...value.supportedVersions],
      capabilities: this.capabilities(),
      instructions: value.instructions,
    });
  }

  override empty(): Wire.EmptyResult {
    return this.complete({});
  }

  override toolsList(tools: readonly NeutralTool[]): Wire.ListToolsResult {
    return this.cacheable(super.toolsList(tools));
  }

  override toolResult(result: NeutralToolResult): Wire.CallToolResult {
    return this.complete(super.toolResult(result));
  }

  override resourcesList(resources: readonly NeutralResource[]): Wire.ListResourcesResult {
    return this.cacheable(super.resourcesList(resources));
  }

  override resourceTemplatesList(): Wire.ListResourceTemplatesResult {
    return this.cacheable(super.resourceTemplatesList());
  }

  override resourceRead(contents: NeutralResourceContents): Wire.ReadResourceResult {
    return this.cacheable(super.resourceRead(contents));
  }

  override promptsList(prompts: readonly NeutralPrompt[]): Wire.ListPromptsResult {
    return this.cacheable(super.promptsList(prompts));
  }

  override promptGet(result: NeutralPromptResult): Wire.GetPromptResult {
    return this.complete(super.promptGet(result));
  }

  override completion(value: NormalizedCompletion): Wire.CompleteResult {
    return this.complete(super.completion(value));
  }

  override inputRequired(value: NeutralInputRequired): Wire.InputRequiredResult {
    const inputRequests: Record<string, Wire.InputRequest> = {};
    for (const question of value.questions) {
      inputRequests[question.key] = {
        method: 'elicitation/create',
        params: this.elicitationParams(question),
      };
    }
    return { resultType: 'input_required', inputRequests, requestState: value.requestState, ...this.meta() };
  }
}
