// The sampling dialog in a real browser (docs/playground.md, "Client features for any server"):
// alone, and as the client's sampling handler answering a server's sampling/createMessage.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { createRoot } from 'react-dom/client';
import { startScriptedPlayground, type ScriptedPlayground } from '../../../test-support/playgroundHarness';
import { samplingRequestOf, type Revision, type SamplingRequest } from '../../client';
import { SamplingDialog } from './SamplingDialog';
import { SamplingHost } from './SamplingHost';

const PARAMS = {
  messages: [
    { role: 'user', content: { type: 'text', text: 'What is 2+2?' } },
    { role: 'assistant', content: { type: 'image', data: 'AAAA', mimeType: 'image/png' } },
  ],
  systemPrompt: 'You are a helpful test server.',
  modelPreferences: { hints: [{ name: 'claude-3-sonnet' }], intelligencePriority: 0.8 },
  maxTokens: 100,
  temperature: 0.7,
};

const dialog = () => page.getByRole('dialog', { name: 'Sampling: the server asks the model' });

describe('the sampling dialog alone', () => {
  let dispose = () => {};
  afterEach(() => dispose());

  function show(onAnswer = vi.fn(), revision: Revision = '2025-11-25') {
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    root.render(
      <SamplingDialog
        request={samplingRequestOf(PARAMS) as SamplingRequest}
        id={4}
        revision={revision}
        onAnswer={onAnswer}
      />,
    );
    dispose = () => {
      root.unmount();
      container.remove();
    };
    return onAnswer;
  }

  it('shows the system prompt, the messages, the model preferences and maxTokens', async () => {
    show();
    await expect.element(dialog()).toHaveTextContent('You are a helpful test server.');
    await expect
      .element(dialog().getByRole('region', { name: 'Messages' }))
      .toHaveTextContent('userWhat is 2+2?');
    await expect.element(dialog()).toHaveTextContent('(image, image/png, 4 base64 characters)');
    await expect.element(dialog()).toHaveTextContent('claude-3-sonnet');
    await expect.element(dialog()).toHaveTextContent('maxTokens100');
    await expect.element(dialog()).toHaveTextContent('temperature0.7');
    await expect.element(dialog()).toHaveTextContent('id 4');
  });

  it('needs a reply before sending, then sends text, model and stop reason; Escape does not close it', async () => {
    const onAnswer = show();
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog()).toBeVisible();
    await userEvent.fill(dialog().getByLabelText('Model name'), '');
    await userEvent.click(dialog().getByRole('button', { name: 'Send reply' }));
    // Each field says its problem beside it; the line by the buttons counts them; the first has the focus.
    const reply = dialog().getByLabelText('Reply (text)');
    await expect.element(reply).toHaveAccessibleDescription('Write the model’s reply, or Reject.');
    await expect.element(reply).toHaveAttribute('aria-invalid', 'true');
    await expect.element(reply).toHaveFocus();
    await expect
      .element(dialog().getByLabelText('Model name'))
      .toHaveAccessibleDescription('Name the model.');
    await expect
      .element(dialog().getByRole('alert'))
      .toHaveTextContent('2 fields need fixing: Reply (text), Model name.');
    expect(onAnswer).not.toHaveBeenCalled();
    await userEvent.fill(dialog().getByLabelText('Reply (text)'), 'Four.');
    await userEvent.fill(dialog().getByLabelText('Model name'), 'my-model');
    await userEvent.selectOptions(dialog().getByLabelText('Stop reason'), 'maxTokens');
    await userEvent.click(dialog().getByRole('button', { name: 'Send reply' }));
    expect(onAnswer).toHaveBeenCalledWith({
      action: 'reply',
      text: 'Four.',
      model: 'my-model',
      stopReason: 'maxTokens',
    });
  });

  it('replies with an image chosen from a file: base64 data, its MIME type, a preview', async () => {
    const onAnswer = show();
    await userEvent.click(dialog().getByRole('radio', { name: 'Image' }));
    await userEvent.click(dialog().getByRole('button', { name: 'Send reply' }));
    await expect
      .element(dialog().getByLabelText('Image file'))
      .toHaveAccessibleDescription('Choose the image file, or Reject.');
    await expect.element(dialog().getByRole('alert')).toHaveTextContent('1 field needs fixing: Image file.');
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'four.png', { type: 'image/png' });
    await userEvent.upload(dialog().getByLabelText('Image file'), png);
    await expect.element(dialog()).toHaveTextContent('four.png: 4 bytes');
    await expect.element(dialog().getByRole('img', { name: 'The reply image' })).toBeVisible();
    await userEvent.fill(dialog().getByLabelText('Model name'), 'vision-by-hand');
    await userEvent.click(dialog().getByRole('button', { name: 'Send reply' }));
    expect(onAnswer).toHaveBeenCalledWith({
      action: 'reply',
      text: '',
      media: { type: 'image', data: 'iVBORw==', mimeType: 'image/png' },
      model: 'vision-by-hand',
      stopReason: 'endTurn',
    });
  });

  it('replies with audio, and refuses a MIME type of another kind until it is fixed', async () => {
    const onAnswer = show();
    await userEvent.click(dialog().getByRole('radio', { name: 'Audio' }));
    const clip = new File([new Uint8Array([1, 2, 3])], 'clip.bin', { type: 'application/octet-stream' });
    await userEvent.upload(dialog().getByLabelText('Audio file'), clip);
    await expect.element(dialog()).toHaveTextContent('clip.bin: 3 bytes');
    await userEvent.click(dialog().getByRole('button', { name: 'Send reply' }));
    const mime = dialog().getByLabelText('MIME type');
    await expect.element(mime).toHaveAccessibleDescription('An audio reply needs an audio/… MIME type.');
    await expect.element(mime).toHaveFocus();
    expect(onAnswer).not.toHaveBeenCalled();
    await userEvent.fill(dialog().getByLabelText('MIME type'), 'audio/wav');
    await userEvent.click(dialog().getByRole('button', { name: 'Send reply' }));
    expect(onAnswer).toHaveBeenCalledWith(
      expect.objectContaining({ media: { type: 'audio', data: 'AQID', mimeType: 'audio/wav' } }),
    );
  });

  it('offers no audio reply in 2024-11-05, whose CreateMessageResult has none', async () => {
    show(vi.fn(), '2024-11-05');
    await expect.element(dialog().getByRole('radio', { name: 'Image' })).toBeVisible();
    expect(dialog().getByRole('radio', { name: 'Audio' }).query()).toBeNull();
  });

  it('keeps Send reply and Reject in view below a long conversation', async () => {
    await page.viewport(1024, 600);
    try {
      const long = Array.from({ length: 40 }, (_, i) => ({
        role: i % 2 ? 'assistant' : 'user',
        content: { type: 'text', text: `Message ${i + 1}` },
      }));
      const container = document.createElement('div');
      document.body.append(container);
      const root = createRoot(container);
      root.render(
        <SamplingDialog
          request={samplingRequestOf({ ...PARAMS, messages: long }) as SamplingRequest}
          id={5}
          onAnswer={vi.fn()}
        />,
      );
      dispose = () => {
        root.unmount();
        container.remove();
      };
      await expect.element(dialog()).toHaveTextContent('Message 40');
      const body = dialog().element().querySelector('.modal-body')!;
      expect(body.scrollHeight).toBeGreaterThan(body.clientHeight);
      for (const name of ['Send reply', 'Reject']) {
        const box = dialog().getByRole('button', { name }).element().getBoundingClientRect();
        expect(box.top >= 0 && box.bottom <= window.innerHeight, name).toBe(true);
      }
    } finally {
      await page.viewport(1200, 800);
    }
  });

  it('rejects', async () => {
    const onAnswer = show();
    await userEvent.click(dialog().getByRole('button', { name: 'Reject' }));
    expect(onAnswer).toHaveBeenCalledWith({ action: 'reject' });
  });
});

