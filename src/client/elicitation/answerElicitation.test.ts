// answerElicitation with a recording handler: form and URL mode (docs/any-server.md, "URL-mode elicitation").
import { describe, expect, it, vi } from 'vitest';
import type { ElicitationHandler } from './elicitationTypes';
import { answerElicitation } from './answerElicitation';

const URL_PARAMS = {
  mode: 'url',
  message: 'Sign in to continue',
  url: 'https://auth.example/login?state=1',
  elicitationId: 'e-1',
};

describe('answerElicitation, URL mode', () => {
  it('hands the URL request to the handler and answers the action only, even if content came back', async () => {
    const handler = vi.fn<ElicitationHandler>(async () => ({
      '4': { action: 'accept', content: { stray: true } },
    }));
    const answer = await answerElicitation(4, URL_PARAMS, handler, undefined);
    expect(answer).toEqual({ result: { action: 'accept' } });
    expect(handler.mock.calls[0]?.[0]).toEqual({ '4': URL_PARAMS });
  });

  it.each(['decline', 'cancel'] as const)('passes %s through', async (action) => {
    const answer = await answerElicitation('x', URL_PARAMS, async () => ({ x: { action } }), undefined);
    expect(answer).toEqual({ result: { action } });
  });

  it.each([
    ['a url that is not a URL', { ...URL_PARAMS, url: 'not a url' }],
    ['a url that is no web address', { ...URL_PARAMS, url: 'javascript:alert(1)' }],
    ['no elicitationId', { ...URL_PARAMS, elicitationId: undefined }],
  ])('refuses %s with -32602 without asking the person', async (_, params) => {
    const handler = vi.fn<ElicitationHandler>();
    const answer = await answerElicitation(5, params, handler, undefined);
    expect(answer).toMatchObject({
      error: { code: -32602, message: expect.stringMatching(/url-mode without an http\(s\) url/) },
    });
    expect(handler).not.toHaveBeenCalled();
  });

  it('still answers a form request with its content, and refuses one without requestedSchema', async () => {
    const form = { mode: 'form', message: 'Name?', requestedSchema: { type: 'object', properties: {} } };
    const handler: ElicitationHandler = async () => ({ '1': { action: 'accept', content: { a: 1 } } });
    expect(await answerElicitation(1, form, handler, undefined)).toEqual({
      result: { action: 'accept', content: { a: 1 } },
    });
    expect(await answerElicitation(1, { message: 'Name?' }, handler, undefined)).toMatchObject({
      error: { code: -32602, message: expect.stringMatching(/^Invalid params: no requestedSchema/) },
    });
  });
});
