// Tool argument validation failures are tool errors (isError), never -32602 (SEP-1303,
// docs/revisions.md §6). The message names the argument and the rule, never echoes the value.
import type { z } from '../../contracts/zodMini';
import { sanitize } from '../../contracts';

export type Validated<T> = { ok: true; value: T } | { ok: false; message: string };

export function validateArguments<T>(schema: z.ZodMiniType<T>, args: unknown): Validated<T> {
  const parsed = schema.safeParse(args);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0]!;
  const where = issue.path.length > 0 ? issue.path.map(String).join('.') : 'arguments';
  return { ok: false, message: `invalid argument ${sanitize(where)}: ${sanitize(issue.message, 200)}` };
}
