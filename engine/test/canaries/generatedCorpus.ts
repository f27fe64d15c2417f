// The generated canary corpus (docs/never-run.md): one canary per inventory place that can reach
// code, made from the place itself rather than from memory. An annotation's Class member gets a
// source canary (a closure payload) and a classpath canary (a compiled payload class of the member's
// bound); a String member reviewed as loading code gets a source canary (the name of a class in the
// same source) and a classpath canary (a compiled payload class); a descriptor or service reviewed
// as holding code gets a classpath canary (the descriptor in the generated --classpath folder, naming
// a payload). Each payload, if run, writes its marker and throws "canary ran: <name>".
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Canary } from './corpus';
import { groovyRan, groovyRanClosure, annotationUse, placed } from './generatedSource';
import { extensionMethods, globalTransform, payloadClass, PAYLOAD_PACKAGE } from './generatedPayloads';
import { engineJars, NEVER_RUN_BUILD, writeFileIn, type Inventory, type Place } from './inventory';
import { classificationOf } from './review';

export interface GeneratedCanary extends Canary {
  /** The inventory place it stands for. */
  place: string;
}

export interface GeneratedCorpus {
  classpath: string;
  /**
   * A folder holding only the generated global-transformation list (naming a payload in
   * `classpath`). Apart because, listed, a global transformation runs on every compile: made inert
   * by layer 1 with the loader guards off, it would fail every other canary's compile.
   */
  globalTransforms: string;
  canaries: GeneratedCanary[];
  /** Places that reach code but got no canary, with why (the inventory test requires none). */
  ungenerated: string[];
}

const GLOBAL_LIST = 'META-INF/services/org.codehaus.groovy.transform.ASTTransformation';

const slug = (id: string): string => id.replace(/[^A-Za-z0-9]+/g, '-');

interface Builder {
  markers: string;
  /** Descriptor files of the classpath folder, by path. */
  resources: Map<string, string>;
  globalList?: string;
  inventory: Inventory;
  java: Map<string, string>;
  canaries: GeneratedCanary[];
  ungenerated: string[];
  n: number;
}

function add(b: Builder, place: Place, name: string, text: string, classpath: boolean): void {
  b.canaries.push({ name, text, classpath, ranOn: [], place: place.id });
}

function classMember(b: Builder, place: Place): void {
  const annotation = place.annotation!;
  const wrap = (v: string) => (place.array ? `[${v}]` : v);
  const src = `gen-src-${slug(place.id)}`;
  const srcUse = annotationUse(annotation, place.member!, wrap(groovyRanClosure(join(b.markers, src), src)));
  const cp = `gen-cp-${slug(place.id)}`;
  const payload = `P${++b.n}`;
  const cpUse = annotationUse(annotation, place.member!, wrap(`${PAYLOAD_PACKAGE}.${payload}`));
  if (!srcUse || !cpUse) {
    b.ungenerated.push(`${place.id}: a required member has no plain value`);
    return;
  }
  add(b, place, src, placed(annotation, srcUse, `${b.n}s`), false);
  b.java.set(payload, payloadClass(payload, cp, place.payload));
  add(b, place, cp, placed(annotation, cpUse, `${b.n}c`), true);
}

function stringMember(b: Builder, place: Place): void {
  const review = classificationOf(place)!;
  if (!review.loadsCode) return;
  const annotation = place.annotation!;
  const wrap = (v: string) => (place.array ? `[${v}]` : v);
  const tag = ++b.n;
  const src = `gen-src-${slug(place.id)}`;
  const srcClass = `GenSrc${tag}`;
  const srcUse = annotationUse(annotation, place.member!, wrap(`'${srcClass}'`));
  const cp = `gen-cp-${slug(place.id)}`;
  const payload = `S${tag}`;
  const cpUse = annotationUse(annotation, place.member!, wrap(`'${PAYLOAD_PACKAGE}.${payload}'`));
  if (!srcUse || !cpUse) {
    b.ungenerated.push(`${place.id}: a required member has no plain value`);
    return;
  }
  const srcPayload = `class ${srcClass} { static { ${groovyRan(join(b.markers, src), src)} } }\n`;
  add(b, place, src, placed(annotation, srcUse, `${tag}s`) + srcPayload, false);
  const shape = review.bound ? b.inventory.payloadShapes[review.bound] : undefined;
  b.java.set(payload, payloadClass(payload, cp, shape));
  add(b, place, cp, placed(annotation, cpUse, `${tag}c`), true);
}

