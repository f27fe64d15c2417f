// Where the authorization flow may send a request (docs/any-server.md, "Authorization", "Where
// metadata may be fetched from"). The URLs come from the server (its 401's resource_metadata, its
// metadata's authorization_servers and endpoints), so a server could name an internal address and
// have the backend read it. A target's host is resolved first and every address it resolves to
// must be public, or of a class the MCP server itself is on (a server on loopback may keep its
// metadata on loopback; it may not send the backend to a private network). The request then goes
// to the address that was checked (pinned), so a second DNS answer cannot swap it.
import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { classifyAddress, isLocalhostName, type AddressClass } from './addressClass';
import { DiscoveryRefusal } from './discoveryRefusal';

export interface ResolvedAddress {
  readonly address: string;
  readonly family: 4 | 6;
}

/** Resolves a host name to all its addresses; tests give one that answers without DNS. */
export type Lookup = (hostname: string) => Promise<readonly ResolvedAddress[]>;

export const systemLookup: Lookup = async (hostname) =>
  (await dnsLookup(hostname, { all: true, verbatim: true })).map(({ address, family }) => ({
    address,
    family: family === 6 ? 6 : 4,
  }));

/** The classes a server's own addresses may share with its metadata: never unspecified or reserved ones. */
const SHAREABLE: ReadonlySet<AddressClass> = new Set(['loopback', 'private', 'link-local', 'unique-local']);

/** A URL's host without the brackets an IPv6 literal has there. */
const bareHost = (url: URL): string => url.hostname.replace(/^\[(.*)\]$/, '$1');

async function resolve(url: URL, lookup: Lookup): Promise<readonly ResolvedAddress[]> {
  const host = bareHost(url);
  const family = isIP(host);
  if (family !== 0) return [{ address: host, family: family === 6 ? 6 : 4 }];
  let addresses: readonly ResolvedAddress[];
  try {
    addresses = await lookup(host);
  } catch (err) {
    throw new DiscoveryRefusal(`${host} does not resolve (${(err as Error).message})`);
  }
  if (addresses.length === 0) throw new DiscoveryRefusal(`${host} does not resolve`);
  return addresses;
}

const classesOf = (url: URL, addresses: readonly ResolvedAddress[]): AddressClass[] => [
  ...addresses.map(({ address }) => classifyAddress(address)),
  // `localhost` is this host whatever its resolver says.
  ...(isLocalhostName(bareHost(url)) ? (['loopback'] as const) : []),
];

/** What the metadata of the server at `serverUrl` may be on: public addresses, and the server's own kind. */
export async function allowedClasses(serverUrl: string, lookup: Lookup): Promise<ReadonlySet<AddressClass>> {
  const allowed = new Set<AddressClass>(['public']);
  const url = new URL(serverUrl);
  if (isLocalhostName(bareHost(url))) allowed.add('loopback');
  let addresses: readonly ResolvedAddress[];
  try {
    addresses = await resolve(url, lookup);
  } catch {
    // A server the backend cannot resolve is on no internal network it could vouch for.
    return allowed;
  }
  for (const kind of classesOf(url, addresses)) if (SHAREABLE.has(kind)) allowed.add(kind);
  return allowed;
}

const describeAllowed = (allowed: ReadonlySet<AddressClass>): string =>
  allowed.size === 1
    ? 'the MCP server is on a public address'
    : `the MCP server is on ${[...allowed].filter((kind) => kind !== 'public').join(', ')}`;

/** The address to connect to for `url`, once every address its host resolves to is allowed. */
export async function checkTarget(
  url: URL,
  allowed: ReadonlySet<AddressClass>,
  lookup: Lookup,
): Promise<ResolvedAddress> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new DiscoveryRefusal(`refused ${url.protocol} URL: only http and https are fetched`);
  }
  if (isLocalhostName(bareHost(url)) && !allowed.has('loopback')) {
    throw new DiscoveryRefusal(
      `refused ${url.origin}: ${bareHost(url)} is a loopback name and ${describeAllowed(allowed)}; nothing was fetched`,
    );
  }
  const addresses = await resolve(url, lookup);
  const classes = classesOf(url, addresses);
  const refused = classes.findIndex((kind) => !allowed.has(kind));
  if (refused !== -1) {
    const address = addresses[refused]?.address ?? bareHost(url);
    throw new DiscoveryRefusal(
      `refused ${url.origin}: ${address} is a ${classes[refused]} address and ${describeAllowed(allowed)}; nothing was fetched`,
    );
  }
  return addresses[0]!;
}
