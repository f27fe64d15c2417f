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

const other = (direction: AppMessageDirection): AppMessageDirection =>
  direction === 'app → host' ? 'host → app' : 'app → host';

export class AppMessageLinter {
  private readonly ajv = new Ajv2020({ strict: false, allErrors: true });
  private readonly validators = new Map<string, ValidateFunction>();
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
    let validate = this.validators.get(definition);
    if (!validate) {
      // Each definition is a schema of its own (its own `$defs`, `#` refs to itself): compiled alone.
      validate = this.ajv.compile(DEFS[definition]!);
      this.validators.set(definition, validate);
    }
    if (validate(value)) return { ok: true, definition };
    const errors = (validate.errors ?? []).map(
      (e) => `${e.instancePath || 'the message'} ${e.message ?? e.keyword}`,
    );
    return { ok: false, definition, errors: [...new Set(errors)].slice(0, 8) };
  }
}
