// Validates messages against the official MCP JSON Schema of each revision, with ajv in the draft
// each file declares. The files are the official MCP schemas, vendored in
// src/client/schemas/ (the playground's schema lint bundles them) so that a clean clone has them;
// src/client/lint/schemaLint.test.ts checks the copies against the originals where those exist.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv, type ValidateFunction } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';

import { isServerMethod, type ServerMethod } from '../src/protocol/revisions/methods';
import { PROTOCOL_VERSIONS, type ProtocolVersion } from '../src/protocol/revisions/versions';

export const REVISIONS = PROTOCOL_VERSIONS;
export type Revision = ProtocolVersion;

const SCHEMA_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'client', 'schemas');

/** The result type of each method this server answers (schema definition names); keyed by the union. */
export const RESULT_DEFINITIONS: Readonly<Record<ServerMethod, string>> = {
  initialize: 'InitializeResult',
  ping: 'Result',
  'server/discover': 'DiscoverResult',
  'tools/list': 'ListToolsResult',
  'tools/call': 'CallToolResult',
  'resources/list': 'ListResourcesResult',
  'resources/read': 'ReadResourceResult',
  'resources/templates/list': 'ListResourceTemplatesResult',
  'prompts/list': 'ListPromptsResult',
  'prompts/get': 'GetPromptResult',
  'completion/complete': 'CompleteResult',
  // 2025-11-25's names; 2026-07-28's tasks extension has no schema of its own, so its results are
  // checked as the core `Result` (taskResultDefinition below).
  'tasks/get': 'GetTaskResult',
  'tasks/result': 'GetTaskPayloadResult',
  'tasks/list': 'ListTasksResult',
  'tasks/cancel': 'CancelTaskResult',
  'tasks/update': 'Result',
};

/**
 * The definition a result is checked against: a `tools/call` that created a task is a
 * CreateTaskResult (2025-11-25) or, like every result of the 2026-07-28 tasks extension, the core
 * `Result` (that revision's schema does not define the extension's shapes).
 */
function resultDefinition(revision: Revision, method: ServerMethod, result: unknown): string {
  const created =
    typeof result === 'object' &&
    result !== null &&
    ('task' in result || (result as { resultType?: unknown }).resultType === 'task');
  const definition = method === 'tools/call' && created ? 'CreateTaskResult' : RESULT_DEFINITIONS[method];
  if (hasDefinition(revision, definition)) return definition;
  return method.startsWith('tasks/') || created ? 'Result' : definition;
}

/** The requests this server sends to the client, by method (docs/elicitation.md, "Classic"). */
const SERVER_REQUEST_DEFINITIONS: Readonly<Record<string, string>> = {
  'elicitation/create': 'ElicitRequest',
};

const addFormats = addFormatsModule as unknown as (ajv: Ajv | Ajv2020) => void;
const validators = new Map<string, ValidateFunction>();
const loaded = new Map<Revision, { ajv: Ajv | Ajv2020; defs: string }>();

function load(revision: Revision): { ajv: Ajv | Ajv2020; defs: string } {
  let entry = loaded.get(revision);
  if (!entry) {
    const schema = JSON.parse(readFileSync(join(SCHEMA_DIR, `${revision}.json`), 'utf8')) as Record<
      string,
      unknown
    >;
    const modern = String(schema.$schema).includes('2020-12');
    const ajv = modern
      ? new Ajv2020({ strict: false, allErrors: true })
      : new Ajv({ strict: false, allErrors: true });
    addFormats(ajv);
    ajv.addSchema(schema, revision);
    entry = { ajv, defs: modern ? '$defs' : 'definitions' };
    loaded.set(revision, entry);
  }
  return entry;
}

export function schemaValidator(revision: Revision, definition: string): ValidateFunction {
  const key = `${revision}#${definition}`;
  let validate = validators.get(key);
  if (!validate) {
    const { ajv, defs } = load(revision);
    validate = ajv.getSchema(`${revision}#/${defs}/${definition}`);
    if (!validate) throw new TypeError(`no definition ${definition} in the ${revision} schema`);
    validators.set(key, validate);
  }
  return validate;
}

export function hasDefinition(revision: Revision, definition: string): boolean {
  const { ajv, defs } = load(revision);
  return ajv.getSchema(`${revision}#/${defs}/${definition}`) !== undefined;
}

/** Returns a list of problems (empty when valid). */
export function validateDefinition(revision: Revision, definition: string, value: unknown): string[] {
  const validate = schemaValidator(revision, definition);
  if (validate(value)) return [];
  return (validate.errors ?? []).map(
    (e) => `${definition}${e.instancePath} ${e.message ?? ''} ${JSON.stringify(e.params)}`,
  );
}

/**
 * Validates one server → client message: the envelope, and the result against the result type of
 * the method it answers (`method` undefined for errors). JSON-RPC 2.0 §5 requires `"id": null`
 * when the request's id could not be read, but the MCP schemas' RequestId excludes null (and
 * 2025-11-25 onwards makes the id optional for exactly this case); such an error is validated
 * with the null id left out, against the error shape.
 */
export function validateServerMessage(
  revision: Revision,
  message: Record<string, unknown>,
  method?: string,
): string[] {
  const errorDef = hasDefinition(revision, 'JSONRPCErrorResponse') ? 'JSONRPCErrorResponse' : 'JSONRPCError';
  if ('error' in message) {
    if (message.id === null) {
      const { id: _null, ...rest } = message;
      if (errorDef === 'JSONRPCErrorResponse') return validateDefinition(revision, errorDef, rest);
      return validateDefinition(revision, errorDef, { ...rest, id: 0 });
    }
    const problems = validateDefinition(revision, errorDef, message);
    const error = message.error as { code?: number };
    if (error.code === -32022 && hasDefinition(revision, 'UnsupportedProtocolVersionError')) {
      problems.push(...validateDefinition(revision, 'UnsupportedProtocolVersionError', message));
    }
    return problems;
  }
  if ('result' in message) {
    const envelope = hasDefinition(revision, 'JSONRPCResultResponse')
      ? 'JSONRPCResultResponse'
      : 'JSONRPCResponse';
    const problems = validateDefinition(revision, envelope, message);
    const inputRequired = (message.result as { resultType?: unknown }).resultType === 'input_required';
    const definition = inputRequired
      ? 'InputRequiredResult'
      : method && isServerMethod(method)
        ? resultDefinition(revision, method, message.result)
        : undefined;
    if (!definition) return [...problems, `no result definition known for method ${String(method)}`];
    return [...problems, ...validateDefinition(revision, definition, message.result)];
  }
  const kind = 'id' in message ? 'JSONRPCRequest' : 'JSONRPCNotification';
  const problems = validateDefinition(revision, kind, message);
  // A notification the revision defines is checked against its own definition too.
  if (message.method === 'notifications/tasks/status' && hasDefinition(revision, 'TaskStatusNotification'))
    problems.push(...validateDefinition(revision, 'TaskStatusNotification', message));
  // The server's own requests: their params against the revision's definition of that request.
  const request = SERVER_REQUEST_DEFINITIONS[String(message.method)];
  if (kind === 'JSONRPCRequest') {
    if (!request) return [...problems, `the server may not send ${String(message.method)}`];
    problems.push(...validateDefinition(revision, request, message));
  }
  return problems;
}
