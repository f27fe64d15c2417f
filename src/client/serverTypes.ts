// The parts of server results the UI reads, as shape checks (shape.ts; types inferred). Lenient on
// purpose: extra fields pass through, and whether a message follows its revision exactly is the
// schema lint's job (schemaLint.ts), not this one's. shape.ts instead of zod keeps the page light.
import * as shape from './shape';

export type Schema<T> = shape.Shape<T>;

const Json = shape.record(shape.string(), shape.unknown());
const text = shape.optional(shape.string());

export const ImplementationSchema = shape.looseObject({
  name: shape.string(),
  version: shape.string(),
  title: text,
});

export const InitializeResultSchema = shape.looseObject({
  protocolVersion: shape.string(),
  capabilities: Json,
  serverInfo: ImplementationSchema,
  instructions: text,
});

export const DiscoverResultSchema = shape.looseObject({
  supportedVersions: shape.array(shape.string()),
  capabilities: Json,
  instructions: text,
  _meta: shape.optional(Json),
});

export const ToolSchema = shape.looseObject({
  name: shape.string(),
  title: text,
  description: text,
  inputSchema: Json,
  outputSchema: shape.optional(Json),
  annotations: shape.optional(Json),
});
export type Tool = shape.Infer<typeof ToolSchema>;

export const ContentBlockSchema = shape.looseObject({ type: shape.string() });
export type ContentBlock = shape.Infer<typeof ContentBlockSchema>;

export const CallToolResultSchema = shape.looseObject({
  content: shape.withDefault(shape.array(ContentBlockSchema), []),
  structuredContent: shape.optional(shape.unknown()),
  isError: shape.optional(shape.boolean()),
});
export type CallToolResult = shape.Infer<typeof CallToolResultSchema>;

/** What a resource and a resource template both say of themselves, beside their URI (template). */
const resourceFacts = { name: shape.string(), title: text, description: text, mimeType: text };

export const ResourceSchema = shape.looseObject({ uri: shape.string(), ...resourceFacts });
export type Resource = shape.Infer<typeof ResourceSchema>;

export const ResourceTemplateSchema = shape.looseObject({ uriTemplate: shape.string(), ...resourceFacts });
export type ResourceTemplate = shape.Infer<typeof ResourceTemplateSchema>;

export const ResourceContentsSchema = shape.looseObject({
  uri: shape.string(),
  mimeType: text,
  text,
  blob: text,
});
export const ReadResourceResultSchema = shape.looseObject({ contents: shape.array(ResourceContentsSchema) });
export type ReadResourceResult = shape.Infer<typeof ReadResourceResultSchema>;

export const PromptArgumentSchema = shape.looseObject({
  name: shape.string(),
  description: text,
  required: shape.optional(shape.boolean()),
});
export const PromptSchema = shape.looseObject({
  name: shape.string(),
  title: text,
  description: text,
  arguments: shape.optional(shape.array(PromptArgumentSchema)),
});
export type Prompt = shape.Infer<typeof PromptSchema>;

export const PromptMessageSchema = shape.looseObject({ role: shape.string(), content: ContentBlockSchema });
export const GetPromptResultSchema = shape.looseObject({
  description: text,
  messages: shape.array(PromptMessageSchema),
});
export type GetPromptResult = shape.Infer<typeof GetPromptResultSchema>;

/** One page of a list method; `key` names the array (`tools`, `resources`, `prompts`). */
export const pageSchema = <T>(key: string, item: Schema<T>) =>
  shape.looseObject({ [key]: shape.array(item), nextCursor: text });
