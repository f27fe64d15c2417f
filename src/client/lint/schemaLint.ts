// Checks one JSON-RPC message against the official JSON Schema of its revision
// (docs/playground.md, "Traffic": every message is checked; docs/ARCHITECTURE.md, "Revisions").
// The envelope is checked against the JSON-RPC definitions; a request or notification against the
// definition whose `method` const matches, among the ones its sender may send (ClientRequest for
// the client, ServerRequest for the server); a result against the result of the request it answers.
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { formatAjvErrors } from './ajvErrors';
import type { MessageKind } from '../wire/messageSummary';
import { isNullIdError, isRequestIdTypeError, NULL_ID_NOTE } from './nullId';
import { correctSchema } from './schemaCorrections';

export type LintOutcome =
  /** `note`: something outside the schema that is not a violation (nullId.ts). */
  | { readonly ok: true; readonly note?: string }
  | { readonly ok: false; readonly errors: readonly string[]; readonly note?: string }
  | { readonly unchecked: string };

export interface LintInput {
  readonly raw: string;
  readonly direction: 'out' | 'in';
  readonly kind: MessageKind;
  /** For a response: the method of the request it answers, when known. */
  readonly method: string | undefined;
}

type SchemaObject = Record<string, unknown>;

/** Methods of extensions that have no definitions in the core schema (docs/tasks.md). */
const EXTENSION_PREFIXES: ReadonlyArray<readonly [string, string]> = [
  ['tasks/', 'io.modelcontextprotocol/tasks'],
  ['notifications/tasks', 'io.modelcontextprotocol/tasks'],
];

const ENVELOPES: Readonly<Record<MessageKind, readonly string[]>> = {
  request: ['JSONRPCRequest'],
  notification: ['JSONRPCNotification'],
  result: ['JSONRPCResultResponse', 'JSONRPCResponse'],
  error: ['JSONRPCErrorResponse', 'JSONRPCError'],
  invalid: ['JSONRPCMessage'],
};

export class RevisionLinter {
  private readonly ajv: Ajv;
  private readonly defsKey: string;
  private readonly defs: Record<string, SchemaObject>;
  private readonly validators = new Map<string, ValidateFunction>();
  /** method → definition name, per sender. */
  private readonly methods: Record<'out' | 'in', Map<string, string>>;

  constructor(
    readonly revision: string,
    vendored: SchemaObject,
  ) {
    // Where the vendored JSON contradicts the spec's schema.ts, the spec wins (schemaCorrections.ts).
    const { document } = correctSchema(revision, vendored);
    const draft2020 = String(document.$schema).includes('2020-12');
    this.ajv = draft2020
      ? new Ajv2020({ strict: false, allErrors: true })
      : new Ajv({ strict: false, allErrors: true });
    addFormats(this.ajv);
    this.defsKey = draft2020 ? '$defs' : 'definitions';
    this.defs = (document[this.defsKey] ?? {}) as Record<string, SchemaObject>;
    this.ajv.addSchema(document, 'mcp');
    this.methods = {
      out: this.methodIndex(['ClientRequest', 'ClientNotification']),
      in: this.methodIndex(['ServerRequest', 'ServerNotification']),
    };
  }

  /** The methods the client may send in this revision (for completion in the Raw editor). */
  clientMethods(): string[] {
    return [...this.methods.out.keys()].sort();
  }

  lint(input: LintInput): LintOutcome {
    let message: unknown;
    try {
      message = JSON.parse(input.raw);
    } catch (cause) {
      return { ok: false, errors: [`not JSON: ${cause instanceof Error ? cause.message : String(cause)}`] };
    }
    const envelope = ENVELOPES[input.kind].find((name) => name in this.defs) ?? 'JSONRPCMessage';
    let neutralised = false;
    // Only the envelope of an error reply can hold a null id (nullId.ts).
    const nullId =
      input.kind === 'error' && isNullIdError(message)
        ? (error: ErrorObject) => (isRequestIdTypeError(error) ? (neutralised = true) : false)
        : undefined;
    const errors = this.check(envelope, message, '', nullId);
    const note = neutralised ? { note: NULL_ID_NOTE } : {};
    const specific = this.specific(input, message as SchemaObject);
    if ('unchecked' in specific) return errors.length > 0 ? { ok: false, errors, ...note } : specific;
    errors.push(...specific.errors);
    return errors.length > 0 ? { ok: false, errors: [...new Set(errors)], ...note } : { ok: true, ...note };
  }

