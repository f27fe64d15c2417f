// The completers of this server (docs/completion.md, "Completers of this server"). A completer is
// application code: it returns raw output, which `normalizeCompletion` then checks and shapes.
import { internalError } from '../../protocol';
import type { EngineClient } from '../../contracts';
import { FOCUS_VALUES, PROMPTS_BY_NAME } from '../prompts/promptCatalog';
import type { BufferStore } from '../sources/bufferStore';
import { DEFAULT_BUFFER_URI } from '../sources/resolveSource';
import { SymbolsOutput } from '../../contracts/toolOutputs';
import type { CompletionRequest } from './completionRequest';
import type { RawCompletion } from '../../protocol/completion';

export type Completer = (request: CompletionRequest) => RawCompletion | null | Promise<RawCompletion | null>;

export interface CompleterDeps {
  buffers: BufferStore;
  engine: EngineClient;
  log: (message: string) => void;
}

const byPrefix = (values: readonly string[], prefix: string): RawCompletion => {
  const matches = values.filter((value) => value.startsWith(prefix));
  return { values: matches, total: matches.length, hasMore: false };
};

interface NamedNode {
  name: string;
  children?: NamedNode[] | undefined;
}

function symbolNames(nodes: readonly NamedNode[], into: Set<string>): Set<string> {
  for (const node of nodes) {
    into.add(node.name);
    if (node.children) symbolNames(node.children, into);
  }
  return into;
}

function symbolCompleter(deps: CompleterDeps): Completer {
  // Typing a prefix asks again and again about the same buffer: its names are kept until its text
  // changes, so only the first keystroke waits for the engine.
  let outlined: { uri: string; text: string; names: readonly string[] } | undefined;
  return async (request) => {
    const uri = request.contextArguments.uri ?? DEFAULT_BUFFER_URI;
    const text = deps.buffers.get(uri);
    if (text === undefined) return { values: [], total: 0, hasMore: false };
    if (outlined?.uri !== uri || outlined.text !== text) {
      // symbols outlines the main buffer only: no related buffers (relatedBuffers.ts).
      const response = await deps.engine.request({ op: 'symbols', uri, text });
      const parsed = response.error ? undefined : SymbolsOutput.safeParse(response.result);
      if (!parsed?.success) {
        deps.log(`engine symbols failed for completion: ${response.error?.kind ?? 'unexpected shape'}`);
        throw internalError();
      }
      outlined = { uri, text, names: [...symbolNames(parsed.data.symbols, new Set())] };
    }
    // `total` counts every match, so a large buffer shows truncation and hasMore.
    return byPrefix(outlined.names, request.value);
  };
}

/** Finds the completer for a request, or undefined (then the answer is empty and nothing is called). */
export function createCompleterLookup(
  deps: CompleterDeps,
): (request: CompletionRequest) => Completer | undefined {
  const promptCompleters: Readonly<Record<string, Completer>> = {
    symbol: symbolCompleter(deps),
    uri: (request) => byPrefix(deps.buffers.uris(), request.value),
    focus: (request) => byPrefix(FOCUS_VALUES, request.value),
  };
  return (request) => {
    if (request.ref.type !== 'ref/prompt') return undefined; // this server has no resource templates
    const prompt = PROMPTS_BY_NAME.get(request.ref.name);
    if (!prompt?.arguments.some((arg) => arg.name === request.argumentName)) return undefined;
    return promptCompleters[request.argumentName];
  };
}
