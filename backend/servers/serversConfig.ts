// The server list of docs/any-server.md, "Config": the `mcpServers` file MCP clients already use,
// read once at launch (`--servers FILE` or GROOVYMCP_SERVERS). Only the servers named here can ever
// be started; the page sends a name, never a command line. A Streamable HTTP URL typed in the page is
// registered apart (typedServers.ts) and reached by its name the same way.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { z } from 'zod';
import type { ServerListing } from '../../src/contracts';
import { TypedServers } from './typedServers';

/** A name travels in URLs (/api/bridge/<name>): letters, digits and `._-` only. */
export const SERVER_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

const StdioEntry = z
  .object({
    type: z.literal('stdio').optional(),
    command: z.string().min(1),
    args: z.array(z.string()).default([]),
    env: z.record(z.string(), z.string()).default({}),
    cwd: z.string().min(1).optional(),
  })
  .strict();

const httpUrl = z
  .string()
  .url()
  // zod runs this even when .url() failed: a text that is no URL must not throw here.
  .refine(
    (value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol),
    'must be an http or https URL',
  );

/** What the SDK's private_key_jwt signs with a PEM key (jose's importPKCS8: RSA, RSA-PSS, EC). */
const SIGNING_ALGORITHMS = [
  'RS256',
  'RS384',
  'RS512',
  'PS256',
  'PS384',
  'PS512',
  'ES256',
  'ES384',
  'ES512',
] as const;

const HttpEntry = z
  .object({
    type: z.enum(['http', 'streamable-http', 'streamableHttp']).optional(),
    url: httpUrl,
    headers: z.record(z.string(), z.string()).default({}),
    // A client registered by hand, for an authorization server without dynamic registration
    // (docs/any-server.md, "Authorization").
    oauth: z
      .object({
        clientId: z.string().min(1),
        clientSecret: z.string().min(1).optional(),
        scope: z.string().min(1).optional(),
        // Machine to machine (SEP-1046): no person, no browser; a secret or a private key.
        grant: z.enum(['authorization_code', 'client_credentials']).optional(),
        privateKey: z
          .string()
          .refine(
            (pem) => /^-----BEGIN PRIVATE KEY-----[\s\S]+-----END PRIVATE KEY-----\s*$/.test(pem.trim()),
            'must be a PKCS#8 PEM private key ("-----BEGIN PRIVATE KEY-----…"; convert a PKCS#1 one with openssl pkcs8 -topk8 -nocrypt)',
          )
          .optional(),
        signingAlgorithm: z.enum(SIGNING_ALGORITHMS).optional(),
        issuer: httpUrl.optional(),
        crossApp: z
          .object({
            tokenEndpoint: httpUrl,
            clientId: z.string().min(1),
            clientSecret: z.string().min(1).optional(),
            idToken: z.string().min(1),
          })
          .strict()
          .optional(),
      })
      .strict()
      .superRefine((oauth, context) => {
        const problem = oauthConfigProblem(oauth);
        if (problem !== undefined) context.addIssue({ code: 'custom', message: problem });
      })
      .optional(),
  })
  .strict();

/** The combinations the grants cannot use (docs/any-server.md, "Authorization"), said before any flow starts. */
function oauthConfigProblem(oauth: OAuthClientConfig): string | undefined {
  if (oauth.clientSecret !== undefined && oauth.privateKey !== undefined)
    return 'name either clientSecret or privateKey, not both';
  if (oauth.signingAlgorithm !== undefined && oauth.privateKey === undefined)
    return 'signingAlgorithm applies only with a privateKey';
  if (
    oauth.grant === 'client_credentials' &&
    oauth.clientSecret === undefined &&
    oauth.privateKey === undefined
  )
    return 'grant "client_credentials" needs a clientSecret or a privateKey';
  if (oauth.crossApp !== undefined && oauth.grant !== undefined)
    return 'crossApp is its own grant: leave out "grant"';
  // The JWT bearer grant at the MCP server's authorization server authenticates with the secret.
  if (oauth.crossApp !== undefined && oauth.clientSecret === undefined)
    return 'crossApp needs the clientSecret of clientId at the MCP server’s authorization server';
  return undefined;
}

export interface OAuthClientConfig {
  readonly clientId: string;
  readonly clientSecret?: string | undefined;
  readonly scope?: string | undefined;
  /** Absent: the authorization code flow, unless the authorization server offers only client_credentials. */
  readonly grant?: 'authorization_code' | 'client_credentials' | undefined;
  /** A PEM private key: the client authenticates with a signed JWT (`private_key_jwt`). */
  readonly privateKey?: string | undefined;
  /** The JWT's algorithm for `privateKey` (default RS256, or what the server lists first). */
  readonly signingAlgorithm?: string | undefined;
  /** client_credentials: the only authorization server the credentials may go to. */
  readonly issuer?: string | undefined;
  /** Cross-app access (SEP-990): the person's identity provider and the ID token it gave them. */
  readonly crossApp?: CrossAppConfig | undefined;
}