  private specific(input: LintInput, message: SchemaObject): { errors: string[] } | { unchecked: string } {
    if (input.kind === 'request' || input.kind === 'notification') {
      const method = String(message.method);
      const name = this.methods[input.direction].get(method);
      if (name) return { errors: this.check(name, message) };
      const extension = EXTENSION_PREFIXES.find(([prefix]) => method.startsWith(prefix));
      if (extension && !this.anyMethodStartsWith(extension[0])) {
        return {
          unchecked: `${method} belongs to the extension ${extension[1]}, which the core schema does not define`,
        };
      }
      const sender = input.direction === 'out' ? 'client' : 'server';
      return { errors: [`"${method}" is not a ${input.kind} a ${sender} may send in ${this.revision}`] };
    }
    if (input.kind === 'result' && input.method !== undefined) {
      return this.checkResult(input, message.result as SchemaObject);
    }
    return { errors: [] };
  }

  private checkResult(input: LintInput, result: SchemaObject): { errors: string[] } | { unchecked: string } {
    const requestDef = this.methods[input.direction === 'in' ? 'out' : 'in'].get(input.method as string);
    if (!requestDef) return { unchecked: `no schema for the result of ${input.method} in ${this.revision}` };
    const resultType = typeof result === 'object' && result !== null ? result.resultType : undefined;
    if (resultType === 'input_required' && 'InputRequiredResult' in this.defs) {
      return { errors: this.check('InputRequiredResult', result, '/result') };
    }
    if (
      typeof result === 'object' &&
      result !== null &&
      'task' in result &&
      'CreateTaskResult' in this.defs
    ) {
      return { errors: this.check('CreateTaskResult', result, '/result') };
    }
    if (resultType === 'task' && !('CreateTaskResult' in this.defs)) {
      return { unchecked: 'a task result of the extension io.modelcontextprotocol/tasks (no core schema)' };
    }
    const named = requestDef.replace(/Request$/, 'Result');
    return { errors: this.check(named in this.defs ? named : 'Result', result, '/result') };
  }

  /** The errors of `value` against `definition`, minus those `ignore` accepts. */
  private check(
    definition: string,
    value: unknown,
    prefix = '',
    ignore?: (error: ErrorObject) => boolean,
  ): string[] {
    const validate = this.validator(definition);
    if (validate(value)) return [];
    const errors = ignore ? (validate.errors ?? []).filter((error) => !ignore(error)) : validate.errors;
    return formatAjvErrors(errors, prefix);
  }

  private validator(definition: string): ValidateFunction {
    let validate = this.validators.get(definition);
    if (!validate) {
      validate = this.ajv.compile({ $ref: `mcp#/${this.defsKey}/${definition}` });
      this.validators.set(definition, validate);
    }
    return validate;
  }

  private methodIndex(unions: readonly string[]): Map<string, string> {
    const index = new Map<string, string>();
    for (const union of unions) {
      for (const name of this.members(union)) {
        const method = (this.defs[name]?.properties as Record<string, SchemaObject> | undefined)?.method
          ?.const;
        if (typeof method === 'string' && !index.has(method)) index.set(method, name);
      }
    }
    return index;
  }

  /** The definition names a union (`anyOf` / `oneOf` of `$ref`s) stands for; itself when it is no union. */
  private members(name: string): string[] {
    const def = this.defs[name];
    if (!def) return [];
    const options = (def.anyOf ?? def.oneOf) as SchemaObject[] | undefined;
    if (!options) return [name];
    return options.flatMap((option) =>
      typeof option.$ref === 'string' ? this.members(option.$ref.split('/').pop() as string) : [],
    );
  }

  private anyMethodStartsWith(prefix: string): boolean {
    return [...this.methods.out.keys(), ...this.methods.in.keys()].some((method) =>
      method.startsWith(prefix),
    );
  }
}
