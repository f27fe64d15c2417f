// What `npm run check:image` (deploy/checkImage.ts) requires of the running image, as pure functions
// of what it read from the container and the API, so that each can be shown to fail (the test beside
// this file). docs/hosted.md, "Check the image", lists the same requirements for people.

/** The user the Dockerfile's runtime stage ends as. */
export const IMAGE_UID = 10001;

/**
 * A shell command for `exec` in the container: one line per process, "pid<TAB>uid<TAB>command line".
 * Run as the container's user, it sees every process of the container's own PID namespace.
 */
export const PROCESS_LISTING =
  'for d in /proc/[0-9]*; do [ -r "$d/status" ] || continue; ' +
  'printf "%s\\t%s\\t" "${d#/proc/}" "$(awk \'/^Uid:/ { print $2 }\' "$d/status")"; ' +
  'tr "\\0" " " < "$d/cmdline"; echo; done';

interface ContainerProcess {
  pid: string;
  uid: number;
  command: string;
}

export function parseProcesses(listing: string): ContainerProcess[] {
  return listing
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const [pid = '', uid = '', ...command] = line.split('\t');
      return { pid, uid: Number(uid), command: command.join('\t').trim() };
    })
    .filter((p) => p.command !== '');
}

/**
 * Every process runs as the image's user; the engine JVM runs, with layer 1's fail-closed hook
 * (-agentpath) and the AppCDS archive recorded in the build stage. [] when all hold.
 */
export function processProblems(processes: readonly ContainerProcess[]): string[] {
  const problems = processes
    .filter((p) => p.uid !== IMAGE_UID)
    .map((p) => `process ${p.pid} runs as uid ${p.uid}, not ${IMAGE_UID}: ${p.command}`);
  const engines = processes.filter((p) => /(^|\/)java\s/.test(p.command));
  if (engines.length === 0) return [...problems, 'no engine JVM is running'];
  for (const engine of engines) {
    if (!engine.command.includes('-agentpath:'))
      problems.push(`engine ${engine.pid} runs without layer 1's fail-closed hook (-agentpath)`);
    if (!engine.command.includes('-XX:SharedArchiveFile='))
      problems.push(`engine ${engine.pid} starts without the AppCDS archive recorded in the build stage`);
  }
  return problems;
}

/** What a command reported: its exit code and output. */
export interface CommandResult {
  code: number;
  output: string;
}

/** The root filesystem refuses a write; /tmp takes one. [] when both hold. */
export function filesystemProblems(onRoot: CommandResult, onTmp: CommandResult): string[] {
  const problems: string[] = [];
  if (onRoot.code === 0 || !/read-only file system/i.test(onRoot.output))
    problems.push(
      `a write under /app was not refused as read-only: ${onRoot.output || `exit ${onRoot.code}`}`,
    );
  if (onTmp.code !== 0) problems.push(`a write to /tmp failed: ${onTmp.output}`);
  return problems;
}

/** /api/health says the engine is ready and its least-privilege layer is in force. */
export function healthProblems(health: unknown): string[] {
  const h = health as { engine?: unknown; sandbox?: unknown } | undefined;
  const problems: string[] = [];
  if (h?.engine !== 'ready') problems.push(`health: engine ${String(h?.engine)}, not ready`);
  if (h?.sandbox !== 'enforced') problems.push(`health: sandbox ${String(h?.sandbox)}, not enforced`);
  return problems;
}

/** The engine's `info` through the API: both sandbox layers in force. */
export function infoProblems(info: unknown): string[] {
  const layers = (info as { result?: { sandboxLayers?: Record<string, unknown> } })?.result?.sandboxLayers;
  return ['neverRun', 'leastPrivilege']
    .filter((layer) => layers?.[layer] !== true)
    .map((layer) => `info: sandbox layer ${layer} is ${String(layers?.[layer])}, not in force`);
}

/** A compile of a broken source through the API answers with its error. */
export function diagnosticsProblems(answer: unknown): string[] {
  const diagnostics = (answer as { result?: { diagnostics?: Array<{ severity?: string }> } })?.result
    ?.diagnostics;
  if (!Array.isArray(diagnostics)) return [`diagnostics: no list in the answer ${JSON.stringify(answer)}`];
  return diagnostics.some((d) => d.severity === 'error')
    ? []
    : [`diagnostics: the broken source got no error: ${JSON.stringify(diagnostics)}`];
}

/** `stop` (SIGTERM) ended the container by itself, with exit code 0, before the engine's kill. */
export function stopProblems(exitCode: number, seconds: number, graceSeconds: number): string[] {
  const problems: string[] = [];
  if (exitCode !== 0) problems.push(`after SIGTERM the container exited with ${exitCode}, not 0`);
  if (seconds >= graceSeconds) problems.push(`SIGTERM took ${seconds.toFixed(1)} s: it was killed`);
  return problems;
}
