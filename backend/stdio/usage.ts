// The texts of `--help` and of a usage error (docs/server.md §1).
import { delimiter } from 'node:path';
import { SERVER_VERSION } from '../../src/session/serverIdentity';

export const USAGE = 'usage: groovymcp [--stdio] [--root DIR] [--classpath PATH] [--version] [--help]';

export const HELP = `${USAGE}

groovy-mcp ${SERVER_VERSION}: a Model Context Protocol server over stdio with read-only tools backed by
the Groovy 4 compiler. It compiles the sources it is given and never runs them.

  --stdio           accepted for compatibility; stdio is the only transport
  --root DIR        lets tools read files (the \`path\` argument and file: URIs) below DIR, symbolic
                    links resolved; DIR is never listed or walked. Without it only \`text\` works.
  --classpath PATH  compile classpath (jars and class directories, separated by "${delimiter}"),
                    fixed for the life of the server; only the entry count is ever reported
  --version         prints "groovy-mcp <version>" and exits
  --help            prints this text and exits; it wins over every argument after it

stdout carries JSON-RPC messages only, one per line; logs go to stderr.
Exit status: 0 after a clean shutdown (stdin closed, SIGTERM), 2 for a usage error.
`;

export const versionLine = (): string => `groovy-mcp ${SERVER_VERSION}\n`;