describe('the dialog as the client’s sampling handler', () => {
  let harness: ScriptedPlayground;
  afterEach(() => harness.dispose());

  async function asked(): Promise<void> {
    harness = startScriptedPlayground({ capabilities: {} });
    harness.render(<SamplingHost />);
    await harness.connect('2025-11-25', { elicitation: false, tasks: false, sampling: true });
    expect(harness.received[0]).toMatchObject({ params: { capabilities: { sampling: {} } } });
    harness.push({ id: 'up-1', method: 'sampling/createMessage', params: PARAMS });
    await expect.element(dialog()).toBeVisible();
  }

  const answer = async () => {
    await expect.poll(() => harness.received.find((m) => m.id === 'up-1')).toBeDefined();
    return harness.received.find((m) => m.id === 'up-1');
  };

  it('answers the server with the reply written by hand, and the answer fits the schema', async () => {
    await asked();
    await userEvent.fill(dialog().getByLabelText('Reply (text)'), 'Four.');
    await userEvent.fill(dialog().getByLabelText('Model name'), 'hand');
    await userEvent.click(dialog().getByRole('button', { name: 'Send reply' }));
    expect(await answer()).toEqual({
      jsonrpc: '2.0',
      id: 'up-1',
      result: {
        role: 'assistant',
        content: { type: 'text', text: 'Four.' },
        model: 'hand',
        stopReason: 'endTurn',
      },
    });
    await expect.element(dialog()).not.toBeInTheDocument();
    const rows = () =>
      harness.playground.client.traffic
        .getSnapshot()
        .rows.filter((r) => r.method === 'sampling/createMessage');
    await expect.poll(() => rows().map((r) => r.lint.status)).toEqual(['ok', 'ok']);
  });

  it('answers with the image the person chose, and the answer fits the schema', async () => {
    await asked();
    await userEvent.click(dialog().getByRole('radio', { name: 'Image' }));
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'four.png', { type: 'image/png' });
    await userEvent.upload(dialog().getByLabelText('Image file'), png);
    await userEvent.click(dialog().getByRole('button', { name: 'Send reply' }));
    expect(await answer()).toMatchObject({
      result: { role: 'assistant', content: { type: 'image', data: 'iVBORw==', mimeType: 'image/png' } },
    });
    const rows = () =>
      harness.playground.client.traffic
        .getSnapshot()
        .rows.filter((r) => r.method === 'sampling/createMessage');
    await expect.poll(() => rows().map((r) => r.lint.status)).toEqual(['ok', 'ok']);
  });

  it('answers a rejection with -1, and a reset answers an open one as rejected', async () => {
    await asked();
    await userEvent.click(dialog().getByRole('button', { name: 'Reject' }));
    expect(await answer()).toMatchObject({ error: { code: -1, message: 'User rejected sampling request' } });
    harness.push({ id: 'up-2', method: 'sampling/createMessage', params: PARAMS });
    await expect.element(dialog()).toBeVisible();
    await harness.playground.client.reset();
    await expect.element(dialog()).not.toBeInTheDocument();
  });
});
