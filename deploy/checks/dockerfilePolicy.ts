// A static check of deploy/Dockerfile (docs/hosted.md, "Deploy on Kubernetes"; no Docker daemon
// is needed): bases only from Debian bookworm (the official node image is bookworm with Node),
// packages only through apt and npm, no download from elsewhere; the image that runs ends as a
// numeric non-root user, keeps the engine's sandbox on, serves the prebuilt dist/ and starts
// hosted mode on 0.0.0.0:8080.
import { sandboxSwitchesIn } from './sandboxSwitches';

export interface Instruction {
  /** The line the instruction starts on, from 1. */
  line: number;
  keyword: string;
  args: string;
}

/** The instructions, with continuation lines joined and comments dropped, as Docker reads them. */
export function parseDockerfile(text: string): Instruction[] {
  const instructions: Instruction[] = [];
  let pending: { line: number; text: string } | undefined;
  text.split('\n').forEach((raw, i) => {
    const line = raw.trimEnd();
    if (/^\s*#/.test(line) || (pending === undefined && line.trim() === '')) return;
    const continued = line.endsWith('\\');
    const part = continued ? line.slice(0, -1) : line;
    pending =
      pending === undefined ? { line: i + 1, text: part } : { ...pending, text: `${pending.text} ${part}` };
    if (continued) return;
    const [, keyword = '', args = ''] = /^\s*(\S+)\s*(.*)$/s.exec(pending.text) ?? [];
    instructions.push({ line: pending.line, keyword: keyword.toUpperCase(), args: args.trim() });
    pending = undefined;
  });
  return instructions;
}

/** Debian bookworm, or Node's official image of it; a tag, optionally pinned by digest. */
const ALLOWED_BASES = [
  /^node:\d[\w.]*-bookworm-slim(@sha256:[0-9a-f]{64})?$/,
  /^debian:bookworm[\w.-]*(@sha256:[0-9a-f]{64})?$/,
];

/** In a RUN: what fetches from anywhere but Debian's archive and the npm registry. */
const FOREIGN_SOURCES: readonly [RegExp, string][] = [
  [/\b(curl|wget)\b/, 'downloads with curl/wget'],
  [/\bgit\s+(clone|fetch|pull)\b/, 'fetches a git repository'],
  [/\bhttps?:\/\//, 'names a URL'],
  [/--registry\b|\bregistry\s*=/, 'points npm at another registry'],
  [/add-apt-repository|sources\.list|apt-key|\bgpg\b/, 'adds an apt source'],
  [/\bdpkg\s+-i\b|\bpip3?\s+install\b/, 'installs a package from outside apt and npm'],
];

/** Every breach of the policy, each with its line; [] when none. */
export function dockerfileProblems(text: string): string[] {
  const instructions = parseDockerfile(text);
  const problems: string[] = [];
  const stages: string[] = [];
  let finalStage: Instruction[] = [];
  for (const ins of instructions) {
    const at = `line ${ins.line} (${ins.keyword})`;
    if (ins.keyword === 'FROM') {
      const [image = '', as, name] = ins.args.replace(/--platform=\S+\s*/, '').split(/\s+/);
      if (!stages.includes(image) && !ALLOWED_BASES.some((base) => base.test(image))) {
        problems.push(`${at}: base image ${image} is not Debian bookworm or node:<version>-bookworm-slim`);
      }
      if (as?.toUpperCase() === 'AS' && name !== undefined) stages.push(name);
      finalStage = [];
    }
    finalStage.push(ins);
    if (ins.keyword === 'ADD') problems.push(`${at}: use COPY (ADD fetches URLs and unpacks archives)`);
    const from = /--from=(\S+)/.exec(ins.args)?.[1];
    if (ins.keyword === 'COPY' && from !== undefined && !stages.includes(from)) {
      problems.push(`${at}: copies from ${from}, which is not a stage of this file`);
    }
    if (ins.keyword === 'RUN') {
      for (const [pattern, what] of FOREIGN_SOURCES) {
        if (pattern.test(ins.args)) problems.push(`${at}: ${what}; only Debian's packages and npm`);
      }
    }
    for (const found of sandboxSwitchesIn(ins.args)) {
      problems.push(`${at}: switches the engine's sandbox off (${found})`);
    }
  }
  const users = finalStage.filter((ins) => ins.keyword === 'USER');
  const user = users.at(-1)?.args.split(':')[0] ?? '';
  if (!/^\d+$/.test(user) || Number(user) === 0) {
    problems.push(`final stage: must end as a numeric non-root USER (uid > 0), not ${user || 'root'}`);
  }
  const start = finalStage
    .filter((ins) => ins.keyword === 'ENTRYPOINT' || ins.keyword === 'CMD')
    .map((ins) => ins.args)
    .join(' ');
  for (const part of ['scripts/start.mjs', '--hosted', '0.0.0.0:8080']) {
    if (!start.includes(part))
      problems.push(`final stage: must start \`node scripts/start.mjs --hosted 0.0.0.0:8080\``);
  }
  if (!finalStage.some((ins) => ins.keyword === 'ENV' && /\bGROOVYMCP_DIST=\S/.test(ins.args))) {
    problems.push('final stage: must set GROOVYMCP_DIST (serve the built dist/, never build at start)');
  }
  return [...new Set(problems)];
}
