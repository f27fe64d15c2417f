// A rename target must be a valid Groovy identifier that is not a keyword (docs/server.md §6).
const IDENTIFIER = /^[\p{L}\p{Nl}_$][\p{L}\p{Nl}\p{Mn}\p{Mc}\p{Nd}\p{Pc}_$]*$/u;

export function isIdentifier(name: string, keywords: readonly string[]): boolean {
  return IDENTIFIER.test(name) && !keywords.includes(name);
}
