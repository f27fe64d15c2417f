// deploy/kubernetes/ against the official Kubernetes schemas, offline (kubernetes-models, Kubernetes
// v1.36.0), plus the unknown-field check; and mutated copies, to prove each check fails on a broken
// manifest.
import { describe, expect, it } from 'vitest';
import { KUBERNETES_VERSION, schemaProblems } from './kubernetesSchema';
import {
  kustomizationResources,
  loadManifests,
  manifestFiles,
  parseManifests,
  type Manifest,
} from './manifests';
import { unknownFieldProblems } from './unknownFields';

type Obj = Record<string, unknown>;
/** The object at `keys` under `root` (the test knows the shape it mutates). */
const at = (root: unknown, ...keys: (string | number)[]): Obj =>
  keys.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], root) as Obj;

const { manifests, problems } = loadManifests();
const byKind = (kind: string): Manifest => {
  const found = manifests.find((m) => m.doc.kind === kind);
  if (found === undefined) throw new TypeError(`no ${kind} in deploy/kubernetes`);
  return { where: found.where, doc: structuredClone(found.doc) };
};
const container = (deployment: Manifest): Obj =>
  at(deployment.doc, 'spec', 'template', 'spec', 'containers', 0);

describe(`deploy/kubernetes against the Kubernetes ${KUBERNETES_VERSION} schemas`, () => {
  it('kustomization.yaml lists every manifest of the folder, and each parses', () => {
    expect(kustomizationResources().sort()).toEqual(manifestFiles());
    expect(problems).toEqual([]);
    expect(manifests.map((m) => m.doc.kind).sort()).toEqual([
      'Deployment',
      'HorizontalPodAutoscaler',
      'NetworkPolicy',
      'PodDisruptionBudget',
      'Service',
    ]);
  });

  it('every manifest is valid against the schema of its kind', () => {
    expect(manifests.flatMap(schemaProblems)).toEqual([]);
  });

  it('no manifest has a field its kind does not have', () => {
    expect(unknownFieldProblems(manifests)).toEqual([]);
  });

  it('rejects a wrong type and a missing required field', () => {
    const deployment = byKind('Deployment');
    at(container(deployment), 'ports', 0).containerPort = '8080';
    expect(schemaProblems(deployment).join()).toMatch(/containerPort must be integer/);

    const noContainers = byKind('Deployment');
    delete at(noContainers.doc, 'spec', 'template', 'spec').containers;
    expect(schemaProblems(noContainers).join()).toMatch(/spec must have required property containers/);

    const hpa = byKind('HorizontalPodAutoscaler');
    at(hpa.doc, 'spec').minReplicas = 'two';
    expect(schemaProblems(hpa).join()).toMatch(/minReplicas must be integer/);
  });

  it('rejects an unknown field, however deep, and names it and its document', () => {
    const typo = byKind('Deployment');
    const sc = at(container(typo), 'securityContext');
    delete sc.readOnlyRootFilesystem;
    sc.readOnlyRootFileSystem = true;
    const [problem, ...rest] = unknownFieldProblems([byKind('Service'), typo]);
    expect(rest).toEqual([]);
    expect(problem).toMatch(/^deployment\.yaml#0 \(apps\/v1 Deployment\): .*'"?readOnlyRootFileSystem"?'/);

    const service = byKind('Service');
    at(service.doc, 'spec').stickiness = 'none';
    const pdb = byKind('PodDisruptionBudget');
    at(pdb.doc, 'metadata').lables = { a: 'b' };
    const netpol = byKind('NetworkPolicy');
    netpol.doc.specs = {};
    expect(unknownFieldProblems([service, pdb, netpol, byKind('Service')])).toEqual([
      expect.stringMatching(/^service\.yaml#0 \(v1 Service\): .*stickiness/),
      expect.stringMatching(/^pdb\.yaml#0 \(policy\/v1 PodDisruptionBudget\): .*lables/),
      expect.stringMatching(/^networkpolicy\.yaml#0 \(networking\.k8s\.io\/v1 NetworkPolicy\): .*specs/),
    ]);
  });

  it('refuses a kind it has no schema for, and an API version that was removed', () => {
    const pdb = byKind('PodDisruptionBudget');
    pdb.doc.apiVersion = 'policy/v1beta1';
    expect(schemaProblems(pdb)).toEqual([
      expect.stringMatching(/^pdb\.yaml#0: no schema for policy\/v1beta1 PodDisruptionBudget/),
    ]);
    const secret = { where: 'x.yaml#0', doc: { apiVersion: 'v1', kind: 'Secret' } };
    expect(schemaProblems(secret).join()).toMatch(/no schema for v1 Secret/);
  });

  it('reports YAML that does not parse and a document that is not a mapping, naming the file', () => {
    expect(parseManifests('bad.yaml', 'kind: [Deployment\n').problems).toEqual([
      expect.stringMatching(/^bad\.yaml#0: /),
    ]);
    expect(parseManifests('list.yaml', '---\n- a\n').problems).toEqual([
      'list.yaml#0: a manifest is a mapping, not a list',
    ]);
    expect(parseManifests('empty.yaml', '# nothing\n').manifests).toEqual([]);
  });
});
