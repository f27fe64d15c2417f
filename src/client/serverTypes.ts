// The parts of server results the UI reads, as zod schemas (types inferred). Lenient on purpose:
// extra fields pass through, and whether a message follows its revision exactly is the schema
// lint's job (schemaLint.ts), not this one's.
import { z } from 'zod';

const Json = z.record(z.string(), z.unknown());

export const ImplementationSchema = z.looseObject({
  name: z.string(),
  version: z.string(),
  title: z.string().optional(),
});

export const InitializeResultSchema = z.looseObject({
  protocolVersion: z.string(),
  capabilities: Json,
  serverInfo: ImplementationSchema,
  instructions: z.string().optional(),
});

export const DiscoverResultSchema = z.looseObject({
  supportedVersions: z.array(z.string()),
  capabilities: Json,
  instructions: z.string().optional(),
  _meta: Json.optional(),
});

export const ToolSchema = z.looseObject({
  name: z.string(),
  title: z.string().optional(),
  description: z.string().optional(),
  inputSchema: Json,
  outputSchema: Json.optional(),
  annotations: Json.optional(),
});
export type Tool = z.infer<typeof ToolSchema>;

export const ContentBlockSchema = z.looseObject({ type: z.string() });
export type ContentBlock = z.infer<typeof ContentBlockSchema>;

export const CallToolResultSchema = z.looseObject({
  content: z.array(ContentBlockSchema).default([]),
  structuredContent: z.unknown().optional(),
  isError: z.boolean().optional(),
});
export type CallToolResult = z.infer<typeof CallToolResultSchema>;

export const ResourceSchema = z.looseObject({
  uri: z.string(),
  name: z.string(),
  title: z.string().optional(),
  description: z.string().optional(),
  mimeType: z.string().optional(),
});
export type Resource = z.infer<typeof ResourceSchema>;

export const ResourceContentsSchema = z.looseObject({
  uri: z.string(),
  mimeType: z.string().optional(),
  text: z.string().optional(),
  blob: z.string().optional(),
});
export const ReadResourceResultSchema = z.looseObject({ contents: z.array(ResourceContentsSchema) });
export type ReadResourceResult = z.infer<typeof ReadResourceResultSchema>;

export const PromptArgumentSchema = z.looseObject({
  name: z.string(),
  description: z.string().optional(),
  required: z.boolean().optional(),
});
export const PromptSchema = z.looseObject({
  name: z.string(),
  title: z.string().optional(),
  description: z.string().optional(),
  arguments: z.array(PromptArgumentSchema).optional(),
});
export type Prompt = z.infer<typeof PromptSchema>;

export const PromptMessageSchema = z.looseObject({ role: z.string(), content: ContentBlockSchema });
export const GetPromptResultSchema = z.looseObject({
  description: z.string().optional(),
  messages: z.array(PromptMessageSchema),
});
export type GetPromptResult = z.infer<typeof GetPromptResultSchema>;

/** One page of a list method; `key` names the array (`tools`, `resources`, `prompts`). */
export const pageSchema = <T extends z.ZodType>(key: string, item: T) =>
  z.looseObject({ [key]: z.array(item), nextCursor: z.string().optional() });