function descriptor(b: Builder, place: Place): void {
  const review = classificationOf(place)!;
  if (!review.loadsCode) return;
  const tag = ++b.n;
  const name = `gen-cp-${slug(place.id)}`;
  const payload = `D${tag}`;
  const qualified = `${PAYLOAD_PACKAGE}.${payload}`;
  switch (review.mechanism) {
    case 'extension-module': {
      const method = `genShout${tag}`;
      b.java.set(payload, extensionMethods(payload, name, method));
      b.resources.set(place.id, `moduleName=gen${tag}\nmoduleVersion=1\nextensionClasses=${qualified}\n`);
      add(b, place, name, `'abc'.${method}()\nclass U${tag} { def m() { 'x'.${method}() } }\n`, true);
      return;
    }
    case 'global-transform':
      b.java.set(payload, globalTransform(payload, name, `G${tag}`));
      b.globalList = `${qualified}\n`;
      add(b, place, name, `class G${tag} { }\n`, true);
      return;
    case 'service':
      b.java.set(payload, payloadClass(payload, name, b.inventory.payloadShapes[place.id]));
      b.resources.set(`META-INF/services/${place.id}`, `${qualified}\n`);
      add(b, place, name, `new groovy.json.JsonSlurper().parseText('{}')\nclass J${tag} { }\n`, true);
      return;
    default:
      b.ungenerated.push(`${place.id}: no canary for mechanism ${review.mechanism}`);
  }
}

/**
 * The canaries of `inventory`; their Groovy sources write below `markers`, their compiled
 * payloads below the JVM's MARKERS_PROPERTY. The classpath folder (payload classes and descriptors)
 * is compiled once per content into engine/build/never-run/ and shared.
 */
export function buildGeneratedCorpus(inventory: Inventory, markers: string): GeneratedCorpus {
  const b: Builder = {
    markers,
    resources: new Map(),
    inventory,
    java: new Map(),
    canaries: [],
    ungenerated: [],
    n: 0,
  };
  for (const place of inventory.places) {
    if (place.kind === 'annotation-class-member') classMember(b, place);
    else if (place.kind === 'annotation-string-member') stringMember(b, place);
    else if (place.kind === 'classpath-descriptor' || place.kind === 'service-loader') descriptor(b, place);
  }
  const classpath = compiledClasspath(b);
  const globalTransforms = `${classpath}-global`;
  if (b.globalList && !existsSync(globalTransforms))
    writeFileIn(join(globalTransforms, GLOBAL_LIST), b.globalList);
  return { classpath, globalTransforms, canaries: b.canaries, ungenerated: b.ungenerated };
}

function compiledClasspath(b: Builder): string {
  const hash = createHash('sha256');
  for (const [path, text] of [...b.java, ...b.resources, ['global', b.globalList ?? '']])
    hash.update(`${path}\0${text}\0`);
  const classpath = join(NEVER_RUN_BUILD, `classpath-${hash.digest('hex').slice(0, 16)}`);
  if (existsSync(classpath)) return classpath;
  const staging = `${classpath}.${process.pid}`;
  const src = join(staging, 'src');
  const files = [...b.java].map(([simple, text]) => {
    const path = join(src, ...PAYLOAD_PACKAGE.split('.'), `${simple}.java`);
    writeFileIn(path, text);
    return path;
  });
  const classes = join(staging, 'classes');
  for (const [path, text] of b.resources) writeFileIn(join(classes, path), text);
  execFileSync(
    'javac',
    ['--release', '17', '-nowarn', '-cp', engineJars().join(':'), '-d', classes, ...files],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  try {
    renameSync(classes, classpath); // atomic: a test file running alongside sees all or nothing
  } catch (e) {
    if (!existsSync(classpath)) throw e;
  }
  rmSync(staging, { recursive: true, force: true });
  return classpath;
}
