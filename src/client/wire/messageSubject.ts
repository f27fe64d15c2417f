// What a request names, so Traffic can tell the calls of one method apart (docs/playground.md,
// "Traffic"): `tools/call · rename`, `prompts/get · review-groovy`, `resources/read · groovy://limits`,
// `completion/complete · prompt review-groovy`. One entry per method; a method not listed names
// nothing.

/** Cut so that a row stays a few short scalars, whatever a request carries. */
const MAX_SUBJECT = 200;

type Params = Record<string, unknown>;

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** A completion ref: `prompt <name>` or `resource <uri template>` (the two ref types MCP has). */
function completionRef(params: Params): string | undefined {
  const ref = params.ref as Params | null | undefined;
  if (typeof ref !== 'object' || ref === null) return undefined;
  if (ref.type === 'ref/prompt' && text(ref.name) !== undefined) return `prompt ${text(ref.name)}`;
  if (ref.type === 'ref/resource' && text(ref.uri) !== undefined) return `resource ${text(ref.uri)}`;
  return undefined;
}

const SUBJECTS: Readonly<Record<string, (params: Params) => string | undefined>> = {
  'tools/call': (params) => text(params.name),
  'prompts/get': (params) => text(params.name),
  'resources/read': (params) => text(params.uri),
  'completion/complete': completionRef,
};

/** The subject of a request of `method` with these params, or undefined when it names none. */
export function subjectOf(method: string, params: unknown): string | undefined {
  const subject = Object.hasOwn(SUBJECTS, method) ? SUBJECTS[method] : undefined;
  if (!subject || typeof params !== 'object' || params === null || Array.isArray(params)) return undefined;
  return subject(params as Params)?.slice(0, MAX_SUBJECT);
}
