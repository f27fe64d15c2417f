// Discovery's candidates and their outcomes (docs/any-server.md, "Authorization", steps 2-3 and
// "What discovery refuses"), against a fetch that answers from a table: "not here" moves on, a 5xx
// or a refused document stops, and only a checked document's body is logged.
import { describe, expect, it } from 'vitest';
import { openIdDocument } from '../../../test-support/oauthDocuments';
import { DiscoveryRefusal } from './discoveryRefusal';
import { discoverAuthorizationServer, discoverResourceMetadata } from './metadataDiscovery';
import { StepLog } from './stepLog';

const SERVER = 'https://mcp.example.com/mcp';
const ORIGIN = 'https://mcp.example.com';
const PATH_AWARE = `${ORIGIN}/.well-known/oauth-protected-resource/mcp`;
const ROOT = `${ORIGIN}/.well-known/oauth-protected-resource`;
const SECRET = 'SECRET-d00d-never-shown';

/** URL → [status, body]; anything else is a 404. */
type Table = Readonly<Record<string, readonly [number, string]>>;

const answers =
  (table: Table) =>
  async (input: string | URL): Promise<Response> => {
    const [status, body] = table[String(input)] ?? [404, SECRET];
    // A checked document is shown with its headers; every other answer's headers are withheld.
    return new Response(body, { status, headers: status === 200 ? {} : { 'X-Secret': SECRET } });
  };

const prm = (resource: string): string => JSON.stringify({ resource, authorization_servers: [ORIGIN] });

async function resourceRun(table: Table, challenge?: string) {
  const log = new StepLog(() => 0);
  const outcome = await discoverResourceMetadata(SERVER, challenge, answers(table), log).then(
    (value) => ({ value }),
    (err: unknown) => ({ err: err as DiscoveryRefusal }),
  );
  return { outcome, log: log.list(), text: JSON.stringify(log.list()) };
}

describe('discoverResourceMetadata', () => {
  it.each([
    ['the path-aware document', { [PATH_AWARE]: [200, prm(SERVER)] }, SERVER],
    ['the root document describing the origin', { [ROOT]: [200, prm(ORIGIN)] }, ORIGIN],
    ['the root document describing the server', { [ROOT]: [200, prm(SERVER)] }, SERVER],
    ['the root document after a redirect', { [PATH_AWARE]: [302, ''], [ROOT]: [200, prm(ORIGIN)] }, ORIGIN],
  ] as const)('finds %s', async (_, table, resource) => {
    const run = await resourceRun(table);
    expect(run.outcome).toEqual({ value: expect.objectContaining({ resource }) });
    expect(run.text).not.toContain(SECRET);
    expect(run.log.at(-1)?.response?.body).toContain('authorization_servers');
  });

  it('is undefined when no candidate is there, logging status and size only', async () => {
    const run = await resourceRun({});
    expect(run.outcome).toEqual({ value: undefined });
    expect(run.log.map((step) => [step.request?.url, step.response, step.note])).toEqual([
      [PATH_AWARE, { status: 404, headers: {}, size: SECRET.length }, 'Not here (HTTP 404).'],
      [ROOT, { status: 404, headers: {}, size: SECRET.length }, 'Not here (HTTP 404).'],
    ]);
  });

  it.each([
    ['a 5xx', { [PATH_AWARE]: [503, SECRET] }, `HTTP 503 from ${PATH_AWARE}`],
    [
      'a root document of another path',
      { [ROOT]: [200, prm(`${ORIGIN}/other`)] },
      `the protected resource metadata describes another resource than ${ORIGIN} or ${SERVER} (RFC 9728 §3.3)`,
    ],
  ] as const)('stops at %s', async (_, table, reason) => {
    const run = await resourceRun(table);
    expect('err' in run.outcome && run.outcome.err.reason).toBe(reason);
    expect(run.text).not.toContain(SECRET);
  });

  it('asks only the challenge URL when there is one, and refuses one that is not a URL', async () => {
    const named = `${ORIGIN}/meta`;
    const run = await resourceRun({ [named]: [200, prm(SERVER)], [PATH_AWARE]: [200, prm(SERVER)] }, named);
    expect(run.log.map((step) => step.request?.url)).toEqual([named]);
    expect((await resourceRun({}, 'not a url')).outcome).toEqual({ err: expect.any(DiscoveryRefusal) });
  });
});

describe('discoverAuthorizationServer', () => {
  it('moves past a 404 to the OpenID document of the issuer', async () => {
    const issuer = 'https://auth.example.com/tenant';
    const oidc = openIdDocument(issuer);
    const log = new StepLog(() => 0);
    const found = await discoverAuthorizationServer(
      issuer,
      answers({ 'https://auth.example.com/.well-known/openid-configuration/tenant': [200, oidc] }),
      log,
    );
    expect(found?.issuer).toBe(issuer);
    expect(log.list().map((step) => step.response?.status)).toEqual([404, 200]);
    expect(JSON.stringify(log.list())).not.toContain(SECRET);
  });
});
