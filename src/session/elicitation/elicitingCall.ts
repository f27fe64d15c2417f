// Runs a call that may ask the client for input (docs/elicitation.md): it picks the elicitor of
// the request's revision and capabilities, and, in 2026-07-28, verifies the retry's sealed
// `requestState` before anything else runs and turns a missing answer into `input_required`.
import type { Params, RevisionAdapter } from '../../protocol';
import type { InputRequiredResult } from '../../protocol/revisions/rev2026-07-28/wire';
import type { CallContext } from '../parkedCalls';
import type { Route } from '../router';
import {
  classicElicitor,
  declaresFormElicitation,
  InputRequired,
  mrtrElicitor,
  type Elicitor,
} from './elicitor';
import type * as RequestState from './requestState';
import type { Binding } from './requestState';

let requestStateLoaded: Promise<typeof RequestState> | undefined;
/**
 * Loaded with the first MRTR round (the worker's script is part of the page's initial JavaScript,
 * and most sessions never pause a call), then kept: an `import()` per call costs ~0.1 ms in Node.
 */
const requestStateModule = () => (requestStateLoaded ??= import('./requestState'));

/** The three methods that may answer `input_required` (docs/revisions.md §4 rule 4). */
export type MrtrMethod = 'tools/call' | 'prompts/get' | 'resources/read';

/** What binds a call's state: the method, the tool or prompt name (or URI) and the arguments. */
export function bindingOf(method: MrtrMethod, params: Params): Binding {
  if (method === 'resources/read') return { method, name: String(params.uri), arguments: undefined };
  return { method, name: String(params.name), arguments: params.arguments };
}

/**
 * `run` with the elicitor this request may use (undefined: never ask). Synchronous when nothing
 * can be asked and no state must be verified, so a plain call pays nothing for elicitation.
 */
export function eliciting<R>(
  method: MrtrMethod,
  params: Params,
  { adapter, clientCapabilities }: Route,
  call: CallContext,
  run: (elicitor: Elicitor | undefined) => R | Promise<R>,
): R | Promise<R | InputRequiredResult> {
  const declared = declaresFormElicitation(clientCapabilities);
  if (adapter.elicitation === 'classic') return run(declared ? classicElicitor(call, adapter) : undefined);
  // A requestState on any other method, or in a revision without MRTR, is ignored.
  if (adapter.elicitation !== 'mrtr' || (params.requestState === undefined && !declared))
    return run(undefined);
  return multiRound(method, params, adapter, declared, run);
}

async function multiRound<R>(
  method: MrtrMethod,
  params: Params,
  adapter: RevisionAdapter,
  declared: boolean,
  run: (elicitor: Elicitor | undefined) => R | Promise<R>,
): Promise<R | InputRequiredResult> {
  const { openRequestState, sealRequestState } = await requestStateModule();
  const binding = bindingOf(method, params);
  const round = params.requestState === undefined ? 0 : await openRequestState(params.requestState, binding);
  try {
    return await run(declared ? mrtrElicitor(params.inputResponses) : undefined);
  } catch (error) {
    if (!(error instanceof InputRequired)) throw error;
    const requestState = await sealRequestState(binding, round + 1);
    return adapter.inputRequired({ questions: error.questions, requestState });
  }
}
