// The conformance suite's client command (docs/conformance.md): `conformance-client <server-url>`,
// with the scenario in MCP_CONFORMANCE_SCENARIO and what it hands the client in
// MCP_CONFORMANCE_CONTEXT. It does what a person does in the page: connect under 2025-11-25 with
// elicitation declared, list the tools (every page) and call each with the arguments the Tools form
// sends once its required fields are filled; accept an elicitation as the dialog pre-fills it; and
// when the server answers 401 or 403, press Authorize (the backend's OAuth code) and try again, at
// most three times for one step. Exit 0 when every step succeeded, 1 otherwise, reasons on stderr.
import { callTool, describeError, listTools } from '../../src/client';
import type { AuthRequired } from '../../src/client/servers/httpAuth';
import { headlessClient } from '../../cli/headlessClient';
import { HeadlessAuthorizer } from './headlessAuth';
import { acceptAsPrefilled, toolArguments } from './personInPage';
import { oauthConfigFrom } from './scenarioConfig';

const REVISION = '2025-11-25';
/** Authorizations for one step before giving up: a server that never accepts must not loop. */
const MAX_AUTHORIZATIONS = 3;

const say = (line: string) => process.stderr.write(`${line}\n`);

async function main(): Promise<number> {
  const url = process.argv.at(-1);
  if (url === undefined || !/^https?:\/\//.test(url)) {
    say('usage: conformance-client <server-url>');
    return 2;
  }
  say(`scenario ${process.env.MCP_CONFORMANCE_SCENARIO ?? '(none)'}, server ${url}`);
  const auth = new HeadlessAuthorizer(url, say, oauthConfigFrom(process.env.MCP_CONFORMANCE_CONTEXT));
  let required: AuthRequired | undefined;
  const client = headlessClient({
    url,
    say,
    headers: auth.headers,
    onAuthRequired: (asked) => (required = asked),
  });
  client.setElicitationHandler(acceptAsPrefilled);

  /** One step, authorized again as the person would when the server asks for it. */
  const authorized = async <T>(step: () => Promise<T>): Promise<T> => {
    for (let authorizations = 0; ; authorizations++) {
      required = undefined;
      const result = await step();
      const asked = required as AuthRequired | undefined;
      if (asked === undefined || authorizations === MAX_AUTHORIZATIONS) return result;
      const scope = asked.challenge?.scope;
      say(`the server answered ${asked.status}${scope ? ` asking for scope "${scope}"` : ''}: authorizing`);
      const refreshed = asked.status === 401 && (await auth.refresh());
      if (!refreshed && !(await auth.authorize(asked.status === 403 ? scope : undefined))) return result;
    }
  };

  const connected = await authorized(() => client.connect(REVISION, { elicitation: true, tasks: false }));
  if (connected.state !== 'connected') {
    say(`connect failed: ${connected.reason}`);
    return 1;
  }
  say(`connected under ${connected.revision} to ${connected.server.name}`);
  let failures = 0;
  const tools = await authorized(() => listTools(client));
  if (!tools.outcome.ok) {
    say(`tools/list failed: ${describeError(tools.outcome.error)}`);
    failures++;
  } else {
    for (const tool of tools.outcome.value) {
      const args = toolArguments(tool.inputSchema);
      const call = await authorized(() => callTool(client, tool.name, args));
      const verdict = call.outcome.ok
        ? call.outcome.value.isError
          ? 'tool error'
          : 'ok'
        : describeError(call.outcome.error);
      say(`tools/call ${tool.name} ${JSON.stringify(args)}: ${verdict}`);
      if (!call.outcome.ok) failures++;
    }
  }
  await client.reset();
  return failures === 0 ? 0 : 1;
}

process.exitCode = await main();
