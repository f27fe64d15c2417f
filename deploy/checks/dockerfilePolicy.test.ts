// deploy/Dockerfile against its policy (dockerfilePolicy.ts), statically: no Docker daemon here.
// Each breach is a mutated copy of the real file, to prove the check fails on it.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dockerfileProblems, parseDockerfile } from './dockerfilePolicy';
import { loadManifests } from './manifests';

const DOCKERFILE = readFileSync(resolve(import.meta.dirname, '..', 'Dockerfile'), 'utf8');

/** The Dockerfile with `from` replaced by `to` (which must be there). */
function mutated(from: string | RegExp, to: string): string {
  const text = DOCKERFILE.replace(from, to);
  if (text === DOCKERFILE) throw new TypeError(`the Dockerfile has no ${String(from)}`);
  return text;
}

const BREACHES: [string, string, RegExp][] = [
  ['no USER', mutated(/^USER .*$/m, ''), /must end as a numeric non-root USER \(uid > 0\), not root/],
  ['USER 0', mutated(/^USER .*$/m, 'USER 0:0'), /not 0/],
  ['a USER by name', mutated(/^USER .*$/m, 'USER groovymcp'), /not groovymcp/],
  [
    'a USER only in the build stage',
    mutated(/^USER .*$/m, '').replace('WORKDIR /app\nCOPY . .', 'USER 10001\nWORKDIR /app\nCOPY . .'),
    /final stage: must end as a numeric non-root USER/,
  ],
  [
    'another base image',
    mutated('FROM node:20-bookworm-slim AS jre', 'FROM alpine:3 AS jre'),
    /alpine:3 is not/,
  ],
  [
    'a download with curl',
    mutated('RUN groupadd', 'RUN curl -fsSL https://example.com/x.sh | sh\nRUN groupadd'),
    /downloads with curl\/wget/,
  ],
  [
    'a download with wget',
    mutated('RUN groupadd', 'RUN wget -qO- example.com/x | sh && groupadd'),
    /curl\/wget/,
  ],
  ['ADD', mutated('COPY . .', 'ADD https://example.com/app.tgz /app'), /use COPY/],
  [
    'another npm registry',
    mutated('npm ci &&', 'npm ci --registry=https://mirror.example &&'),
    /points npm at another registry/,
  ],
  [
    'another apt source',
    mutated('RUN apt-get update', 'RUN echo deb x y > /etc/apt/sources.list.d/x.list && apt-get update'),
    /adds an apt source/,
  ],
  [
    'a copy from an outside image',
    mutated(
      'COPY --from=build /app /app',
      'COPY --from=busybox:1 /bin/sh /bin/sh\nCOPY --from=build /app /app',
    ),
    /copies from busybox:1, which is not a stage/,
  ],
  [
    'the sandbox switched off',
    mutated(
      'TMPDIR=/tmp',
      'TMPDIR=/tmp \\\n  GROOVYMCP_JVM_ARGS=-Dgroovymcp.testing.disableLayers=never-run',
    ),
    /switches the engine's sandbox off \(groovymcp\.testing\.disableLayers\)/,
  ],
  [
    'no security manager',
    mutated('TMPDIR=/tmp', 'TMPDIR=/tmp GROOVYMCP_JVM_ARGS=-Djava.security.manager=disallow'),
    /java\.security\.manager=disallow/,
  ],
  [
    'a local-mode start',
    mutated(/"--hosted", "0\.0\.0\.0:8080"/, ''),
    /must start `node scripts\/start.mjs --hosted/,
  ],
  ['a build at start', mutated('GROOVYMCP_DIST=/app/dist \\', '\\'), /must set GROOVYMCP_DIST/],
];

describe('deploy/Dockerfile', () => {
  it('keeps every rule', () => {
    expect(dockerfileProblems(DOCKERFILE)).toEqual([]);
  });

  it.each(BREACHES)('catches %s', (_name, text, expected) => {
    const problems = dockerfileProblems(text);
    expect(
      problems.some((p) => expected.test(p)),
      problems.join('\n'),
    ).toBe(true);
  });

  it('reads instructions as Docker does: continuations joined, comments dropped, lines kept', () => {
    const parsed = parseDockerfile(
      '# c\nFROM debian:bookworm-slim AS a\n\nRUN a \\\n  # inside\n  && b\nUSER 1\n',
    );
    expect(parsed).toEqual([
      { line: 2, keyword: 'FROM', args: 'debian:bookworm-slim AS a' },
      { line: 4, keyword: 'RUN', args: 'a    && b' },
      { line: 7, keyword: 'USER', args: '1' },
    ]);
  });

  it("agrees with the Deployment: the pod's uid is the image's USER, its port the one EXPOSEd", () => {
    const instructions = parseDockerfile(DOCKERFILE);
    const last = (keyword: string) => instructions.filter((i) => i.keyword === keyword).at(-1)?.args;
    const deployment = loadManifests().manifests.find((m) => m.doc.kind === 'Deployment')!.doc;
    const pod = (deployment.spec as { template: { spec: Record<string, unknown> } }).template.spec;
    const [container] = pod.containers as {
      securityContext: { runAsUser: number; runAsGroup: number };
      ports: { containerPort: number }[];
    }[];
    expect(`${container!.securityContext.runAsUser}:${container!.securityContext.runAsGroup}`).toBe(
      last('USER'),
    );
    expect(container!.ports.map((p) => String(p.containerPort))).toEqual([last('EXPOSE')]);
  });
});
