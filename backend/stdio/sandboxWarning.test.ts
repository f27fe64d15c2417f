// bin/groovymcp says on stderr when the engine's sandbox is not in force (engine/README.md "Compile,
// never run"), and says nothing of it when it is. The test-only switch reaches the JVM through
// JDK_JAVA_OPTIONS, the way a user's own JVM options would.
import { afterEach, describe, expect, it } from 'vitest';
import { GroovymcpChild } from './testing/groovymcpChild';

let child: GroovymcpChild | undefined;
afterEach(async () => child?.stop());

const startAndDiagnose = async (env: NodeJS.ProcessEnv): Promise<GroovymcpChild> => {
  child = new GroovymcpChild([], env);
  await child.initialize('2025-11-25');
  const answer = await child.callTool('diagnostics', { text: 'class A {}\n' });
  expect(answer.result).toMatchObject({ isError: false });
  return child;
};

describe('the sandbox warning of bin/groovymcp', () => {
  it('warns on stderr when the least-privilege layer is unavailable', async () => {
    const c = await startAndDiagnose({
      ...process.env,
      JDK_JAVA_OPTIONS: '-Dgroovymcp.testing.disableLayers=least-privilege',
    });
    expect(c.stderr).toMatch(/sandbox is unavailable/);
    expect(c.impure).toEqual([]);
  }, 60_000);

  it('says nothing of it when the sandbox is enforced', async () => {
    const env = { ...process.env };
    delete env.JDK_JAVA_OPTIONS;
    const c = await startAndDiagnose(env);
    expect(c.stderr).not.toMatch(/sandbox/);
  }, 60_000);
});
