// What one canary of the sandbox corpus is (corpus.ts) and the pieces every canary is written with:
// the Groovy that writes its marker file, and the ops on which the unguarded compiler ran it.
import { join } from 'node:path';

export interface Canary {
  /** Also the marker's file name. */
  name: string;
  /** The Groovy source that would run code; `mark(name)` is an expression writing the marker. */
  text: string;
  /** Needs the hostile `--classpath` folder. */
  classpath: boolean;
  /** The ops on which the unguarded compiler ran it (the control test checks these). */
  ranOn: readonly string[];
}

/** A Groovy expression that writes the marker file and evaluates to true. */
export const groovyMark = (markers: string, name: string): string =>
  `(new File(${JSON.stringify(join(markers, name))}).text = 'ran')`;

/** A Groovy statement that writes the marker. */
export const groovyMarkStatement = (markers: string, name: string): string =>
  `new File(${JSON.stringify(join(markers, name))}).text = 'ran'`;

export const TYPED = ['describe', 'definition', 'references', 'implementations', 'rename', 'complete'];
export const INDEXED = [
  'diagnostics',
  'symbols',
  'describe',
  'definition',
  'references',
  'rename',
  'as-related',
];
/** Also through a buffer that has the canary as its related buffer (runCorpus.ts CANARY_OPS). */
export const DIAGNOSED = ['diagnostics', 'as-related'];

/** A canary of `lines`; `classpath`: it needs the hostile `--classpath` folder. */
export const canaryOf =
  (classpath: boolean) =>
  (name: string, lines: string[], ranOn: readonly string[]): Canary => ({
    name,
    text: lines.join('\n') + '\n',
    classpath,
    ranOn,
  });
