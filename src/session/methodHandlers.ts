// One handler per MCP method, revision-neutral: each produces a neutral value and lets the
// request's adapter shape it for the wire. Which methods exist is the adapter's decision (router.ts).
import {
  SUPPORTED_VERSIONS,
  type HandledMethod,
  type RevisionAdapter,
  type ServerResults,
} from '../protocol';
import {
  COMPILE_REPORT_RESOURCE,
  COMPILE_REPORT_URI,
  declaresApps,
  readOwnApp,
  withAppTool,
  type OwnAppHtml,
} from './apps/ownApps';
import { complete } from './completion/complete';
import type { Completer } from './completion/completers';
import type { CompletionRequest } from './completion/completionRequest';
import { SerializedResult, type Handler, type MethodHandlers } from './handlerTypes';
import type { EngineFacts } from './engineFacts';
import { eliciting } from './elicitation/elicitingCall';
import { askForFocus } from './prompts/askForFocus';
import { getPrompt } from './prompts/getPrompt';
import { PROMPT_CATALOG } from './prompts/promptCatalog';
import { readResource, RESOURCES, type ResourceDeps } from './resources/resourceCatalog';
import { SERVER_IDENTITY, SERVER_INSTRUCTIONS } from './serverIdentity';
import type { BufferStore } from './sources/bufferStore';
import { callTool, type ToolDeps } from './tools/callTool';
import { NEUTRAL_TOOLS } from './tools/neutralTools';
import type { SessionTasks } from './tasks/sessionTasks';
import { createTaskHandlers } from './tasks/taskHandlers';

export interface HandlerDeps extends ToolDeps {
  buffers: BufferStore;
  facts: EngineFacts;
  resources: ResourceDeps;
  completerFor: (request: CompletionRequest) => Completer | undefined;
  tasks: SessionTasks;
  /** The HTML of groovymcp's own app; absent, no client is offered it (apps/ownApps.ts). */
  ownAppHtml?: OwnAppHtml | undefined;
}

/** The lists never change for the life of the process, so each revision serializes them once. */
function cachedPerRevision<M extends HandledMethod>(
  build: (adapter: RevisionAdapter) => ServerResults[M],
): Handler<M> {
  const cache = new Map<RevisionAdapter, SerializedResult>();
  return (_params, { adapter }) => {
    let cached = cache.get(adapter);
    if (!cached) {
      cached = new SerializedResult(JSON.stringify(build(adapter)));
      cache.set(adapter, cached);
    }
    return cached;
  };
}

/**
 * A list that names groovymcp's app to a client that declared the extension: `plain` to every other
 * client (the very handler used before the app existed, so their bytes cannot change), `withApps` to
 * that one.
 */
function offeringApps<M extends HandledMethod>(
  offered: boolean,
  plain: Handler<M>,
  withApps: Handler<M>,
): Handler<M> {
  if (!offered) return plain;
  return (params, route, call) =>
    (declaresApps(route.clientCapabilities) ? withApps : plain)(params, route, call);
}

export function createMethodHandlers(deps: HandlerDeps): MethodHandlers {
  const { ownAppHtml } = deps;
  const offered = ownAppHtml !== undefined;
  return {
    ping: (_params, { adapter }) => adapter.empty(),
    'server/discover': cachedPerRevision((adapter) =>
      adapter.discovery({
        supportedVersions: SUPPORTED_VERSIONS,
        server: SERVER_IDENTITY,
        instructions: SERVER_INSTRUCTIONS,
      }),
    ),
    'tools/list': offeringApps(
      offered,
      cachedPerRevision((adapter) => adapter.toolsList(NEUTRAL_TOOLS)),
      cachedPerRevision((adapter) => withAppTool(adapter.toolsList(NEUTRAL_TOOLS))),
    ),
    // A call the revision runs as a task is answered at once; its work goes on in the background
    // and asks through its task (docs/tasks.md, "Input while a task works").
    'tools/call': (params, route, call) =>
      deps.tasks.startIfTask(params, route, call, (elicitor) => callTool(params, deps, elicitor)) ??
      eliciting('tools/call', params, route, call, async (elicitor) =>
        route.adapter.toolResult(await callTool(params, deps, elicitor, call.signal)),
      ),
    'resources/list': offeringApps(
      offered,
      cachedPerRevision((adapter) => adapter.resourcesList(RESOURCES)),
      cachedPerRevision((adapter) => adapter.resourcesList([...RESOURCES, COMPILE_REPORT_RESOURCE])),
    ),
    'resources/templates/list': cachedPerRevision((adapter) => adapter.resourceTemplatesList()),
    'resources/read': (params, route, call) =>
      eliciting('resources/read', params, route, call, async () =>
        route.adapter.resourceRead(
          ownAppHtml && params.uri === COMPILE_REPORT_URI && declaresApps(route.clientCapabilities)
            ? await readOwnApp(COMPILE_REPORT_URI, ownAppHtml)
            : await readResource(params, deps.resources),
        ),
      ),
    'prompts/list': cachedPerRevision((adapter) => adapter.promptsList(PROMPT_CATALOG)),
    'prompts/get': (params, route, call) =>
      eliciting('prompts/get', params, route, call, (elicitor) => {
        const asked = askForFocus(params, elicitor);
        return asked === undefined
          ? route.adapter.promptGet(getPrompt(params, deps.buffers))
          : asked.then((withFocus) => route.adapter.promptGet(getPrompt(withFocus, deps.buffers)));
      }),
    'completion/complete': async (params, { adapter }) =>
      adapter.completion(await complete(params, deps.completerFor, deps.log)),
    ...createTaskHandlers(deps.tasks),
  };
}
