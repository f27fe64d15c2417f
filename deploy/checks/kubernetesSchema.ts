// Each manifest against the official Kubernetes schemas, offline (docs/hosted.md, "Deploy on
// Kubernetes"): kubernetes-models 5.1.0 from the npm registry carries them, generated from the
// Kubernetes v1.36.0 OpenAPI spec and compiled with ajv, one validator per kind. Only the kinds
// and API versions of deploy/kubernetes/ are accepted: a removed or beta API version fails here
// (the package also keeps schemas of APIs removed since 1.16, which a current cluster refuses).
import { Deployment } from 'kubernetes-models/apps/v1/Deployment';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import { NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicy';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import { Service } from 'kubernetes-models/v1/Service';
import type { Manifest } from './manifests';

export const KUBERNETES_VERSION = '1.36.0';

/** How a kind is checked: its compiled schema, and its TypeScript interface (unknownFields.ts). */
export interface KindInfo {
  model: new (data: never) => { validate(): void };
  module: string;
  typeName: string;
}

export const KINDS: ReadonlyMap<string, KindInfo> = new Map([
  [
    'apps/v1 Deployment',
    { model: Deployment, module: 'kubernetes-models/apps/v1/Deployment', typeName: 'IDeployment' },
  ],
  ['v1 Service', { model: Service, module: 'kubernetes-models/v1/Service', typeName: 'IService' }],
  [
    'autoscaling/v2 HorizontalPodAutoscaler',
    {
      model: HorizontalPodAutoscaler,
      module: 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler',
      typeName: 'IHorizontalPodAutoscaler',
    },
  ],
  [
    'policy/v1 PodDisruptionBudget',
    {
      model: PodDisruptionBudget,
      module: 'kubernetes-models/policy/v1/PodDisruptionBudget',
      typeName: 'IPodDisruptionBudget',
    },
  ],
  [
    'networking.k8s.io/v1 NetworkPolicy',
    {
      model: NetworkPolicy,
      module: 'kubernetes-models/networking.k8s.io/v1/NetworkPolicy',
      typeName: 'INetworkPolicy',
    },
  ],
]);

/** `apiVersion kind`, the key of KINDS. */
export const kindOf = (doc: Record<string, unknown>): string =>
  `${String(doc.apiVersion)} ${String(doc.kind)}`;

/** What the schema of its kind says is wrong with one manifest; [] when it is valid. */
export function schemaProblems({ where, doc }: Manifest): string[] {
  const info = KINDS.get(kindOf(doc));
  if (info === undefined) {
    return [`${where}: no schema for ${kindOf(doc)} (expected one of: ${[...KINDS.keys()].join(', ')})`];
  }
  try {
    new info.model(doc as never).validate();
    return [];
  } catch (err) {
    // kubernetes-models throws a ValidationError whose message lists every failed rule.
    return [`${where} (${kindOf(doc)}): ${(err as Error).message}`];
  }
}
