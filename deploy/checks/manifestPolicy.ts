// The hosted-mode policy for deploy/kubernetes/ (issue 32 "Deploy"; docs/hosted.md, "Deploy on
// Kubernetes"): what the schemas cannot say. The pod runs as non-root with a read-only root
// filesystem, all capabilities dropped, no privilege escalation and seccomp RuntimeDefault; /tmp
// is an emptyDir; requests and limits are set; readiness is GET /api/ready and liveness GET
// /api/health on 8080; the engine's sandbox stays on; the autoscaler owns the replica count; the
// Service, budget and policy select the Deployment's pods; the NetworkPolicy denies all egress.
import { kindOf } from './kubernetesSchema';
import type { Manifest } from './manifests';
import { sandboxSwitchesIn } from './sandboxSwitches';

export const PORT = 8080;
const READY_PATH = '/api/ready';
const HEALTH_PATH = '/api/health';

type Obj = Record<string, unknown>;
const obj = (value: unknown): Obj =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Obj) : {};
const list = (value: unknown): Obj[] => (Array.isArray(value) ? value.map(obj) : []);

/** True when every label `selector` asks for is on `labels` (and it asks for at least one). */
function selects(selector: unknown, labels: Obj): boolean {
  const wanted = Object.entries(obj(obj(selector).matchLabels));
  return wanted.length > 0 && wanted.every(([k, v]) => labels[k] === v);
}

function containerProblems(c: Obj, pod: Obj): string[] {
  const name = `container ${String(c.name)}`;
  const sc = obj(c.securityContext);
  const podSc = obj(pod.securityContext);
  const problems: string[] = [];
  const need = (ok: boolean, what: string) => {
    if (!ok) problems.push(`${name}: ${what}`);
  };
  need((sc.runAsNonRoot ?? podSc.runAsNonRoot) === true, 'runAsNonRoot must be true');
  const uid = sc.runAsUser ?? podSc.runAsUser;
  need(Number.isInteger(uid) && (uid as number) > 0, `runAsUser must be a non-zero uid, not ${String(uid)}`);
  need(sc.readOnlyRootFilesystem === true, 'readOnlyRootFilesystem must be true');
  need(sc.allowPrivilegeEscalation === false, 'allowPrivilegeEscalation must be false');
  need(sc.privileged !== true, 'must not be privileged');
  const caps = obj(sc.capabilities);
  need(Array.isArray(caps.drop) && caps.drop.includes('ALL'), 'capabilities must drop ALL');
  need(list(caps.add).length === 0, 'must add no capability');
  const seccomp = obj(sc.seccompProfile).type ?? obj(podSc.seccompProfile).type;
  need(seccomp === 'RuntimeDefault', `seccompProfile must be RuntimeDefault, not ${String(seccomp)}`);
  const resources = obj(c.resources);
  for (const kind of ['requests', 'limits']) {
    for (const resource of ['cpu', 'memory']) {
      need(obj(resources[kind])[resource] !== undefined, `resources.${kind}.${resource} must be set`);
    }
  }
  need(
    !String(c.image ?? '').endsWith(':latest') && /:[\w.-]+$/.test(String(c.image)),
    'image needs a fixed tag',
  );
  const text = JSON.stringify([c.command, c.args, c.env]);
  for (const found of sandboxSwitchesIn(text))
    problems.push(`${name}: switches the engine's sandbox off (${found})`);
  return problems;
}

/** The container port number a probe or Service names, by number or by port name. */
function portNumber(port: unknown, containers: readonly Obj[]): unknown {
  if (typeof port !== 'string') return port;
  const named = containers.flatMap((c) => list(c.ports)).find((p) => p.name === port);
  return named?.containerPort;
}

function probeProblems(c: Obj, containers: readonly Obj[]): string[] {
  const problems: string[] = [];
  for (const [probe, path] of [
    ['readinessProbe', READY_PATH],
    ['livenessProbe', HEALTH_PATH],
  ] as const) {
    const get = obj(obj(c[probe]).httpGet);
    if (get.path !== path || portNumber(get.port, containers) !== PORT) {
      problems.push(`container ${String(c.name)}: ${probe} must be GET ${path} on port ${PORT}`);
    }
  }
  return problems;
}

