// The sealed `requestState` of 2026-07-28 MRTR (docs/elicitation.md, "MRTR"; docs/revisions.md §4
// rule 6): the client echoes it, so it is attacker-controlled, and the server must refuse one it
// did not make or that belongs to another call. It binds the method, the tool or prompt name (or
// the resource URI), a SHA-256 digest of the arguments, the round and an expiry, and is signed
// with HMAC-SHA-256 under a key made once per process (the worker and bin/groovymcp alike, through
// WebCrypto, `globalThis.crypto.subtle`). HMAC rather than AES-GCM: nothing in it is secret, and a
// person reading Traffic can decode what it binds. Its form: base64url(JSON payload) "." base64url(MAC).
import { ProtocolError } from '../../protocol';

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
  /** base64url SHA-256 of the canonical JSON of the arguments. */
  d: string;
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

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
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

async function digest(args: unknown): Promise<string> {
  const hash = await globalThis.crypto.subtle.digest('SHA-256', encoder.encode(canonicalJson(args ?? {})));
  return toBase64Url(new Uint8Array(hash));
}

/** A new state closing round `round` of the call `binding`; past MAX_ROUNDS, -32602 instead. */
export async function sealRequestState(binding: Binding, round: number, now = Date.now()): Promise<string> {
  if (round > MAX_ROUNDS) throw refusal('too many rounds');
  const payload: Payload = {
    v: 1,
    m: binding.method,
    n: binding.name,
    d: await digest(binding.arguments),
    r: round,
    e: now + STATE_LIFETIME_MS,
  };
  const body = toBase64Url(encoder.encode(JSON.stringify(payload)));
  const mac = await globalThis.crypto.subtle.sign('HMAC', await key(), encoder.encode(body));
  return `${body}.${toBase64Url(new Uint8Array(mac))}`;
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
  if (toBase64Url(macBytes) !== mac) throw refusal('tampered');
  const verified = await globalThis.crypto.subtle.verify('HMAC', await key(), macBytes, encoder.encode(body));
  if (!verified) throw refusal('tampered');
  // Signed by this process, so well-formed: no schema check needed past the signature.
  const payload = JSON.parse(decoder.decode(fromBase64Url(body))) as Payload;
  if (payload.m !== binding.method || payload.n !== binding.name) throw refusal('other request');
  if (payload.d !== (await digest(binding.arguments))) throw refusal('other arguments');
  if (now > payload.e) throw refusal('expired');
  if (!(payload.r >= 1 && payload.r <= MAX_ROUNDS)) throw refusal('too many rounds');
  return payload.r;
}
