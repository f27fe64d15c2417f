// The command line of bin/groovymcp (docs/server.md §1 "Launch (stdio)"), read left to right. The
// first argument that decides the outcome wins: `--help` (exit 0, whatever follows it, even invalid
// arguments) or a mistake (exit 2). So `--help --bogus` prints help, while `--bogus --help` is a
// usage error: the unknown flag comes first, and help wins only over *later* arguments.
// `--version` decides nothing by itself: it is acted on once every argument has been read.
import { delimiter as platformDelimiter } from 'node:path';
import { isLoopbackHost, parseListenAddress, type ListenAddress } from '../mcpHttp/listenAddress';

export interface LaunchOptions {
  /** `--root DIR` as given (checked at launch: must be an existing directory). */
  root: string | undefined;
  /** `--classpath PATH` split on the platform path separator; empty entries dropped. */
  classpath: string[];
  /** `--http [HOST:]PORT`: serve Streamable HTTP there instead of stdio (docs/http.md §1). */
  http?: ListenAddress;
  /** `--token-file FILE`: the bearer token HTTP clients must send (required off loopback). */
  tokenFile?: string;
}

export type ParsedArguments =
  | { kind: 'help' }
  | { kind: 'version' }
  | { kind: 'serve'; options: LaunchOptions }
  | { kind: 'usageError'; message: string };

const VALUE_FLAGS = ['--root', '--classpath', '--http', '--token-file'] as const;
type ValueFlag = (typeof VALUE_FLAGS)[number];

const isValueFlag = (arg: string): arg is ValueFlag => (VALUE_FLAGS as readonly string[]).includes(arg);

/** An argument quoted back on stderr: escaped, shortened, so that a stray control byte prints as text. */
export function quoteArgument(arg: string): string {
  const shown = arg.length > 80 ? `${arg.slice(0, 80)}…` : arg;
  return JSON.stringify(shown);
}

export function parseArguments(
  argv: readonly string[],
  pathDelimiter: string = platformDelimiter,
): ParsedArguments {
  const values: Partial<Record<ValueFlag, string>> = {};
  let version = false;
  let stdio = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--help') return { kind: 'help' };
    if (arg === '--version') {
      version = true;
      continue;
    }
    if (arg === '--stdio') {
      stdio = true; // the default transport (§1); only --http excludes it
      continue;
    }
    if (!isValueFlag(arg)) return usageError(`unknown argument ${quoteArgument(arg)}`);
    const value = argv[i + 1];
    // A following flag is not taken as the value: `--root --help` lacks its directory.
    if (value === undefined || value.startsWith('--')) return usageError(`${arg} needs a value`);
    if (values[arg] !== undefined) return usageError(`${arg} given more than once`);
    if (arg === '--root' && value === '') return usageError('--root needs a directory, not an empty string');
    values[arg] = value;
    i++;
  }
  if (version) return { kind: 'version' };
  const options: LaunchOptions = {
    root: values['--root'],
    classpath: (values['--classpath'] ?? '').split(pathDelimiter).filter((entry) => entry !== ''),
  };
  const httpValue = values['--http'];
  const tokenFile = values['--token-file'];
  if (httpValue === undefined) {
    if (tokenFile !== undefined) return usageError('--token-file needs --http');
    return { kind: 'serve', options };
  }
  if (stdio) return usageError('--stdio and --http exclude each other');
  const http = parseListenAddress(httpValue);
  if (typeof http === 'string') return usageError(http);
  // Off loopback anyone on the network could compile through us: never without a token (docs/http.md §4).
  if (!isLoopbackHost(http.host) && tokenFile === undefined) {
    return usageError(`--http on ${quoteArgument(http.host)} (not loopback) needs --token-file`);
  }
  return { kind: 'serve', options: { ...options, http, ...(tokenFile !== undefined ? { tokenFile } : {}) } };
}

const usageError = (message: string): ParsedArguments => ({ kind: 'usageError', message });
