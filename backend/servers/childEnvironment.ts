// What a configured stdio server inherits (docs/any-server.md, "Stdio bridge"): the few variables a
// program needs to run, as MCP clients pass them, plus the entry's own `env`. Never the whole
// environment: the backend's holds GROOVYMCP_TOKEN, which a child must not be able to read.
const INHERITED = ['HOME', 'LOGNAME', 'PATH', 'SHELL', 'TERM', 'USER', 'LANG', 'TMPDIR', 'SystemRoot'];

export function childEnvironment(
  parent: NodeJS.ProcessEnv,
  own: Readonly<Record<string, string>>,
): Record<string, string> {
  const env: Record<string, string> = {};
  for (const name of INHERITED) {
    const value = parent[name];
    // A value starting with `()` is a shell function export, never needed and a known injection path.
    if (value !== undefined && !value.startsWith('()')) env[name] = value;
  }
  return { ...env, ...own };
}
