// The folded editor's note (docs/playground.md, "Another server"): where the editor's Groovy
// features come from, for the built-in server, another server, and another server that is itself a
// groovymcp (the features then work through it: docs/any-server.md, "Servers unlike groovymcp").
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { startPlayground, type PlaygroundHarness } from '../../../test-support/playgroundHarness';
import { WORKER_SERVER } from '../../client';
import { FoldedEditor } from './FoldedEditor';

let harness: PlaygroundHarness;
let opened = 0;
beforeEach(() => {
  harness = startPlayground();
  opened = 0;
});
afterEach(() => harness.dispose());

const strip = () => page.getByRole('region', { name: 'Folded editor' });
const features = 'Its Groovy features';

describe('FoldedEditor', () => {
  it('names the built-in server as the source of the Groovy features, and off beside another server', async () => {
    harness.render(<FoldedEditor onOpen={() => opened++} />);
    await expect
      .element(strip())
      .toHaveTextContent(`${features} come from the built-in server, groovymcp (in-browser worker).`);
    harness.playground.servers.chosen.set({ name: 'everything', kind: 'stdio' });
    await expect
      .element(strip())
      .toHaveTextContent(
        `${features} come from the built-in server, groovymcp (in-browser worker), and are off while everything is chosen.`,
      );
    await page.getByRole('button', { name: 'Open the Groovy editor' }).click();
    expect(opened).toBe(1);
  });

  it('says the features come from another server that is a groovymcp itself', async () => {
    // The harness's session is the built-in groovymcp; the Server select names it otherwise here.
    await harness.connect('2025-11-25');
    harness.playground.servers.chosen.set({ name: 'my-groovymcp', kind: 'stdio' });
    harness.render(<FoldedEditor onOpen={() => opened++} />);
    await expect
      .element(strip())
      .toHaveTextContent(`${features} come from my-groovymcp, a groovymcp server.`);
    harness.playground.servers.chosen.set(WORKER_SERVER);
    await expect.element(strip()).toHaveTextContent('come from the built-in server');
  });
});
