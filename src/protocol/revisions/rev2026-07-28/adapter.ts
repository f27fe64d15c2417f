// MCP 2026-07-28: no handshake (`server/discover`), no `ping`; every result carries `resultType`;
// lists and `resources/read` carry the caching hints `ttlMs` and `cacheScope`; server identity
// travels in result `_meta` (docs/revisions.md §1).
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
} from '../../neutral';
import { META_SERVER_INFO } from '../../metaKeys';
import type { ProtocolVersion } from '../adapter';
import { Rev20251125 } from '../rev2025-11-25/adapter';

const MODERN_METHODS = [
  'server/discover',
  'tools/list',
  'tools/call',
  'resources/list',
  'resources/read',
  'resources/templates/list',
  'prompts/list',
  'prompts/get',
  'completion/complete',
];

/** The server's lists and resources are fixed for the life of the process. */
const CACHE_HINTS = { ttlMs: 3_600_000, cacheScope: 'public' } as const;

export class Rev20260728 extends Rev20251125 {
  override readonly version: ProtocolVersion = '2026-07-28';
  override readonly stateless: boolean = true;
  protected override readonly methods: ReadonlySet<string> = new Set(MODERN_METHODS);
  private readonly serverMeta: JsonObject;

  /** `serverInfo` SHOULD be on every response's `_meta` (ResultMetaObject). */
  constructor(server: ServerIdentity) {
    super();
    this.serverMeta = { _meta: { [META_SERVER_INFO]: this.implementation(server) } };
  }

  private meta(): JsonObject {
    return this.serverMeta;
  }

  private complete(result: JsonObject): JsonObject {
    return { resultType: 'complete', ...result, ...this.meta() };
  }

  private cacheable(result: JsonObject): JsonObject {
    return this.complete({ ...result, ...CACHE_HINTS });
  }

  override handshake(_value: NeutralHandshake): JsonObject {
    return {};
  }

  override discovery(value: NeutralDiscovery): JsonObject {
    return this.cacheable({
      supportedVersions: [...value.supportedVersions],
      capabilities: this.capabilities(),
      instructions: value.instructions,
    });
  }

  override empty(): JsonObject {
    return this.complete({});
  }

  override toolsList(tools: readonly NeutralTool[]): JsonObject {
    return this.cacheable(super.toolsList(tools));
  }

  override toolResult(result: NeutralToolResult): JsonObject {
    return this.complete(super.toolResult(result));
  }

  override resourcesList(resources: readonly NeutralResource[]): JsonObject {
    return this.cacheable(super.resourcesList(resources));
  }

  override resourceTemplatesList(): JsonObject {
    return this.cacheable(super.resourceTemplatesList());
  }

  override resourceRead(contents: NeutralResourceContents): JsonObject {
    return this.cacheable(super.resourceRead(contents));
  }

  override promptsList(prompts: readonly NeutralPrompt[]): JsonObject {
    return this.cacheable(super.promptsList(prompts));
  }

  override promptGet(result: NeutralPromptResult): JsonObject {
    return this.complete(super.promptGet(result));
  }

  override completion(value: NormalizedCompletion): JsonObject {
    return this.complete(super.completion(value));
  }
}
