// bin/groovymcp-check (docs/check-command.md): checks any MCP server from a terminal with the page's
// own client. It connects under the chosen revision, lists everything the server offers (every page),
// calls the tools asked for, checks every frame against the revision's official schema as Traffic
// does, prints a summary, and writes the exchange as JSONL that the page's Import opens.
import { writeFile } from 'node:fs/promises';
import {
  callTool,
  describeError,
  listPrompts,
  listResources,
  listResourceTemplates,
  listTools,
  REVISIONS,
  revisionProfile,
  type Call,
  type McpClient,
} from '../../src/client';
import { parseCheckArguments, USAGE } from './checkArguments';
import { frameVerdicts, settledMessages } from './checkReport';
import { checkTarget } from './checkTarget';

export const EXIT = { ok: 0, findings: 1, usage: 2, unreachable: 3 } as const;

export interface CheckIo {
  /** The summary (stdout). */
  readonly out: (line: string) => void;
  /** Errors and the server's own log (stderr). */
  readonly err: (line: string) => void;
  readonly env?: NodeJS.ProcessEnv;
}

/** The newest revision connected by `initialize`, which servers older than `server/discover` speak. */
const NEWEST_INITIALIZE = REVISIONS.filter(
  (revision) => revisionProfile(revision).handshake === 'initialize',
).at(-1);

/** Any of the list functions, its items read as plain objects. */
type Lister = (client: McpClient) => Promise<Call<readonly Record<string, unknown>[]>>;
/** What is listed, by the capability the server must declare for it. */
const LISTS: ReadonlyArray<readonly [string, string, Lister, (item: Record<string, unknown>) => string]> = [
  ['tools', 'tools', listTools, (item) => String(item.name)],
  ['resources', 'resources', listResources, (item) => String(item.uri)],
  ['resource templates', 'resources', listResourceTemplates, (item) => String(item.uriTemplate)],
  ['prompts', 'prompts', listPrompts, (item) => String(item.name)],
];

export async function runCheck(argv: readonly string[], io: CheckIo): Promise<number> {
  const parsed = parseCheckArguments(argv, io.env ?? {});
  if (!parsed.ok) {
    io.err(`groovymcp-check: ${parsed.error}\n${USAGE}`);
    return EXIT.usage;
  }
  const { args } = parsed;
  const resolved = checkTarget(args, (line) => io.err(line));
  if (!resolved.ok) {
    io.err(`groovymcp-check: ${resolved.error}`);
    return EXIT.usage;
  }
  const { target } = resolved;
  const { client } = target;
  let problems = 0;
  const problem = (line: string) => {
    problems++;
    io.out(`  FAIL ${line}`);
  };

  // A server that dies answers nothing more: each step stops there rather than wait for its timeout.
  let goneReason: string | undefined;
  const gone = target.gone.then((reason) => (goneReason = reason));
  const step = <T>(work: Promise<T>): Promise<T | undefined> =>
    Promise.race([work, gone.then(() => undefined)]);

  io.out(`server ${target.label}`);
  const connected = await step(client.connect(args.revision, { elicitation: false, tasks: false }));
  let code: number = EXIT.ok;
  if (connected === undefined || connected.state === 'failed') {
    const reason = connected?.reason ?? 'no answer to the handshake';
    io.err(
      `groovymcp-check: cannot connect under ${args.revision}: ${reason}${goneReason ? `\n${goneReason}` : ''}`,
    );
    if (revisionProfile(args.revision).handshake === 'discover')
      io.err(
        `  (a server older than ${args.revision} needs an older revision: --revision ${NEWEST_INITIALIZE})`,
      );
    code = EXIT.unreachable;
  } else {
    io.out(`connected under ${connected.revision} to ${connected.server.name} ${connected.server.version}`);
    if (connected.notice) io.out(`  note: ${connected.notice}`);
    for (const [what, capability, list, nameOf] of LISTS) {
      if (!(capability in connected.serverCapabilities)) {
        io.out(`${what}: not offered (no "${capability}" capability)`);
        continue;
      }
      const listed = await step(list(client));
      if (listed === undefined) break;
      if (!listed.outcome.ok) {
        problem(`listing ${what}: ${describeError(listed.outcome.error)}`);
        continue;
      }
      const names = listed.outcome.value.map(nameOf);
      io.out(`${what} (${names.length}): ${names.join(', ') || '(none)'}`);
      if (listed.note) io.out(`  note: ${listed.note}`);
    }
    for (const call of args.calls) {
      const result = await step(callTool(client, call.name, call.arguments));
      if (result === undefined) break;
      const shown = `tools/call ${call.name} ${JSON.stringify(call.arguments)}`;
      if (!result.outcome.ok) problem(`${shown}: ${describeError(result.outcome.error)}`);
      else if (result.outcome.value.isError)
        problem(`${shown}: the tool answered isError: ${textOf(result.outcome.value.content)}`);
      else io.out(`${shown}: ok ${textOf(result.outcome.value.content)}`);
    }
    if (goneReason !== undefined) problem(`the server went away: ${goneReason}`);
  }
  await target.close();

  const verdicts = frameVerdicts(await settledMessages(client));
  io.out(
    `frames: ${verdicts.checked} checked against the ${args.revision} schema, ${verdicts.violations.length} violating`,
  );
  for (const line of verdicts.violations) io.out(`  VIOLATION ${line}`);
  for (const line of verdicts.unchecked) io.out(`  unchecked ${line}`);
  if (args.out !== undefined) {
    try {
      await writeFile(args.out, await client.exportTraffic(target.secrets));
      io.out(`exchange written to ${args.out} (open it with Traffic's Import)`);
    } catch (err) {
      io.err(
        `groovymcp-check: cannot write ${args.out}: ${(err as NodeJS.ErrnoException).code ?? String(err)}`,
      );
      return EXIT.usage;
    }
  }
  if (code !== EXIT.ok) return code;
  const failed = problems + verdicts.violations.length;
  io.out(failed === 0 ? 'all checks passed' : `${failed} problem(s): see FAIL and VIOLATION above`);
  return failed === 0 ? EXIT.ok : EXIT.findings;
}

/** The text of a tool's content, shortened for one summary line. */
function textOf(content: readonly { type: string; text?: unknown }[]): string {
  const text = content
    .map((block) => (typeof block.text === 'string' ? block.text : `[${block.type}]`))
    .join(' ');
  return text.length > 200 ? `${text.slice(0, 200)}…` : text;
}
