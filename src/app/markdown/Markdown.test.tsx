// docs/playground.md, "Tools": descriptions render as Markdown in a real browser, and hostile text
// stays text: no element from it, no script run, no javascript: link.
import { expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { Markdown } from './Markdown';
import { testRootEachTest } from '../../../test-support/testRoot';

const testRoot = testRootEachTest();

it('renders code, bold, emphasis, links, lists and paragraphs', async () => {
  testRoot.render(
    <Markdown
      text={
        'Renames the symbol at `line`, **0-based**, *UTF-16*.\n\n- one\n- two\n\nSee [MCP](https://modelcontextprotocol.io).'
      }
    />,
  );
  await expect.element(page.getByText('line', { exact: true })).toBeVisible();
  expect(testRoot.host.querySelector('code')?.textContent).toBe('line');
  expect(testRoot.host.querySelector('strong')?.textContent).toBe('0-based');
  expect(testRoot.host.querySelector('em')?.textContent).toBe('UTF-16');
  expect([...testRoot.host.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['one', 'two']);
  expect(testRoot.host.querySelectorAll('p')).toHaveLength(2);
  const link = page.getByRole('link', { name: 'MCP' });
  await expect.element(link).toHaveAttribute('href', 'https://modelcontextprotocol.io/');
  await expect.element(link).toHaveAttribute('rel', 'noopener noreferrer');
  expect(testRoot.host.textContent).not.toContain('`');
});

it('keeps hostile input as text', async () => {
  const pwned = globalThis as { pwned?: number };
  delete pwned.pwned;
  testRoot.render(
    <Markdown
      text={[
        '<script>globalThis.pwned = 1</script>',
        '<img src="x" onerror="globalThis.pwned = 2">',
        '[click](javascript:globalThis.pwned=3) [data](data:text/html,<b>x</b>)',
        '**<iframe src="https://example.com"></iframe>**',
      ].join('\n')}
    />,
  );
  await expect.element(page.getByText(/<script>globalThis.pwned = 1<\/script>/)).toBeVisible();
  expect(testRoot.host.querySelector('script, img, iframe')).toBeNull();
  expect(testRoot.host.querySelectorAll('a')).toHaveLength(0);
  expect(testRoot.host.textContent).toContain('click');
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(pwned.pwned).toBeUndefined();
});
