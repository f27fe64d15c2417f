// Validates a value against a JSON Schema that arrived on the wire: a tool's inputSchema (the raw
// JSON mode of the Tools form) or its outputSchema (the result's structuredContent). The draft is
// the one the schema declares; MCP tool schemas without `$schema` are 2020-12 (2025-11-25 onward).
import Ajv, { type ValidateFunction } from 'ajv';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { formatAjvErrors, valueProblems, type ValueProblem } from './ajvErrors';

export type { ValueProblem };

export type ValueVerdict =
  | { readonly valid: true }
  | {
      readonly valid: false;
      readonly errors: readonly string[];
      /** The same errors by where they are, for a form to show next to its fields. */
      readonly problems?: readonly ValueProblem[];
    }
  /** The schema itself could not be compiled: that is worth saying too. */
  | { readonly schemaError: string };

const CACHE_LIMIT = 64;

export class ValueValidator {
  private draft07: Ajv | undefined;
  private draft2020: Ajv | undefined;
  private readonly cache = new Map<string, ValidateFunction>();

  validate(schema: unknown, value: unknown): ValueVerdict {
    let validate: ValidateFunction;
    try {
      validate = this.compile(schema);
    } catch (cause) {
      return { schemaError: cause instanceof Error ? cause.message : String(cause) };
    }
    if (validate(value)) return { valid: true };
    return {
      valid: false,
      errors: formatAjvErrors(validate.errors),
      problems: valueProblems(validate.errors),
    };
  }

  private compile(schema: unknown): ValidateFunction {
    const key = JSON.stringify(schema);
    const cached = this.cache.get(key);
    if (cached) return cached;
    const declared =
      typeof schema === 'object' && schema !== null ? (schema as { $schema?: unknown }).$schema : undefined;
    const ajv = typeof declared === 'string' && declared.includes('draft-07') ? this.ajv07() : this.ajv2020();
    const validate = ajv.compile(schema as object);
    if (this.cache.size >= CACHE_LIMIT) this.cache.delete(this.cache.keys().next().value as string);
    this.cache.set(key, validate);
    return validate;
  }

  private ajv07(): Ajv {
    this.draft07 ??= addFormats(new Ajv({ strict: false, allErrors: true }));
    return this.draft07;
  }

  private ajv2020(): Ajv {
    this.draft2020 ??= addFormats(new Ajv2020({ strict: false, allErrors: true }));
    return this.draft2020;
  }
}
