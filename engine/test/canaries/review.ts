// The reviewed half of the never-run inventory (docs/never-run.md): neverRunReview.json classifies
// what the generator cannot judge from bytecode alone. Every String member of an annotation is
// "loads code" or "plain data" (an `Annotation.*` entry covers an annotation whose members none of
// the heuristic's evidence names), every descriptor and service the compiler reads holds code or
// data, every bundled descriptor is explained, and every evaluator of annotation values is mapped
// to the hand-written canaries of corpus.ts. A place without an entry fails the run.
import { readFileSync } from 'node:fs';
import type { Inventory, Place } from './inventory';

export interface Classification {
  loadsCode: boolean;
  why: string;
  /** How a loads-code string reaches code: a class name, an extension script or class, Grape… */
  mechanism?: 'class-name' | 'extension' | 'grape' | 'extension-module' | 'global-transform' | 'service';
  /** The type the named class must have for the compiler to instantiate it. */
  bound?: string;
}

interface Review {
  stringMembers: Record<string, Classification>;
  descriptors: Record<string, Classification>;
  bundled: Record<string, string>;
  evaluators: Record<string, string[]>;
}

const review = JSON.parse(readFileSync(new URL('./neverRunReview.json', import.meta.url), 'utf8')) as Review;

/** The bounds of loads-code String members: the generator shapes a payload class for each. */
export function boundsOfReview(): string[] {
  const bounds = Object.values(review.stringMembers).flatMap((c) => (c.bound ? [c.bound] : []));
  // A service's payload implements the service interface, its place's id.
  for (const [id, c] of Object.entries(review.descriptors)) if (c.mechanism === 'service') bounds.push(id);
  return [...new Set(bounds)].sort();
}

/** The classification of a String member or descriptor place; undefined when unreviewed. */
export function classificationOf(place: Place): Classification | undefined {
  if (place.kind === 'annotation-string-member') {
    const own = review.stringMembers[place.id];
    if (own) return own;
    const whole = review.stringMembers[`${place.annotation!.name}.*`];
    // An annotation-wide entry may not cover a member the heuristic flags: that one is reviewed alone.
    return whole && place.evidence!.length === 0 ? whole : undefined;
  }
  if (place.kind === 'classpath-descriptor' || place.kind === 'service-loader')
    return review.descriptors[place.id];
  return undefined;
}

/** Each place the review does not cover, with what is missing. */
export function unreviewed(inventory: Inventory, handCanaries: readonly string[]): string[] {
  const problems: string[] = [];
  for (const place of inventory.places) {
    switch (place.kind) {
      case 'annotation-string-member':
      case 'classpath-descriptor':
      case 'service-loader':
        if (!classificationOf(place))
          problems.push(`${place.kind} ${place.id}: not classified in neverRunReview.json`);
        break;
      case 'bundled-descriptor':
        if (!review.bundled[place.id])
          problems.push(`${place.kind} ${place.id}: not explained in neverRunReview.json`);
        break;
      case 'annotation-evaluator': {
        const canaries = review.evaluators[place.id] ?? [];
        if (canaries.length === 0)
          problems.push(`${place.kind} ${place.id}: no hand-written canary in neverRunReview.json`);
        for (const name of canaries) {
          if (!handCanaries.includes(name))
            problems.push(`${place.kind} ${place.id}: canary ${name} is not in corpus.ts`);
        }
        break;
      }
      case 'annotation-class-member':
        break; // every one is a canary (generatedCorpus.ts): nothing to classify
    }
  }
  return problems;
}
