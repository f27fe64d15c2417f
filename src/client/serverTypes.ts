// The parts of server results the UI reads, as zod schemas (types inferred). Lenient on purpose:
// extra fields pass through, and whether a message follows its revision exactly is the schema
// lint's job (schemaLint.ts), not this one's. `zod/mini` keeps them out of the page's weight.
import * as z from 'zod/mini';

export type Schema<T> = z.ZodMiniType<T>;

const Json = z.record(z.string(), z.unknown());
const text = z.optional(z.string());

export const ImplementationSchema = z.looseObject({ name: z.string(), version: z.string(), title: text });

export const InitializeResultSchema = z.looseObject({
  protocolVersion: z.string(),
  capabilities: Json,
  serverInfo: ImplementationSchema,
  instructions: text,
});

export const DiscoverResultSchema = z.looseObject({
  supportedVersions: z.array(z.string()),
  capabilities: Json,
  instructions: text,
  _meta: z.optional(Json),
});

export const ToolSchema = z.looseObject({
  name: z.string(),
  title: text,
  description: text,
  inputSchema: Json,
  outputSchema: z.optional(Json),
  annotations: z.optional(Json),
});
export type Tool = z.infer<typeof ToolSchema>;

export const ContentBlockSchema = z.looseObject({ type: z.string() });
export type ContentBlock = z.infer<typeof ContentBlockSchema>;

export const CallToolResultSchema = z.looseObject({
  content: z._default(z.array(ContentBlockSchema), []),
  structuredContent: z.optional(z.unknown()),
  isError: z.optional(z.boolean()),
});
export type CallToolResult = z.infer<typeof CallToolResultSchema>;

export const ResourceSchema = z.looseObject({
  uri: z.string(),
  name: z.string(),
  title: text,
  description: text,
  mimeType: text,
});
export type Resource = z.infer<typeof ResourceSchema>;

export const ResourceTemplateSchema = z.looseObject({
  uriTemplate: z.string(),
  name: z.string(),
  title: text,
  description: text,
  mimeType: text,
});
export type ResourceTemplate = z.infer<typeof ResourceTemplateSchema>;

export const ResourceContentsSchema = z.looseObject({ uri: z.string(), mimeType: text, text, blob: text });
export const ReadResourceResultSchema = z.looseObject({ contents: z.array(ResourceContentsSchema) });
export type ReadResourceResult = z.infer<typeof ReadResourceResultSchema>;

export const PromptArgumentSchema = z.looseObject({
  name: z.string(),
  description: text,
  required: z.optional(z.boolean()),
});
export const PromptSchema = z.looseObject({
  name: z.string(),
  title: text,
  description: text,
  arguments: z.optional(z.array(PromptArgumentSchema)),
});
export type Prompt = z.infer<typeof PromptSchema>;

export const PromptMessageSchema = z.looseObject({ role: z.string(), content: ContentBlockSchema });
export const GetPromptResultSchema = z.looseObject({
  description: text,
  messages: z.array(PromptMessageSchema),
});
export type GetPromptResult = z.infer<typeof GetPromptResultSchema>;

/** One page of a list method; `key` names the array (`tools`, `resources`, `prompts`). */
export const pageSchema = <T>(key: string, item: Schema<T>) =>
  z.looseObject({ [key]: z.array(item), nextCursor: text });
