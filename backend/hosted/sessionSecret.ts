// The key that signs visitor cookies and derives their page tokens (docs/hosted.md, "Sessions and
// cookies"). Replicas behind one load balancer must share it, or a visitor whose request reaches
// another replica would be refused: GROOVYMCP_SESSION_SECRET (the text itself) or
// GROOVYMCP_SESSION_SECRET_FILE (a file holding it, e.g. a mounted Kubernetes Secret). Without
// either, a random key per process: fine for one replica, and a restart then asks each page to
// load again (its worker does that by itself after the 401, docs/playground.md, "Session bar").
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';

/** As strong as a generated key: 32 characters of any kind at the least. */
export const MIN_SECRET_CHARS = 32;

export type SecretSource = 'environment' | 'file' | 'random';

export interface SessionSecret {
  readonly key: Buffer;
  readonly source: SecretSource;
}

export class SessionSecretError extends Error {
  override readonly name = 'SessionSecretError';
}

function checked(text: string, where: string): Buffer {
  if (text.length < MIN_SECRET_CHARS) {
    throw new SessionSecretError(
      `${where} holds ${text.length} characters; a session secret needs at least ${MIN_SECRET_CHARS}`,
    );
  }
  return Buffer.from(text, 'utf8');
}

export function sessionSecretFrom(env: NodeJS.ProcessEnv): SessionSecret {
  const text = env.GROOVYMCP_SESSION_SECRET || undefined;
  const file = env.GROOVYMCP_SESSION_SECRET_FILE || undefined;
  if (text !== undefined && file !== undefined) {
    throw new SessionSecretError('set GROOVYMCP_SESSION_SECRET or GROOVYMCP_SESSION_SECRET_FILE, not both');
  }
  if (text !== undefined) return { key: checked(text, 'GROOVYMCP_SESSION_SECRET'), source: 'environment' };
  if (file !== undefined) {
    let content: string;
    try {
      content = readFileSync(file, 'utf8');
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code ?? String(err);
      throw new SessionSecretError(`cannot read GROOVYMCP_SESSION_SECRET_FILE ${file}: ${code}`);
    }
    // A file written by `echo` ends in a newline that is no part of the secret.
    return { key: checked(content.trim(), `GROOVYMCP_SESSION_SECRET_FILE ${file}`), source: 'file' };
  }
  return { key: randomBytes(32), source: 'random' };
}
