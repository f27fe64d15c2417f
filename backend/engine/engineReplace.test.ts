// The supervisor replaces a JVM that reports a compile still running after its timeout answer
// (`stuck`): a standby takes over, the old process is killed, and the requests it was still
// working on are answered by the new one. A scripted stand-in for the JVM makes the order exact.
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { EngineProcess } from './engineProcess';
import { isAlive } from '../../test-support/processes';

/**
 * A stand-in engine: `-version` answers like Java 17; otherwise it counts its generation in a
 * file, says ready, answers `ping`, never answers `hold` in the first generation (later ones do),
 * and answers `stuck` with `timeout` followed by the `stuck` report.
 */
const FAKE_ENGINE = `#!/usr/bin/env node
const fs = require('node:fs');
if (process.argv.includes('-version')) { console.error('openjdk version "17.0.9" 2023-10-17'); process.exit(0); }
const counter = process.env.FAKE_ENGINE_COUNTER;
const gen = (Number(fs.existsSync(counter) ? fs.readFileSync(counter, 'utf8') : '0') || 0) + 1;
fs.writeFileSync(counter, String(gen));
const write = (m) => process.stdout.write(JSON.stringify(m) + '\\n');
write({ ready: true, groovyVersion: 'fake-' + gen });
require('node:readline').createInterface({ input: process.stdin }).on('line', (line) => {
  const r = JSON.parse(line);
  if (r.op === 'ping') write({ id: r.id, result: {} });
  else if (r.text === 'hold' && gen > 1) write({ id: r.id, result: { gen } });
  else if (r.text === 'stuck') {
    write({ id: r.id, error: { kind: 'timeout', message: 'compile took longer than 1 s' } });
    setTimeout(() => write({ stuck: true, request: r.id }), 200);
  }
});
setInterval(() => {}, 1000);
`;

function fakeInstall(): { dir: string; java: string; counter: string } {
  const dir = mkdtempSync(join(tmpdir(), 'fake-engine-'));
  mkdirSync(join(dir, 'engine', 'build'), { recursive: true });
  writeFileSync(join(dir, 'engine', 'build', 'engine.jar'), '');
  mkdirSync(join(dir, 'lib'));
  writeFileSync(join(dir, 'lib', 'groovy-4.0.26.jar'), '');
  writeFileSync(join(dir, 'lib', 'groovy-json-4.0.26.jar'), '');
  const java = join(dir, 'java');
  writeFileSync(java, FAKE_ENGINE);
  chmodSync(java, 0o755);
  return { dir, java, counter: join(dir, 'generation') };
}

describe('EngineProcess replacing a stuck engine', () => {
  const install = fakeInstall();
  const logs: string[] = [];
  const engine = new EngineProcess({
    java: install.java,
    engineDir: join(install.dir, 'engine'),
    groovyLib: join(install.dir, 'lib'),
    env: { ...process.env, FAKE_ENGINE_COUNTER: install.counter },
    log: (line) => logs.push(line),
  });
  afterAll(async () => {
    await engine.close();
    rmSync(install.dir, { recursive: true, force: true });
  });

  it('answers the culprit timeout, kills its JVM, and retries the others on the standby', async () => {
    await engine.whenReady();
    const first = engine.pid!;
    const held = engine.request({ op: 'diagnostics', uri: 'groovy-buffer:a', text: 'hold' });
    const culprit = await engine.request({ op: 'diagnostics', uri: 'groovy-buffer:b', text: 'stuck' });
    expect(culprit).toEqual({ error: { kind: 'timeout', message: 'compile took longer than 1 s' } });
    // The timeout answer starts the standby, before the stuck report arrives.
    expect(engine.standbyPid).toBeDefined();
    expect(await held).toEqual({ result: { gen: 2 } });
    expect(engine.replacedCount).toBe(1);
    expect(engine.pid).not.toBe(first);
    await expect.poll(() => isAlive(first), { timeout: 5_000 }).toBe(false);
    expect(engine.health).toBe('ready');
    expect(engine.groovyVersion).toBe('fake-2');
    expect(await engine.request({ op: 'ping' })).toEqual({ result: {} });
    expect(logs.some((line) => line.includes('replacing the engine'))).toBe(true);
  });

  it('starts a new standby for the next timeout and replaces the engine again', async () => {
    const before = engine.pid!;
    await engine.request({ op: 'diagnostics', uri: 'groovy-buffer:c', text: 'stuck' });
    await expect.poll(() => engine.replacedCount, { timeout: 5_000 }).toBe(2);
    await engine.whenReady();
    expect(engine.pid).not.toBe(before);
    expect(await engine.request({ op: 'diagnostics', uri: 'groovy-buffer:d', text: 'hold' })).toEqual({
      result: { gen: 3 },
    });
  });
});
