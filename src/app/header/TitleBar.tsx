// The page's first line (docs/playground.md, "One screen"): what this is, for someone who just opened
// it, the page's actions (Share) and the theme switch.
import type { ReactNode } from 'react';
import { ThemeSwitch } from './ThemeSwitch';

export const TAGLINE =
  'A Model Context Protocol playground: see every JSON-RPC message between this page and an MCP server.';

export function TitleBar({ actions }: { actions?: ReactNode }) {
  return (
    <div className="title-bar">
      <h1>groovymcp playground</h1>
      <p>{TAGLINE}</p>
      {actions}
      <ThemeSwitch />
    </div>
  );
}
