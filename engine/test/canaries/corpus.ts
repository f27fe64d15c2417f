// The canary corpus of the engine's sandbox (engine/README.md "Compile, never run"): every known
// way Groovy 4 can be made to run code while it only compiles, each one writing a marker file when
// it runs. `buildCorpus()` makes a fresh folder with the markers folder, a compiled `--classpath`
// folder of hostile classes and resources, and the sources. Tests assert the markers folder stays
// empty; the control test proves each canary really writes its marker when the sandbox is off.
import { mkdirSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Canary } from './canary';
import { buildHostileClasspath, classpathCanaries } from './classpathCanaries';
import { sourceCanaries } from './sourceCanaries';

export type { Canary } from './canary';

export interface Corpus {
  root: string;
  markers: string;
  /** The hostile `--classpath` folder. */
  classpath: string;
  /** An empty folder to serve as HOME (a @Grab would write below it). */
  home: string;
  canaries: readonly Canary[];
}

export function buildCorpus(): Corpus {
  const root = mkdtempSync(join(tmpdir(), 'engine-canaries-'));
  const markers = join(root, 'markers');
  const home = join(root, 'home');
  const classpath = join(root, 'classpath');
  const src = join(root, 'src');
  for (const d of [markers, home, classpath, src]) mkdirSync(d, { recursive: true });
  buildHostileClasspath(markers, classpath, src);
  return {
    root,
    markers,
    classpath,
    home,
    canaries: [...sourceCanaries(markers), ...classpathCanaries()],
  };
}

/** The marker files written so far. */
export function markersWritten(corpus: Corpus): string[] {
  return readdirSync(corpus.markers).sort();
}
