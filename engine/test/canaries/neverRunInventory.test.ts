// The never-run inventory against its pins (docs/never-run.md): the places per kind generated from
// the jars the engine loads, the canaries generated from them, and the docs' table all agree with
// neverRunCounts.json; every place is reviewed; an unreviewed place fails. A jar upgrade that adds
// a place fails here until the place is reviewed, its canaries run, and the pins are updated.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildCorpus } from './corpus';
import { buildGeneratedCorpus } from './generatedCorpus';
import { countsOf, PLACE_KINDS, readInventory, type Inventory, type Place } from './inventory';
import { unreviewed } from './review';

const pins = JSON.parse(readFileSync(new URL('./neverRunCounts.json', import.meta.url), 'utf8')) as {
  jars: string[];
  places: Record<string, number>;
  generatedCanaries: number;
};
const docs = readFileSync(new URL('../../../docs/never-run.md', import.meta.url), 'utf8');

const inventory = readInventory();
const root = mkdtempSync(join(tmpdir(), 'never-run-inventory-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the never-run inventory', () => {
  it('reads the jars the counts were pinned for', () => {
    expect(inventory.jars).toEqual(pins.jars);
  });

  it('has the pinned number of places of each kind', () => {
    expect(countsOf(inventory)).toEqual(pins.places);
  });

  it('grows the generated corpus with the places, every place that reaches code has canaries', () => {
    const generated = buildGeneratedCorpus(inventory, join(root, 'markers'));
    expect(generated.ungenerated).toEqual([]);
    expect(generated.canaries.length).toBe(pins.generatedCanaries);
    expect(new Set(generated.canaries.map((c) => c.name)).size).toBe(generated.canaries.length);
  });

  it('leaves no place unreviewed', () => {
    const hand = buildCorpus();
    try {
      expect(
        unreviewed(
          inventory,
          hand.canaries.map((c) => c.name),
        ),
      ).toEqual([]);
    } finally {
      rmSync(hand.root, { recursive: true, force: true });
    }
  });

  it('is counted in docs/never-run.md', () => {
    for (const kind of PLACE_KINDS) expect(docs).toContain(`| \`${kind}\` | ${pins.places[kind]} |`);
    expect(docs).toContain(`${pins.generatedCanaries} generated canaries`);
  });
});

describe('a place the review does not cover', () => {
  const someAnnotation = inventory.places.find((p) => p.kind === 'annotation-string-member')!.annotation!;
  const extra = (place: Partial<Place>): Inventory => ({
    ...inventory,
    places: [...inventory.places, { kind: 'annotation-string-member', evidence: [], ...place } as Place],
  });

  it('fails the run: a new String member of an unknown annotation', () => {
    const problems = unreviewed(
      extra({ id: 'new.Thing.code', member: 'code', annotation: { ...someAnnotation, name: 'new.Thing' } }),
      [],
    );
    expect(problems.join('\n')).toContain('new.Thing.code: not classified');
  });

  it('fails the run: a member the heuristic flags is not covered by its annotation-wide entry', () => {
    const wide = inventory.places.find((p) => p.id.startsWith('groovy.transform.ToString.'))!;
    const problems = unreviewed(
      extra({ ...wide, id: `${wide.annotation!.name}.loader`, evidence: ['Some.Reader'] }),
      [],
    );
    expect(problems.join('\n')).toContain('groovy.transform.ToString.loader: not classified');
  });

  it('fails the run: an evaluator of annotation values without a hand-written canary', () => {
    const withEvaluator: Inventory = {
      ...inventory,
      places: [...inventory.places, { kind: 'annotation-evaluator', id: 'new.Transform.evaluate' }],
    };
    expect(unreviewed(withEvaluator, []).join('\n')).toContain(
      'new.Transform.evaluate: no hand-written canary',
    );
  });
});
