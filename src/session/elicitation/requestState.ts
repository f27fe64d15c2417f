// The sealed `requestState` of 2026-07-28 MRTR (docs/elicitation.md, "MRTR"; docs/revisions.md §4
// rule 6): the client echoes it, so it is attacker-controlled, and the server must refuse one it
// did not make or that belongs to another call. It binds the method, the tool or prompt name (or
// the resource URI), the arguments, the round and an expiry, and is signed with HMAC-SHA-256 under
// a key made once per process (the worker and bin/groovymcp alike, through WebCrypto,
// `globalThis.crypto.subtle`). HMAC rather than AES-GCM: nothing in it is secret, and a person
// reading Traffic can decode what it binds. Its form: base64url(JSON payload) "." base64url(MAC),
// where the MAC covers the payload and the canonical JSON of the arguments: one WebCrypto call to
// seal and one to verify (each is a hop to Node's crypto thread pool, the bulk of a round's cost).
// A state this process issued recently is remembered with the arguments it binds, so its retry is
// checked by exact comparison without the second hop; any other state is verified by its MAC.
import { ProtocolError } from '../../protocol';
import { base64UrlOf } from '../../protocol/base64';

/** What one call is: the state of another call must not verify for it. */
export interface Binding {
  method: string;
  /** The tool or prompt name, or the resource URI. */
  name: string;
  /** The call's arguments (tools/call, prompts/get) or undefined. */
  arguments: unknown;
}

/** How long a state stays good: a person may take a while to answer, not forever. */
export const STATE_LIFETIME_MS = 5 * 60_000;
/** The most rounds one call may take (docs/elicitation.md, "MRTR"). */
export const MAX_ROUNDS = 10;

interface Payload {
  v: 1;
  m: string;
  n: string;
  /**
   * A short fingerprint of the arguments, only to tell "other arguments" from "tampered" when the
   * MAC (which covers the arguments themselves) does not verify.
   */
  f: string;
  /** The round this state closes (1 for the first `input_required`). */
  r: number;
  /** Expiry, milliseconds since the epoch. */
  e: number;
}

/** Why a state was refused, in `data.reason` of the -32602. */
export type RefusalReason =
  'malformed' | 'tampered' | 'other request' | 'other arguments' | 'expired' | 'too many rounds';

export function refusal(reason: RefusalReason): ProtocolError {
  return new ProtocolError('invalidParams', `Invalid params: requestState refused (${reason})`, { reason });
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

let processKey: Promise<CryptoKey> | undefined;

/** The one key of this process (worker or Node), made on first use and never exported. */
function key(): Promise<CryptoKey> {
  processKey ??= globalThis.crypto.subtle.generateKey({ name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ]) as Promise<CryptoKey>;
  return processKey;
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return undefined;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return bytes;
  } catch {
    return undefined;
  }
}

/** JSON with object keys sorted, so that the same arguments always give the same digest. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.keys(value)
      .sort()
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** cyrb53, a fast non-cryptographic 53-bit hash: a diagnosis aid, never what the state's safety rests on. */
function fingerprint(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/**
 * The states this process issued last, each with the canonical arguments it binds (insertion
 * order, oldest dropped first). A state equal, character for character, to one of them is one this
 * process made, so checking it needs no MAC; a state not here (older, or another process's) is
 * verified by its MAC as always.
 */
const issued = new Map<string, string>();
const ISSUED_REMEMBERED = 1024;

/** Forgets every issued state, as a process that issued them long ago would (tests check the MAC path). */
export function forgetIssuedStates(): void {
  issued.clear();
}

function remember(state: string, args: string): void {
  issued.set(state, args);
  if (issued.size > ISSUED_REMEMBERED) issued.delete(issued.keys().next().value as string);
}

/** What the MAC covers: the payload as sent, and the call's arguments. */
const signed = (body: string, args: string) => encoder.encode(`${body}\n${args}`);

/** A new state closing round `round` of the call `binding`; past MAX_ROUNDS, -32602 instead. */
export async function sealRequestState(binding: Binding, round: number, now = Date.now()): Promise<string> {
  if (round > MAX_ROUNDS) throw refusal('too many rounds');
  const args = canonicalJson(binding.arguments ?? {});
  const payload: Payload = {
    v: 1,
    m: binding.method,
    n: binding.name,
    f: fingerprint(args),
    r: round,
    e: now + STATE_LIFETIME_MS,
  };
  const body = base64UrlOf(encoder.encode(JSON.stringify(payload)));
  const mac = await globalThis.crypto.subtle.sign('HMAC', await key(), signed(body, args));
  const state = `${body}.${base64UrlOf(new Uint8Array(mac))}`;
  remember(state, args);
  return state;
}

function readPayload(body: string): Payload | undefined {
  try {
    const value: unknown = JSON.parse(decoder.decode(fromBase64Url(body)));
    return typeof value === 'object' && value !== null ? (value as Payload) : undefined;
  } catch {
    return undefined;
  }
}

/** Why a state whose MAC does not verify was refused (the payload read only to say so). */
function diagnose(body: string, binding: Binding, args: string): RefusalReason {
  const payload = readPayload(body);
  if (!payload) return 'tampered';
  if (payload.m !== binding.method || payload.n !== binding.name) return 'other request';
  return payload.f === fingerprint(args) ? 'tampered' : 'other arguments';
}

/**
 * Verifies a state the client sent back for the call `binding` and returns the round it closed;
 * throws -32602 with `data.reason` when it does not verify. Nothing of the call runs before this.
 */
export async function openRequestState(state: unknown, binding: Binding, now = Date.now()): Promise<number> {
  if (typeof state !== 'string') throw refusal('malformed');
  const [body, mac, extra] = state.split('.');
  const macBytes = fromBase64Url(mac ?? '');
  if (body === undefined || macBytes === undefined || extra !== undefined) throw refusal('malformed');
  // base64url's last character carries spare bits: only the one canonical spelling of the MAC
  // counts, so that no changed character of a state ever verifies.
  if (base64UrlOf(macBytes) !== mac) throw refusal('tampered');
  const args = canonicalJson(binding.arguments ?? {});
  const remembered = issued.get(state);
  const verified =
    remembered !== undefined
      ? remembered === args
      : await globalThis.crypto.subtle.verify('HMAC', await key(), macBytes, signed(body, args));
  if (!verified) throw refusal(diagnose(body, binding, args));
  // Signed by this process, so well-formed: no schema check needed past the signature.
  const payload = readPayload(body) as Payload;
  if (payload.m !== binding.method || payload.n !== binding.name) throw refusal('other request');
  if (now > payload.e) throw refusal('expired');
  if (!(payload.r >= 1 && payload.r <= MAX_ROUNDS)) throw refusal('too many rounds');
  return payload.r;
}
