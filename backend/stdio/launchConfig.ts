// Checks the launch options before serving (docs/server.md §1): `--root` must be an existing
// directory (resolved to its real path once, by NodeFileSystem), and every `--classpath` entry must
// exist. The engine would skip a missing entry (as javac does), so a typo would only show as
// "unable to resolve class" much later; it is reported at launch instead (exit 2), and the entry
// count in groovy://limits stays the count the compiler really uses.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { FileAccessError } from '../fs/fileAccessError';
import { NodeFileSystem } from '../fs/nodeFileSystem';
import type { LaunchOptions } from './parseArguments';
import { quoteArgument } from './parseArguments';

export interface LaunchConfig {
  fileSystem: NodeFileSystem;
  /** Absolute classpath entries, in order, for the engine process. */
  classpath: string[];
}

export type LaunchCheck = { ok: true; config: LaunchConfig } | { ok: false; message: string };

export async function checkLaunch(options: LaunchOptions): Promise<LaunchCheck> {
  const classpath = options.classpath.map((entry) => resolve(entry));
  const missing = options.classpath.find((_entry, i) => !existsSync(classpath[i]!));
  if (missing !== undefined) {
    return { ok: false, message: `--classpath: no such file or directory: ${quoteArgument(missing)}` };
  }
  try {
    const fileSystem = await NodeFileSystem.create(options.root === undefined ? {} : { root: options.root });
    return { ok: true, config: { fileSystem, classpath } };
  } catch (error) {
    if (error instanceof FileAccessError) return { ok: false, message: error.message };
    throw error;
  }
}
