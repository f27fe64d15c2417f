// The command line of bin/groovymcp (docs/server.md §1 "Launch (stdio)"), read left to right. The
// first argument that decides the outcome wins: `--help` (exit 0, whatever follows it, even invalid
// arguments) or a mistake (exit 2). So `--help --bogus` prints help, while `--bogus --help` is a
// usage error: the unknown flag comes first, and help wins only over *later* arguments.
// `--version` decides nothing by itself: it is acted on once every argument has been read.
import { delimiter as platformDelimiter } from 'node:path';

export interface LaunchOptions {
  /** `--root DIR` as given (checked at launch: must be an existing directory). */
  root: string | undefined;
  /** `--classpath PATH` split on the platform path separator; empty entries dropped. */
  classpath: string[];
}

export type ParsedArguments =
  | { kind: 'help' }
  | { kind: 'version' }
  | { kind: 'serve'; options: LaunchOptions }
  | { kind: 'usageError'; message: string };

const VALUE_FLAGS = ['--root', '--classpath'] as const;
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
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--help') return { kind: 'help' };
    if (arg === '--version') {
      version = true;
      continue;
    }
    if (arg === '--stdio') continue; // stdio is the only transport of the launcher (§1)
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
  return {
    kind: 'serve',
    options: {
      root: values['--root'],
      classpath: (values['--classpath'] ?? '').split(pathDelimiter).filter((entry) => entry !== ''),
    },
  };
}

const usageError = (message: string): ParsedArguments => ({ kind: 'usageError', message });
