// The control's expectation for the generated corpus (docs/never-run.md): neverRunLiveness.json
// lists the generated canaries that run with every layer off ("live") and, for each other one,
// why the unguarded compiler does not run it ("silent"). The control test compares both ways.
import { readFileSync } from 'node:fs';

export interface Liveness {
  live: string[];
  silent: Record<string, string>;
}

export const LIVENESS = JSON.parse(
  readFileSync(new URL('./neverRunLiveness.json', import.meta.url), 'utf8'),
) as Liveness;
