// recordingFetch (docs/any-server.md, "Authorization", "The step log"): a checked answer is logged
// whole, secrets redacted; an answer its check refuses is logged as status, size and reason only,
// and the caller (the SDK) gets the refusal, never the body it would quote in its own error.
import { describe, expect, it } from 'vitest';
import { tokenAnswer } from './answerChecks';
import { DiscoveryRefusal } from './discoveryRefusal';
import { recordingFetch } from './recordingFetch';
import { StepLog } from './stepLog';

const SECRET = 'SECRET-5e1d-never-shown';
const answering =
  (status: number, body: string): typeof fetch =>
  async () =>
    new Response(body, { status, headers: { 'Content-Type': 'application/json', 'X-Backend': SECRET } });

describe('recordingFetch', () => {
  it('logs a checked answer whole, its secrets redacted', async () => {
    const log = new StepLog(() => 0);
    const fetchFn = recordingFetch(
      log,
      answering(200, '{"access_token":"abcdefghijklmnop","token_type":"bearer"}'),
      tokenAnswer,
    );
    expect((await fetchFn('https://as.example/token', { method: 'POST' })).status).toBe(200);
    expect(log.list()[0]?.response).toMatchObject({
      status: 200,
      size: 57,
      body: expect.stringContaining('"…mnop"'),
    });
  });

  it('refuses an answer its check refuses, logging only status, size and reason', async () => {
    const log = new StepLog(() => 0);
    const fetchFn = recordingFetch(log, answering(500, `<html>${SECRET}</html>`), tokenAnswer);
    const err = await fetchFn('https://as.example/token', { method: 'POST' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DiscoveryRefusal);
    expect((err as Error).message).not.toContain(SECRET);
    const [step] = log.list();
    expect(step).toMatchObject({
      response: { status: 500, headers: {}, size: Buffer.byteLength(`<html>${SECRET}</html>`) },
      note: 'Refused: HTTP 500, and the body is not an OAuth error response.',
      failed: true,
    });
    expect(JSON.stringify(log.list())).not.toContain(SECRET);
  });
});