function deploymentProblems(d: Obj): string[] {
  const spec = obj(d.spec);
  const template = obj(spec.template);
  const pod = obj(template.spec);
  const containers = [...list(pod.initContainers), ...list(pod.containers)];
  const problems = containers.flatMap((c) => containerProblems(c, pod));
  problems.push(...list(pod.containers).flatMap((c) => probeProblems(c, containers)));
  const podSc = obj(pod.securityContext);
  if (podSc.runAsNonRoot !== true) problems.push('pod securityContext: runAsNonRoot must be true');
  if (obj(podSc.seccompProfile).type !== 'RuntimeDefault') {
    problems.push('pod securityContext: seccompProfile must be RuntimeDefault');
  }
  for (const hostAccess of ['hostNetwork', 'hostPID', 'hostIPC']) {
    if (pod[hostAccess] === true) problems.push(`pod: ${hostAccess} must not be set`);
  }
  if (pod.automountServiceAccountToken !== false) {
    problems.push('pod: automountServiceAccountToken must be false (it never calls the API)');
  }
  const emptyDirs = new Set(
    list(pod.volumes)
      .filter((v) => v.emptyDir !== undefined)
      .map((v) => v.name),
  );
  for (const c of list(pod.containers)) {
    const tmp = list(c.volumeMounts).find((m) => m.mountPath === '/tmp');
    if (tmp === undefined || !emptyDirs.has(tmp.name)) {
      problems.push(`container ${String(c.name)}: /tmp must be an emptyDir (the only writable path)`);
    }
  }
  if (spec.replicas !== undefined) problems.push('spec.replicas must be left to the HorizontalPodAutoscaler');
  if (!selects(spec.selector, obj(obj(template.metadata).labels))) {
    problems.push("spec.selector must select the template's labels");
  }
  return problems;
}

function egressProblems(policy: Obj): string[] {
  const spec = obj(policy.spec);
  const types = Array.isArray(spec.policyTypes) ? spec.policyTypes : [];
  const problems: string[] = [];
  if (!types.includes('Egress') || list(spec.egress).length > 0) problems.push('must deny all egress');
  if (!types.includes('Ingress')) problems.push('must restrict ingress');
  const ports = list(spec.ingress).map((rule) => list(rule.ports));
  if (ports.some((p) => p.length === 0 || p.some((port) => port.port !== PORT))) {
    problems.push(`ingress must be on port ${PORT} only`);
  }
  return problems;
}

/** Every breach of the policy across the manifests, each naming its document; [] when none. */
export function policyProblems(manifests: readonly Manifest[]): string[] {
  const of = (kind: string) => manifests.filter((m) => kindOf(m.doc).endsWith(` ${kind}`));
  const problems: string[] = [];
  const one = (kind: string): Manifest | undefined => {
    const found = of(kind);
    if (found.length !== 1) problems.push(`expected one ${kind}, found ${found.length}`);
    return found[0];
  };
  const deployment = one('Deployment');
  const service = one('Service');
  const hpa = one('HorizontalPodAutoscaler');
  const pdb = one('PodDisruptionBudget');
  const netpol = one('NetworkPolicy');
  if (deployment === undefined) return problems;
  const at = (m: Manifest, list: string[]) => list.map((p) => `${m.where} (${String(m.doc.kind)}): ${p}`);
  const template = obj(obj(deployment.doc.spec).template);
  const podLabels = obj(obj(template.metadata).labels);
  const containers = list(obj(template.spec).containers);
  problems.push(...at(deployment, deploymentProblems(deployment.doc)));
  if (service !== undefined) {
    const spec = obj(service.doc.spec);
    const ports = list(spec.ports);
    const p: string[] = [];
    if (!selects({ matchLabels: spec.selector }, podLabels)) p.push("must select the Deployment's pods");
    if (ports.length === 0 || ports.some((port) => portNumber(port.targetPort, containers) !== PORT)) {
      p.push(`must target port ${PORT}`);
    }
    if ((spec.sessionAffinity ?? 'None') !== 'None')
      p.push('no session affinity: replicas are interchangeable');
    problems.push(...at(service, p));
  }
  if (hpa !== undefined) {
    const spec = obj(hpa.doc.spec);
    const target = obj(spec.scaleTargetRef);
    const p: string[] = [];
    if (target.kind !== 'Deployment' || target.name !== obj(deployment.doc.metadata).name) {
      p.push('must scale the Deployment');
    }
    if (!list(spec.metrics).some((m) => m.type === 'Resource' && obj(m.resource).name === 'cpu')) {
      p.push('must scale on CPU');
    }
    if (typeof spec.minReplicas !== 'number' || spec.minReplicas < 2)
      p.push('minReplicas must be at least 2');
    problems.push(...at(hpa, p));
  }
  if (pdb !== undefined && !selects(obj(pdb.doc.spec).selector, podLabels)) {
    problems.push(...at(pdb, ["must select the Deployment's pods"]));
  }
  if (netpol !== undefined) {
    const p = egressProblems(netpol.doc);
    if (!selects(obj(netpol.doc.spec).podSelector, podLabels)) p.push("must select the Deployment's pods");
    problems.push(...at(netpol, p));
  }
  return problems;
}
