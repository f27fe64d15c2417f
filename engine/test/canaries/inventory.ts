// The never-run inventory (engine/README.md "Compile, never run", docs/never-run.md): the generator
// in ./inventory/*.java is compiled against the Groovy jars the engine loads and reads their class
// files, listing every place a compile can reach user-chosen code. The result is cached in
// engine/build/never-run/ under a key of the jars and the generator's sources, so the test files
// that share it pay for one run.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { groovyJars, groovyLibDir } from '../../../backend/engine/engineCommand';
import { boundsOfReview } from './review';

export type PlaceKind =
  | 'annotation-class-member'
  | 'annotation-string-member'
  | 'classpath-descriptor'
  | 'service-loader'
  | 'bundled-descriptor'
  | 'annotation-evaluator';

export const PLACE_KINDS: readonly PlaceKind[] = [
  'annotation-class-member',
  'annotation-string-member',
  'classpath-descriptor',
  'service-loader',
  'bundled-descriptor',
  'annotation-evaluator',
];

export interface AnnotationMember {
  name: string;
  /** JVM descriptor of the member's type, e.g. `Ljava/lang/String;`. */
  type: string;
  hasDefault: boolean;
  enumConstants: string[];
}

export interface AnnotationType {
  name: string;
  sourceName: string;
  targets: string[];
  members: AnnotationMember[];
  readBy: string[];
}

export interface PayloadShape {
  bound: string | null;
  superClause: string;
  superCall: string;
  superParams: string;
  methods: string[];
}

export interface Place {
  kind: PlaceKind;
  id: string;
  annotation?: AnnotationType;
  member?: string;
  array?: boolean;
  payload?: PayloadShape;
  evidence?: string[];
  readBy?: string[];
  entries?: string[];
}

export interface Inventory {
  jars: string[];
  places: Place[];
  payloadShapes: Record<string, PayloadShape>;
}

const here = dirname(fileURLToPath(import.meta.url));
const generatorDir = join(here, 'inventory');
/** engine/build/never-run: the cached inventory and the compiled payload classpath. */
export const NEVER_RUN_BUILD = join(here, '..', '..', 'build', 'never-run');
const cacheDir = NEVER_RUN_BUILD;

/** The jars the engine compiles with (engine/build.mjs, engineCommand.ts). */
export function engineJars(): string[] {
  const jars = groovyJars(groovyLibDir());
  if (!jars) throw new Error(`no Groovy jars in ${groovyLibDir()}`);
  return jars;
}

function cacheKey(jars: readonly string[], bounds: readonly string[]): string {
  const hash = createHash('sha256');
  for (const jar of jars) hash.update(`${jar}:${statSync(jar).size}:${statSync(jar).mtimeMs}\n`);
  for (const name of readdirSync(generatorDir).sort()) hash.update(readFileSync(join(generatorDir, name)));
  hash.update(bounds.join(','));
  return hash.digest('hex').slice(0, 16);
}

/** Runs the generator (or reads its cached answer for these jars and sources). */
export function readInventory(): Inventory {
  const jars = engineJars();
  const bounds = boundsOfReview();
  const cached = join(cacheDir, `inventory-${cacheKey(jars, bounds)}.json`);
  if (existsSync(cached)) return JSON.parse(readFileSync(cached, 'utf8')) as Inventory;
  const classes = join(cacheDir, `classes-${process.pid}`);
  mkdirSync(classes, { recursive: true });
  try {
    const sources = readdirSync(generatorDir).filter((n) => n.endsWith('.java'));
    execFileSync(
      'javac',
      [
        '--release',
        '17',
        '-nowarn',
        '-cp',
        jars[0]!,
        '-d',
        classes,
        ...sources.map((n) => join(generatorDir, n)),
      ],
      {
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    const out = `${cached}.${process.pid}`;
    const boundArgs = bounds.flatMap((b) => ['--bound', b]);
    execFileSync('java', [
      '-cp',
      [classes, ...jars].join(':'),
      'groovymcp.inventory.NeverRunInventory',
      out,
      ...boundArgs,
      ...jars,
    ]);
    renameSync(out, cached); // atomic: test files running side by side read whole files only
  } finally {
    rmSync(classes, { recursive: true, force: true });
  }
  return JSON.parse(readFileSync(cached, 'utf8')) as Inventory;
}

/** Places per kind. */
export function countsOf(inventory: Inventory): Record<PlaceKind, number> {
  const counts = Object.fromEntries(PLACE_KINDS.map((k) => [k, 0])) as Record<PlaceKind, number>;
  for (const place of inventory.places) counts[place.kind]++;
  return counts;
}

/** Writes `text` to `path`, creating its folder. */
export function writeFileIn(path: string, text: string): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}
