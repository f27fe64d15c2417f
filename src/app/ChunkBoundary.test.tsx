// A part of the page whose code fails to load says so with a Retry that really loads it again
// (React.lazy alone would keep the failure), and a part that throws does not blank the page.
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { ChunkBoundary } from './ChunkBoundary';
import { retryableLazy } from './retryableLazy';
import { testRootEachTest } from '../../test-support/testRoot';

const testRoot = testRootEachTest();

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

/** A chunk that fails to load the first `failures` times, as a stopped backend makes it. */
function flakyChunk(failures: number) {
  const loads = { count: 0 };
  const chunk = retryableLazy<{ name: string }>(async () => {
    loads.count++;
    if (loads.count <= failures) {
      throw new TypeError(
        'Failed to fetch dynamically imported module: http://127.0.0.1:5317/assets/Greeting-x.js',
      );
    }
    return Greeting;
  });
  return { chunk, loads };
}

const show = (chunk: ReturnType<typeof flakyChunk>['chunk']) =>
  testRoot.render(
    <ChunkBoundary what="The Greeting panel" fallback={<p>Loading…</p>}>
      {(attempt) => {
        const Loaded = chunk.forAttempt(attempt);
        return <Loaded name="Ada" />;
      }}
    </ChunkBoundary>,
  );

describe('ChunkBoundary', () => {
  it('says in words that the code did not load, and Retry loads it again', async () => {
    const { chunk, loads } = flakyChunk(1);
    show(chunk);
    const alert = page.getByRole('alert');
    await expect
      .element(alert)
      .toHaveTextContent(
        'The Greeting panel could not be shown: Failed to fetch dynamically imported module',
      );
    await expect
      .element(alert)
      .toHaveTextContent('is the backend (npm start) still running? Retry loads it again.');
    await userEvent.click(alert.getByRole('button', { name: 'Retry' }));
    await expect.element(page.getByText('Hello Ada')).toBeVisible();
    expect(loads.count).toBe(2);
  });

  it('fails again on a Retry while the code is still missing, then loads on the next', async () => {
    const { chunk, loads } = flakyChunk(2);
    show(chunk);
    await userEvent.click(page.getByRole('button', { name: 'Retry' }));
    await expect.poll(() => loads.count).toBe(2);
    await expect.element(page.getByRole('alert')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Retry' }));
    await expect.element(page.getByText('Hello Ada')).toBeVisible();
    expect(loads.count).toBe(3);
  });

  it('renders from the preloaded code without loading again', async () => {
    const { chunk, loads } = flakyChunk(0);
    await chunk.preload();
    show(chunk);
    await expect.element(page.getByText('Hello Ada')).toBeVisible();
    expect(loads.count).toBe(1);
  });

  it('forgets a failed preload, so showing the part loads it again', async () => {
    const { chunk, loads } = flakyChunk(1);
    await chunk.preload();
    show(chunk);
    await expect.element(page.getByText('Hello Ada')).toBeVisible();
    expect(loads.count).toBe(2);
  });

  it('catches a part that throws while rendering, and Retry renders it anew', async () => {
    let broken = true;
    function Fragile() {
      if (broken) throw new Error('the list had no items array');
      return <p>Fine now</p>;
    }
    testRoot.render(<ChunkBoundary what="The Fragile panel">{() => <Fragile />}</ChunkBoundary>);
    const alert = page.getByRole('alert');
    await expect
      .element(alert)
      .toHaveTextContent('The Fragile panel could not be shown: the list had no items array');
    await expect.element(alert).toHaveTextContent('Retry shows it again.');
    broken = false;
    await userEvent.click(alert.getByRole('button', { name: 'Retry' }));
    await expect.element(page.getByText('Fine now')).toBeVisible();
  });
});
