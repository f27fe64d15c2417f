// The page's theme switch in a real browser (docs/playground.md, "Quality a user notices"): Dark
// darkens the page and tells Monaco, and the choice comes back from storage after a reload.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { isDark, onThemeChange, setThemeChoice } from '../../editor/pageTheme';
import { testRootEachTest } from '../../../test-support/testRoot';
import { ThemeSwitch } from './ThemeSwitch';
import '../app.css';

const testRoot = testRootEachTest();
const KEY = 'groovymcp:theme';
const select = () => page.getByRole('combobox', { name: 'Theme' });
const background = () => getComputedStyle(document.body).backgroundColor;

beforeEach(() => localStorage.removeItem(KEY));
afterEach(() => {
  setThemeChoice('system');
  localStorage.removeItem(KEY);
});

describe('ThemeSwitch', () => {
  it('Dark darkens the page and tells Monaco; Light lightens it, whatever the system says', async () => {
    let changes = 0;
    const stop = onThemeChange(() => changes++);
    testRoot.render(<ThemeSwitch />);
    await expect.element(select()).toHaveValue('system');

    await userEvent.selectOptions(select(), 'Dark');
    await expect.poll(background).toBe('rgb(13, 17, 23)');
    expect(isDark()).toBe(true);
    expect(changes).toBe(1);

    await userEvent.selectOptions(select(), 'Light');
    await expect.poll(background).toBe('rgb(255, 255, 255)');
    expect(isDark()).toBe(false);
    stop();
  });

  it('brings the choice back from storage on a fresh render', async () => {
    testRoot.render(<ThemeSwitch />);
    await userEvent.selectOptions(select(), 'Dark');
    await expect.poll(background).toBe('rgb(13, 17, 23)');

    // As a reload: nothing applied any more, only what storage kept.
    testRoot.unmount();
    setThemeChoice('light');
    expect(isDark()).toBe(false);
    testRoot.render(<ThemeSwitch />);
    await expect.element(select()).toHaveValue('dark');
    await expect.poll(background).toBe('rgb(13, 17, 23)');
    expect(isDark()).toBe(true);
  });

  it('ignores a stored value that is not a choice', async () => {
    localStorage.setItem(KEY, JSON.stringify('purple'));
    testRoot.render(<ThemeSwitch />);
    await expect.element(select()).toHaveValue('system');
  });
});
