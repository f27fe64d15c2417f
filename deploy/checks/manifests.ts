// Reads the Kubernetes manifests of deploy/kubernetes/ as kubectl would: the files that
// kustomization.yaml lists, each split into its YAML documents (docs/hosted.md, "Deploy on
// Kubernetes"). A file that does not parse is reported, never skipped, so a broken manifest fails
// the checks rather than vanishing from them.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseAllDocuments } from 'yaml';

export const MANIFESTS_DIR = resolve(import.meta.dirname, '..', 'kubernetes');

/** One document of a manifest file: `where` names it in messages (`deployment.yaml#0`). */
export interface Manifest {
  where: string;
  doc: Record<string, unknown>;
}

export interface LoadedManifests {
  manifests: Manifest[];
  /** YAML that does not parse, or a document that is not a mapping. */
  problems: string[];
}

/** The documents of one YAML text; `file` only names them. */
export function parseManifests(file: string, text: string): LoadedManifests {
  const manifests: Manifest[] = [];
  const problems: string[] = [];
  parseAllDocuments(text).forEach((document, index) => {
    const where = `${file}#${index}`;
    if (document.errors.length > 0) {
      problems.push(...document.errors.map((e) => `${where}: ${e.message}`));
      return;
    }
    const doc: unknown = document.toJS();
    if (doc === null || doc === undefined) return;
    if (typeof doc !== 'object' || Array.isArray(doc)) {
      problems.push(`${where}: a manifest is a mapping, not ${Array.isArray(doc) ? 'a list' : typeof doc}`);
      return;
    }
    manifests.push({ where, doc: doc as Record<string, unknown> });
  });
  return { manifests, problems };
}

/** The `resources` kustomization.yaml lists, in order. */
export function kustomizationResources(dir = MANIFESTS_DIR): string[] {
  const { manifests, problems } = parseManifests(
    'kustomization.yaml',
    readFileSync(join(dir, 'kustomization.yaml'), 'utf8'),
  );
  const resources = manifests[0]?.doc.resources;
  if (problems.length > 0 || !Array.isArray(resources)) return [];
  return resources.filter((r): r is string => typeof r === 'string');
}

/** Every YAML file of the folder but kustomization.yaml: each must be listed there. */
export function manifestFiles(dir = MANIFESTS_DIR): string[] {
  return readdirSync(dir)
    .filter((name) => /\.ya?ml$/.test(name) && name !== 'kustomization.yaml')
    .sort();
}

/** The documents of every file kustomization.yaml lists. */
export function loadManifests(dir = MANIFESTS_DIR): LoadedManifests {
  const all: LoadedManifests = { manifests: [], problems: [] };
  for (const file of kustomizationResources(dir)) {
    const { manifests, problems } = parseManifests(file, readFileSync(join(dir, file), 'utf8'));
    all.manifests.push(...manifests);
    all.problems.push(...problems);
  }
  return all;
}