export interface CrossAppConfig {
  /** The identity provider's token endpoint, where the ID token is exchanged for an ID-JAG. */
  readonly tokenEndpoint: string;
  /** This client's id (and secret, if any) at the identity provider. */
  readonly clientId: string;
  readonly clientSecret?: string | undefined;
  readonly idToken: string;
}

export interface StdioServer {
  readonly kind: 'stdio';
  readonly name: string;
  readonly command: string;
  readonly args: readonly string[];
  readonly env: Readonly<Record<string, string>>;
  /** Absolute: a relative `cwd` (and the default) is the config file's folder. */
  readonly cwd: string;
}

export interface HttpServer {
  readonly kind: 'http';
  readonly name: string;
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly oauth?: OAuthClientConfig | undefined;
}

export type ConfiguredServer = StdioServer | HttpServer;

export class ServersConfigError extends Error {
  override readonly name = 'ServersConfigError';
}

export class ServersConfig {
  /** The URLs typed in the page (typedServers.ts), reachable by name like the config's own. */
  readonly typed = new TypedServers();

  private constructor(private readonly byName: ReadonlyMap<string, ConfiguredServer>) {}

  /** A launch without a config: nothing can be started. */
  static empty(): ServersConfig {
    return new ServersConfig(new Map());
  }

  static fromFile(file: string): ServersConfig {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch (err) {
      throw new ServersConfigError(
        `cannot read the servers file ${file}: ${(err as NodeJS.ErrnoException).code ?? String(err)}`,
      );
    }
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (err) {
      throw new ServersConfigError(`the servers file ${file} is not JSON: ${(err as Error).message}`);
    }
    return ServersConfig.fromValue(value, dirname(resolve(file)), file);
  }

  static fromValue(value: unknown, baseDir: string, source = 'the servers config'): ServersConfig {
    const top = z.object({ mcpServers: z.record(z.string(), z.unknown()) }).safeParse(value);
    if (!top.success) {
      throw new ServersConfigError(`${source}: expected {"mcpServers": {"<name>": {…}}}`);
    }
    const byName = new Map<string, ConfiguredServer>();
    for (const [name, entry] of Object.entries(top.data.mcpServers)) {
      if (!SERVER_NAME.test(name)) {
        throw new ServersConfigError(
          `${source}: server ${JSON.stringify(name)}: a name is 1 to 64 of A-Z a-z 0-9 . _ - (it goes in URLs)`,
        );
      }
      byName.set(name, parseEntry(name, entry, baseDir, source));
    }
    return new ServersConfig(byName);
  }

  /** A configured server, else a typed one: the proxy and the OAuth routes reach both by name. */
  get(name: string): ConfiguredServer | undefined {
    return this.byName.get(name) ?? this.typed.get(name);
  }

  configured(name: string): boolean {
    return this.byName.has(name);
  }

  listing(): ServerListing[] {
    return [...this.byName.values()].map(({ name, kind }) => ({ name, kind }));
  }
}

function parseEntry(name: string, entry: unknown, baseDir: string, source: string): ConfiguredServer {
  const where = `${source}: server ${JSON.stringify(name)}`;
  const isObject = typeof entry === 'object' && entry !== null;
  if (isObject && 'command' in entry) {
    const parsed = StdioEntry.safeParse(entry);
    if (!parsed.success) throw new ServersConfigError(`${where}: ${describe(parsed.error)}`);
    const { command, args, env, cwd } = parsed.data;
    return { kind: 'stdio', name, command, args, env, cwd: resolve(baseDir, cwd ?? '.') };
  }
  if (isObject && 'url' in entry) {
    const parsed = HttpEntry.safeParse(entry);
    if (!parsed.success) throw new ServersConfigError(`${where}: ${describe(parsed.error)}`);
    const { url, headers, oauth } = parsed.data;
    return { kind: 'http', name, url, headers, ...(oauth === undefined ? {} : { oauth }) };
  }
  throw new ServersConfigError(`${where}: needs "command" (stdio) or "url" (Streamable HTTP)`);
}

function describe(error: z.ZodError): string {
  const issue = error.issues[0];
  if (issue === undefined) return 'invalid';
  const path = issue.path.join('.');
  return path === '' ? issue.message : `${path}: ${issue.message}`;
}
