// Parsing of completion/complete params (docs/completion.md, "Request parsing"): every failure is
// -32602 and the completer is not called.
import { ProtocolError, type Params } from '../../protocol';
import { isPlainObject } from '../../contracts';

export type CompletionRef = { type: 'ref/prompt'; name: string } | { type: 'ref/resource'; uri: string };

export interface CompletionRequest {
  ref: CompletionRef;
  argumentName: string;
  value: string;
  contextArguments: Readonly<Record<string, string>>;
}

const invalid = (why: string): ProtocolError => new ProtocolError('invalidParams', `Invalid params: ${why}`);

const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

function parseRef(ref: unknown): CompletionRef {
  if (!isPlainObject(ref)) throw invalid('ref must be an object');
  if (ref.type === 'ref/prompt') {
    if (!nonEmpty(ref.name)) throw invalid('ref/prompt needs a non-empty name');
    return { type: 'ref/prompt', name: ref.name };
  }
  if (ref.type === 'ref/resource') {
    if (!nonEmpty(ref.uri)) throw invalid('ref/resource needs a non-empty uri');
    return { type: 'ref/resource', uri: ref.uri };
  }
  throw invalid('ref.type must be ref/prompt or ref/resource');
}

function parseContext(context: unknown): Record<string, string> {
  if (context === undefined) return {};
  if (!isPlainObject(context)) throw invalid('context must be an object');
  const args = context.arguments;
  if (args === undefined) return {};
  if (!isPlainObject(args) || !Object.values(args).every((v) => typeof v === 'string')) {
    throw invalid('context.arguments must be an object of strings');
  }
  return args as Record<string, string>;
}

export function parseCompletionRequest(params: Params): CompletionRequest {
  const ref = parseRef(params.ref);
  const argument = params.argument;
  if (!isPlainObject(argument)) throw invalid('argument must be an object');
  if (!nonEmpty(argument.name)) throw invalid('argument.name must be a non-empty string');
  // A value of 7 or true is rejected, never coerced.
  if (typeof argument.value !== 'string') throw invalid('argument.value must be a string');
  return {
    ref,
    argumentName: argument.name,
    value: argument.value,
    contextArguments: parseContext(params.context),
  };
}
