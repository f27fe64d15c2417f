// Supervisor behaviour that needs a broken engine install: a restart that cannot start the engine
// keeps retrying (e.g. while engine/build is rebuilt) instead of failing every later call for good.
import { cpSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { EngineProcess } from './engineProcess';

const REPO_ENGINE = join(import.meta.dirname, '..', '..', 'engine');

describe('EngineProcess restart', () => {
  const engineDir = mkdtempSync(join(tmpdir(), 'engine-copy-'));
  cpSync(join(REPO_ENGINE, 'build'), join(engineDir, 'build'), { recursive: true });
  const logs: string[] = [];
  const engine = new EngineProcess({ engineDir, log: (line) => logs.push(line) });
  afterAll(async () => {
    await engine.close();
    rmSync(engineDir, { recursive: true, force: true });
  });

  it('retries a restart whose engine jar is missing, and recovers once it is back', async () => {
    await engine.whenReady();
    expect(engine.health).toBe('ready');
    const hidden = join(engineDir, 'build-hidden');
    renameSync(join(engineDir, 'build'), hidden);
    process.kill(engine.pid!, 'SIGKILL');
    await expect.poll(() => logs.some((line) => line.includes('retrying')), { timeout: 10_000 }).toBe(true);
    expect(engine.startProblem).toBeUndefined();
    renameSync(hidden, join(engineDir, 'build'));
    const answer = await engine.request({ op: 'ping' });
    expect(answer).toEqual({ result: {} });
    expect(engine.health).toBe('ready');
  });
});
