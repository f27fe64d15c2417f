// A prompt's form in a real browser against the real session (docs/playground.md, "Resources and
// Prompts"): `uri` starts as the active buffer, and the suggestion list never covers Get.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { startPlayground, type PlaygroundHarness } from '../../../test-support/playgroundHarness';
import { findPrompt } from '../../../test-support/findPrompt';
import type { Prompt } from '../../client';
import { bufferUri } from '../../editor/bufferNames';
import { PromptDetail } from './PromptDetail';

let harness: PlaygroundHarness;
let explain: Prompt;

const form = () => page.getByRole('form', { name: 'Get explain-groovy' });

beforeEach(async () => {
  harness = startPlayground();
  await harness.connect();
  explain = await findPrompt(harness, 'explain-groovy');
});

afterEach(() => harness.dispose());

describe('PromptDetail', () => {
  it('starts `uri` as the active editor buffer', async () => {
    // A second buffer, made active: the default must follow the active one, not the first.
    expect(harness.playground.workspace.add('class Chosen {}', 'Chosen.groovy')).toBeUndefined();
    harness.render(<PromptDetail prompt={explain} />);
    await expect
      .element(form().getByRole('combobox', { name: 'uri' }))
      .toHaveValue(bufferUri('Chosen.groovy'));
    await expect.element(form().getByRole('combobox', { name: 'focus' })).toHaveValue('');
  });

  it('starts `uri` empty when another server is chosen (its `uri` is not a buffer)', async () => {
    await harness.playground.servers.choose({ name: 'remote', kind: 'http' });
    harness.render(<PromptDetail prompt={explain} />);
    await expect.element(form().getByRole('combobox', { name: 'uri' })).toHaveValue('');
  });

  it('keeps the Get button clear of an open suggestion list', async () => {
    harness.render(<PromptDetail prompt={explain} />);
    await userEvent.type(form().getByRole('combobox', { name: 'focus' }), 's');
    const list = form().getByRole('listbox', { name: 'Suggestions for focus' });
    await expect.element(list.getByRole('option').first()).toBeVisible();
    const listBox = list.element().getBoundingClientRect();
    const button = form()
      .getByRole('button', { name: 'Get explain-groovy' })
      .element()
      .getBoundingClientRect();
    expect(button.top).toBeGreaterThanOrEqual(listBox.bottom);
  });
});
