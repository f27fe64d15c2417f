// The texts of `--help` and of a usage error (docs/server.md §1).
import { delimiter } from 'node:path';
import { SERVER_VERSION } from '../../src/session/serverIdentity';

export const USAGE =
  'usage: groovymcp [--stdio | --http [HOST:]PORT [--token-file FILE]] [--root DIR] [--classpath PATH] [--version] [--help]';

export const HELP = `${USAGE}

groovy-mcp ${SERVER_VERSION}: a Model Context Protocol server over stdio or Streamable HTTP with read-only
tools backed by the Groovy 4 compiler. It compiles the sources it is given and never runs them.

  --stdio           serves over stdin/stdout (the default)
  --http [HOST:]PORT
                    serves Streamable HTTP at http://HOST:PORT/mcp instead (HOST defaults to
                    127.0.0.1; port 0 picks a free one) and prints that URL on stdout. On loopback,
                    requests whose Host or Origin is not localhost, 127.0.0.1 or [::1] are refused.
  --token-file FILE with --http: clients must send "Authorization: Bearer <the file's first line>";
                    required when HOST is not a loopback address
  --root DIR        lets tools read files (the \`path\` argument and file: URIs) below DIR, symbolic
                    links resolved; DIR is never listed or walked. Without it only \`text\` works.
  --classpath PATH  compile classpath (jars and class directories, separated by "${delimiter}"),
                    fixed for the life of the server; only the entry count is ever reported
  --version         prints "groovy-mcp <version>" and exits
  --help            prints this text and exits; it wins over every argument after it

Over stdio, stdout carries JSON-RPC messages only, one per line; logs go to stderr.
Exit status: 0 after a clean shutdown (stdin closed, SIGTERM), 2 for a usage error.
`;

export const versionLine = (): string => `groovy-mcp ${SERVER_VERSION}\n`;
