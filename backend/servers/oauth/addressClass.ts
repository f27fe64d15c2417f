// What kind of network an IP address is on (docs/any-server.md, "Authorization", "Where metadata may
// be fetched from"): discovery refuses a metadata URL on an internal address when the MCP server
// itself is not on one, so a configured server cannot make the backend read an internal URL for it.
// Node's BlockList does the prefix matching; it also matches an IPv4-mapped IPv6 address
// (::ffff:127.0.0.1, ::ffff:7f00:1) against the IPv4 rules, so a mapped address is classed as the
// IPv4 address it carries.
import { BlockList, isIP } from 'node:net';

export type AddressClass =
  | 'public'
  | 'loopback'
  | 'private'
  | 'link-local'
  | 'unique-local'
  /** 0.0.0.0/8 and ::, which a connection reaches as this host. */
  | 'unspecified'
  /** Multicast, broadcast and the ranges IANA keeps back: never a metadata server. */
  | 'reserved';

type Range = readonly [AddressClass, string, number];

const IPV4: readonly Range[] = [
  ['unspecified', '0.0.0.0', 8],
  ['private', '10.0.0.0', 8],
  // RFC 6598 shared address space (carrier-grade NAT): as internal as RFC 1918.
  ['private', '100.64.0.0', 10],
  ['loopback', '127.0.0.0', 8],
  ['link-local', '169.254.0.0', 16],
  ['private', '172.16.0.0', 12],
  ['reserved', '192.0.0.0', 24],
  ['private', '192.168.0.0', 16],
  ['reserved', '198.18.0.0', 15],
  ['reserved', '224.0.0.0', 4],
  ['reserved', '240.0.0.0', 4],
];

const IPV6: readonly Range[] = [
  ['unspecified', '::', 128],
  ['loopback', '::1', 128],
  ['unique-local', 'fc00::', 7],
  ['link-local', 'fe80::', 10],
  ['reserved', 'ff00::', 8],
];

const LISTS: ReadonlyMap<AddressClass, BlockList> = (() => {
  const lists = new Map<AddressClass, BlockList>();
  const add = ([kind, network, prefix]: Range, family: 'ipv4' | 'ipv6'): void => {
    let list = lists.get(kind);
    if (list === undefined) lists.set(kind, (list = new BlockList()));
    list.addSubnet(network, prefix, family);
    // NAT64 (RFC 6052, 64:ff9b::/96) reaches the IPv4 address it carries, as a mapped one does.
    if (family === 'ipv4') list.addSubnet(`64:ff9b::${network}`, 96 + prefix, 'ipv6');
  };
  for (const range of IPV4) add(range, 'ipv4');
  for (const range of IPV6) add(range, 'ipv6');
  return lists;
})();

/** The class of an IP address (IPv4 or IPv6, without brackets); throws on anything else. */
export function classifyAddress(address: string): AddressClass {
  const family = isIP(address);
  if (family === 0) throw new Error(`not an IP address: ${address}`);
  for (const [kind, list] of LISTS) {
    if (list.check(address, family === 4 ? 'ipv4' : 'ipv6')) return kind;
  }
  return 'public';
}

/** `localhost` and its subdomains are this host whatever DNS says (RFC 6761 §6.3). */
export function isLocalhostName(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/\.$/, '');
  return name === 'localhost' || name.endsWith('.localhost');
}
