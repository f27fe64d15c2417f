// RFC 6570 level 1 (simple string expansion, `{var}`), which is what resource templates use in
// practice (docs/playground.md, "Client features for any server"): each variable's value is
// percent-encoded except for unreserved characters. Expressions of higher levels (`{+var}`,
// `{/var}`, `{?a,b}`, …) are not expanded and are said to be unsupported.

const EXPRESSION = /\{([^{}]*)\}/g;
const NAME = /^[A-Za-z0-9_%.]+$/;

/** The variable names of a template, in order, without repeats; a level 2+ expression is an error. */
export function uriTemplateVariables(template: string): { names: string[] } | { problem: string } {
  const names: string[] = [];
  for (const match of template.matchAll(EXPRESSION)) {
    const body = match[1] ?? '';
    if (!NAME.test(body))
      return { problem: `{${body}} is not a level 1 expression (only {name} is expanded)` };
    if (!names.includes(body)) names.push(body);
  }
  return { names };
}

/** Unreserved characters (RFC 3986 §2.3) stay; everything else is percent-encoded as UTF-8. */
function encodeSimple(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** The template with each `{name}` replaced by its encoded value (an undefined value expands to ""). */
export function expandUriTemplate(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(EXPRESSION, (_whole, name: string) => encodeSimple(values[name] ?? ''));
}
