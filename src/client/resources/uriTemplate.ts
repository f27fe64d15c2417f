// Resource templates are RFC 6570 URI templates (docs/playground.md, "Resources and Prompts").
// Servers use more than level 1 (`{?q}`, `{/path}`, `{+x}`), so we expand with the MCP SDK's own
// `UriTemplate`, the one servers match requests with, rather than a reader of our own.
import { UriTemplate } from '@modelcontextprotocol/sdk/shared/uriTemplate.js';

/** The variable names of a template, in order, without repeats; a template the SDK cannot read is a problem. */
export function uriTemplateVariables(template: string): { names: string[] } | { problem: string } {
  try {
    return { names: [...new Set(new UriTemplate(template).variableNames)] };
  } catch (error) {
    return { problem: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * The template expanded with the values given. An empty value counts as not given, so an
 * unfilled `{?q}` adds nothing rather than `?q=` (a `{name}` expands to "" either way).
 */
export function expandUriTemplate(template: string, values: Readonly<Record<string, string>>): string {
  const given = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== ''));
  return new UriTemplate(template).expand(given);
}
