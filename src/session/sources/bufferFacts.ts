// What a buffer declares and mentions, read from its text without a parser: enough to tell which
// other open buffers the engine needs to compile with it (relatedBuffers.ts). Over-inclusive on
// purpose (a name in a comment or a string counts): a buffer too many costs time, one too few
// would cost a false "unable to resolve class".

/** Identifiers as Groovy spells them (letters, digits, `_`, `$`; not starting with a digit). */
const IDENTIFIER = /[\p{L}_$][\p{L}\p{N}_$]*/gu;
/** Type declarations: class, interface, enum, trait, record, @interface. */
const DECLARATION = /\b(?:class|interface|enum|trait|record)\s+([\p{L}_$][\p{L}\p{N}_$]*)/gu;

export interface BufferFacts {
  /** Names of the types the buffer declares. */
  declares: ReadonlySet<string>;
  /** Every identifier that occurs in the buffer. */
  mentions: ReadonlySet<string>;
}

export function bufferFacts(text: string): BufferFacts {
  const declares = new Set<string>();
  for (const m of text.matchAll(DECLARATION)) declares.add(m[1]!);
  return { declares, mentions: new Set(text.match(IDENTIFIER)) };
}

/** True when `user` mentions a type that `declarer` declares. */
export function refersTo(user: BufferFacts, declarer: BufferFacts): boolean {
  for (const name of declarer.declares) if (user.mentions.has(name)) return true;
  return false;
}
