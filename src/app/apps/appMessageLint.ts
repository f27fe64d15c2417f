// Each app ↔ host message checked against ext-apps' own `schema.json` (docs/playground.md, "MCP Apps"):
// a `ui/*` request or notification against the definition whose `method` const matches, an answer
// against the result of the request it answers. MCP's own methods (`tools/call`, logs) are not in that
// schema and are said so; the server lane's lint checks the calls they lead to.
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import schema from '@modelcontextprotocol/ext-apps/schema.json';

export type AppMessageDirection = 'app → host' | 'host → app';

export type AppVerdict =
  | { readonly ok: true; readonly definition: string }
  | { readonly ok: false; readonly definition: string; readonly errors: readonly string[] }
  | { readonly unchecked: string };

type Defs = Record<string, { properties?: { method?: { const?: unknown } } }>;
const DEFS = (schema as { $defs: Defs }).$defs;

/** `ui/initialize` → `McpUiInitializeRequest`, from the schema itself. */
const BY_METHOD = new Map(
  Object.entries(DEFS).flatMap(([name, def]) => {
    const method = def.properties?.method?.const;
    return typeof method === 'string' ? [[method, name] as const] : [];
  }),
);

/**
 * The compiled definitions, shared by every app's linter: each compile takes ~10–30 ms of the page's
 * main thread, and an app's start goes through eight of them, between its messages (a linter of its
 * own per app compiled them again for every call).
 */
const ajv = new Ajv2020({ strict: false, allErrors: true });
const validators = new Map<string, ValidateFunction>();

function validatorOf(definition: string): ValidateFunction {
  let validate = validators.get(definition);
  if (!validate) {
    // Each definition is a schema of its own (its own `$defs`, `#` refs to itself): compiled alone.
    validate = ajv.compile(DEFS[definition]!);
    validators.set(definition, validate);
  }
  return validate;
}

/** What every app's start sends, in order: the proxy's handshake, ui/initialize and its result, … */
const START_METHODS = [
  'ui/notifications/sandbox-proxy-ready',
  'ui/notifications/sandbox-resource-ready',
  'ui/initialize',
  'ui/notifications/initialized',
  'ui/notifications/tool-input',
  'ui/notifications/tool-result',
  'ui/notifications/size-changed',
];

/**
 * Compiles the definitions of an app's start ahead, one per idle moment of the page, while the app's
 * sandbox and document load (docs/playground.md, "MCP Apps"): then checking its first messages does
 * not hold up the answers to them.
 */
export function compileAppStartDefinitions(): void {
  // A request's answer too (McpUiInitializeResult); a notification names no other.
  const named = START_METHODS.flatMap((method) => {
    const definition = BY_METHOD.get(method);
    return definition === undefined ? [] : [definition, definition.replace(/Request$/, 'Result')];
  });
  const definitions = [...new Set(named)].filter(
    (definition) => DEFS[definition] !== undefined && !validators.has(definition),
  );
  const idle = (next: () => void) =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(next, { timeout: 1000 })
      : setTimeout(next, 0);
  const compileNext = () => {
    const definition = definitions.shift();
    if (definition === undefined) return;
    validatorOf(definition);
    idle(compileNext);
  };
  idle(compileNext);
}

const other = (direction: AppMessageDirection): AppMessageDirection =>
  direction === 'app → host' ? 'host → app' : 'app → host';

export class AppMessageLinter {
  /** `direction id` of each ui/* request → its definition, to check the answer's result. */
  private readonly pending = new Map<string, string>();

  check(direction: AppMessageDirection, message: unknown): AppVerdict {
    if (typeof message !== 'object' || message === null)
      return { ok: false, definition: '', errors: ['not an object'] };
    const m = message as {
      jsonrpc?: unknown;
      method?: unknown;
      id?: unknown;
      params?: unknown;
      result?: unknown;
    };
    if (m.jsonrpc !== '2.0') return { ok: false, definition: '', errors: ['"jsonrpc" must be "2.0"'] };
    if (typeof m.method === 'string') {
      const definition = BY_METHOD.get(m.method);
      if (definition === undefined) return { unchecked: `${m.method} is MCP's, not in the ext-apps schema` };
      if (m.id !== undefined) this.pending.set(`${direction} ${String(m.id)}`, definition);
      // The schema's definitions are the method and params, without the JSON-RPC envelope.
      return this.validate(definition, { method: m.method, ...('params' in m ? { params: m.params } : {}) });
    }
    const key = `${other(direction)} ${String(m.id)}`;
    const request = this.pending.get(key);
    this.pending.delete(key);
    if (request === undefined) return { unchecked: 'answers a request that is not in the ext-apps schema' };
    if (!('result' in m)) return { unchecked: 'an error answer' };
    const result = request.replace(/Request$/, 'Result');
    return DEFS[result] ? this.validate(result, m.result) : { unchecked: `no ${result} in the schema` };
  }

  private validate(definition: string, value: unknown): AppVerdict {
    const validate = validatorOf(definition);
    if (validate(value)) return { ok: true, definition };
    const errors = (validate.errors ?? []).map(
      (e) => `${e.instancePath || 'the message'} ${e.message ?? e.keyword}`,
    );
    return { ok: false, definition, errors: [...new Set(errors)].slice(0, 8) };
  }
}
