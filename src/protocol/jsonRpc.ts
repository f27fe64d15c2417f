// JSON-RPC 2.0 messages as zod schemas (zod/mini: the worker parses every message with them,
// zodMini.ts); the types are inferred from them.
import { z } from '../contracts/zodMini';

export const JSONRPC_VERSION = '2.0';

/** MCP RequestId: a string or an integer. Only safe integers, so that an id is echoed exactly. */
export const RequestIdSchema = z.union([
  z.string(),
  z.number().check(z.int(), z.refine(Number.isSafeInteger)),
]);
export type RequestId = z.infer<typeof RequestIdSchema>;

export const ParamsSchema = z.record(z.string(), z.unknown());
export type Params = z.infer<typeof ParamsSchema>;

export const ErrorObjectSchema = z.object({
  code: z.number().check(z.int()),
  message: z.string(),
  data: z.optional(z.unknown()),
});
export type ErrorObject = z.infer<typeof ErrorObjectSchema>;

export const ResultResponseSchema = z.object({
  jsonrpc: z.literal(JSONRPC_VERSION),
  id: RequestIdSchema,
  result: z.record(z.string(), z.unknown()),
});
export type ResultResponse = z.infer<typeof ResultResponseSchema>;

export const ErrorResponseSchema = z.object({
  jsonrpc: z.literal(JSONRPC_VERSION),
  /** `null` when the request's id could not be read (JSON-RPC 2.0 §5). */
  id: z.nullable(RequestIdSchema),
  error: ErrorObjectSchema,
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

export type Response = ResultResponse | ErrorResponse;
export type Message = Request | Notification | Response;
