// Root confinement under a race (issue 9, item 4): a child process swaps a directory inside the root
// for a symlink to a directory outside it (and a file for a symlink to an outside file), as fast as
// it can, for 10 s, while this process reads through the confined file system in a loop. Not one
// read may return the outside content; some must succeed.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { NodeFileSystem } from './nodeFileSystem';
import { probeStrategy } from './openedFileLocation';

const RACE_MS = 10_000;
const INSIDE = 'def inside = 1\n';
const SECRET = 'def secret = "outside the root"\n';

let base: string;
let root: string;
let swapper: ChildProcess | undefined;

beforeAll(() => {
  base = realpathSync(mkdtempSync(join(tmpdir(), 'groovymcp-race-')));
  root = join(base, 'root');
  mkdirSync(join(root, 'swap'), { recursive: true });
  mkdirSync(join(base, 'outside'));
  writeFileSync(join(root, 'swap', 'inner.groovy'), INSIDE);
  writeFileSync(join(base, 'outside', 'inner.groovy'), SECRET);
  writeFileSync(join(root, 'swapfile.groovy'), INSIDE);
  symlinkSync(join(base, 'outside'), join(root, 'parked-link'));
  symlinkSync(join(base, 'outside', 'inner.groovy'), join(root, 'parked-filelink'));
});

afterAll(() => {
  swapper?.kill('SIGKILL');
  rmSync(base, { recursive: true, force: true });
});

/**
 * Swaps `root/swap` between the real directory and the symlink pointing out, and `swapfile.groovy`
 * between the file and a symlink to the outside file, with rename(2) (there is a short gap without
 * either), until killed or until the deadline (so it never outlives a crashed test run).
 */
const SWAPPER = `
const { renameSync } = require('node:fs');
const [root, ms] = [process.argv[1], Number(process.argv[2])];
const p = (n) => root + '/' + n;
const end = Date.now() + ms;
let swaps = 0;
while (Date.now() < end) {
  try {
    renameSync(p('swap'), p('parked-dir'));
    renameSync(p('parked-link'), p('swap'));
    renameSync(p('swapfile.groovy'), p('parked-file'));
    renameSync(p('parked-filelink'), p('swapfile.groovy'));
    renameSync(p('swap'), p('parked-link'));
    renameSync(p('parked-dir'), p('swap'));
    renameSync(p('swapfile.groovy'), p('parked-filelink'));
    renameSync(p('parked-file'), p('swapfile.groovy'));
    swaps++;
  } catch (err) {
    process.stderr.write(String(err) + '\\n');
    process.exit(1);
  }
}
process.stdout.write(String(swaps));
`;

it.runIf(process.platform === 'linux')(
  'never reads the outside file while a directory of the path is swapped for a symlink',
  async () => {
    // The race-free check is the kernel's name for the descriptor; the inode fallback of other
    // platforms narrows the window but cannot close it (openedFileLocation.ts).
    expect(await probeStrategy(root)).toBe('procFd');
    const files = await NodeFileSystem.create({ root });
    const tally = { inside: 0, leaked: 0, refused: 0, swaps: 0 };
    const messages = new Set<string>();

    swapper = spawn(process.execPath, ['-e', SWAPPER, root, String(RACE_MS)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let swapsText = '';
    swapper.stdout!.on('data', (chunk: Buffer) => (swapsText += chunk.toString()));
    const swapperDone = new Promise<number | null>((resolve) => swapper!.once('exit', resolve));

    const end = Date.now() + RACE_MS;
    for (let i = 0; Date.now() < end; i++) {
      const path = i % 2 === 0 ? 'swap/inner.groovy' : 'swapfile.groovy';
      const read = await files.readPath(path);
      if (!read.ok) {
        tally.refused++;
        messages.add(read.message);
      } else if (read.text === INSIDE) {
        tally.inside++;
      } else {
        tally.leaked++;
      }
    }
    expect(await swapperDone).toBe(0);
    tally.swaps = Number(swapsText);
    process.stderr.write(`confinement race: ${JSON.stringify(tally)}\n`);

    // Refusals are the expected ones only: outside, or missing during a rename's gap.
    for (const message of messages) {
      expect([
        'path is outside the root',
        'file not found under the root',
        'too many levels of symbolic links',
        'the file changed while it was being opened',
      ]).toContain(message);
    }
    expect(tally.swaps).toBeGreaterThan(1_000);
    expect(tally.inside).toBeGreaterThan(100);
    expect(tally.refused).toBeGreaterThan(100);
    expect(tally.leaked).toBe(0);
  },
  RACE_MS + 20_000,
);
