// deploy/kubernetes/ against the hosted-mode policy (manifestPolicy.ts), and one mutated copy per
// rule to prove the rule fails on a manifest that breaks it.
import { describe, expect, it } from 'vitest';
import { loadManifests, type Manifest } from './manifests';
import { policyProblems } from './manifestPolicy';

type Obj = Record<string, unknown>;
const at = (root: unknown, ...keys: (string | number)[]): Obj =>
  keys.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], root) as Obj;

const original = loadManifests().manifests;
const fresh = (): Manifest[] => original.map((m) => ({ where: m.where, doc: structuredClone(m.doc) }));
const doc = (manifests: Manifest[], kind: string): Obj => manifests.find((m) => m.doc.kind === kind)!.doc;
const pod = (ms: Manifest[]) => at(doc(ms, 'Deployment'), 'spec', 'template', 'spec');
const container = (ms: Manifest[]) => at(pod(ms), 'containers', 0);
const securityContext = (ms: Manifest[]) => at(container(ms), 'securityContext');

/** A way to break the policy, and the words of the problem it must cause. */
const BREACHES: [string, (ms: Manifest[]) => void, RegExp][] = [
  [
    'runs as root',
    (ms) => void (securityContext(ms).runAsUser = 0),
    /runAsUser must be a non-zero uid, not 0/,
  ],
  [
    'may run as root',
    (ms) => {
      delete securityContext(ms).runAsNonRoot;
      delete at(pod(ms), 'securityContext').runAsNonRoot;
    },
    /container playground: runAsNonRoot must be true/,
  ],
  [
    'a writable root filesystem',
    (ms) => void (securityContext(ms).readOnlyRootFilesystem = false),
    /readOnlyRootFilesystem must be true/,
  ],
  [
    'privilege escalation',
    (ms) => void delete securityContext(ms).allowPrivilegeEscalation,
    /allowPrivilegeEscalation must be false/,
  ],
  ['privileged', (ms) => void (securityContext(ms).privileged = true), /must not be privileged/],
  [
    'capabilities kept',
    (ms) => void (at(securityContext(ms), 'capabilities').drop = ['NET_RAW']),
    /capabilities must drop ALL/,
  ],
  [
    'a capability added',
    (ms) => void (at(securityContext(ms), 'capabilities').add = ['NET_BIND_SERVICE']),
    /must add no capability/,
  ],
  [
    'seccomp unconfined in the container',
    (ms) => void (at(securityContext(ms), 'seccompProfile').type = 'Unconfined'),
    /seccompProfile must be RuntimeDefault, not Unconfined/,
  ],
  [
    'no memory limit',
    (ms) => void delete at(container(ms), 'resources', 'limits').memory,
    /limits\.memory must be set/,
  ],
  [
    'no CPU request',
    (ms) => void delete at(container(ms), 'resources', 'requests').cpu,
    /requests\.cpu must be set/,
  ],
  [
    'readiness on the wrong path',
    (ms) => void (at(container(ms), 'readinessProbe', 'httpGet').path = '/'),
    /readinessProbe must be GET \/api\/ready on port 8080/,
  ],
  [
    'liveness on the wrong port',
    (ms) => void (at(container(ms), 'livenessProbe', 'httpGet').port = 9090),
    /livenessProbe must be GET \/api\/health on port 8080/,
  ],
  ['no liveness probe', (ms) => void delete container(ms).livenessProbe, /livenessProbe must be GET/],
  [
    'the sandbox switched off',
    (ms) =>
      void (container(ms).env = [
        { name: 'GROOVYMCP_JVM_ARGS', value: '-Dgroovymcp.testing.disableLayers=least-privilege' },
      ]),
    /switches the engine's sandbox off \(groovymcp\.testing\.disableLayers\)/,
  ],
  ['/tmp not an emptyDir', (ms) => void (container(ms).volumeMounts = []), /\/tmp must be an emptyDir/],
  [
    'an image without a tag',
    (ms) => void (container(ms).image = 'groovymcp-playground'),
    /image needs a fixed tag/,
  ],
  ['host networking', (ms) => void (pod(ms).hostNetwork = true), /hostNetwork must not be set/],
  [
    'a fixed replica count',
    (ms) => void (at(doc(ms, 'Deployment'), 'spec').replicas = 3),
    /left to the Horizontal/,
  ],
  [
    'egress allowed',
    (ms) => void (at(doc(ms, 'NetworkPolicy'), 'spec').egress = [{}]),
    /NetworkPolicy\): must deny all egress/,
  ],
  [
    'egress not policed',
    (ms) => void (at(doc(ms, 'NetworkPolicy'), 'spec').policyTypes = ['Ingress']),
    /must deny all egress/,
  ],
  [
    'ingress on every port',
    (ms) => void (at(doc(ms, 'NetworkPolicy'), 'spec').ingress = [{}]),
    /ingress must be on port 8080 only/,
  ],
  [
    'a policy for other pods',
    (ms) => void (at(doc(ms, 'NetworkPolicy'), 'spec', 'podSelector').matchLabels = { app: 'other' }),
    /NetworkPolicy\): must select the Deployment's pods/,
  ],
  [
    'a budget for other pods',
    (ms) => void (at(doc(ms, 'PodDisruptionBudget'), 'spec', 'selector').matchLabels = {}),
    /PodDisruptionBudget\): must select the Deployment's pods/,
  ],
  [
    'sticky sessions',
    (ms) => void (at(doc(ms, 'Service'), 'spec').sessionAffinity = 'ClientIP'),
    /no session affinity/,
  ],
  [
    'a Service to another port',
    (ms) => void (at(doc(ms, 'Service'), 'spec', 'ports', 0).targetPort = 9090),
    /must target port 8080/,
  ],
  [
    'scaling on memory',
    (ms) => void (at(doc(ms, 'HorizontalPodAutoscaler'), 'spec', 'metrics', 0, 'resource').name = 'memory'),
    /must scale on CPU/,
  ],
  [
    'a single replica',
    (ms) => void (at(doc(ms, 'HorizontalPodAutoscaler'), 'spec').minReplicas = 1),
    /minReplicas must be at least 2/,
  ],
];

describe('deploy/kubernetes against the hosted-mode policy', () => {
  it('the manifests keep every rule', () => {
    expect(policyProblems(original)).toEqual([]);
  });

  it.each(BREACHES)('catches %s', (_name, breach, expected) => {
    const manifests = fresh();
    breach(manifests);
    const problems = policyProblems(manifests);
    expect(
      problems.some((p) => expected.test(p)),
      problems.join('\n'),
    ).toBe(true);
    expect(problems.every((p) => /^\w+\.yaml#\d+ \(\w+\): /.test(p))).toBe(true);
  });

  it('names a missing or doubled kind', () => {
    const manifests = fresh().filter((m) => m.doc.kind !== 'NetworkPolicy');
    expect(policyProblems(manifests)).toContain('expected one NetworkPolicy, found 0');
    const doubled = [...fresh(), ...fresh().filter((m) => m.doc.kind === 'Service')];
    expect(policyProblems(doubled)).toContain('expected one Service, found 2');
  });
});
