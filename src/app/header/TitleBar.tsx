// The page's first line (docs/playground.md, "One screen"): what this is, for someone who just opened
// it, and the theme switch.
import { ThemeSwitch } from './ThemeSwitch';

export const TAGLINE =
  'A Model Context Protocol playground: see every JSON-RPC message between this page and an MCP server.';

export function TitleBar() {
  return (
    <div className="title-bar">
      <h1>groovymcp playground</h1>
      <p>{TAGLINE}</p>
      <ThemeSwitch />
    </div>
  );
}
