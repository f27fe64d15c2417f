// The session bar's authorization notice (docs/any-server.md, "Authorization"): nothing until the
// chosen HTTP server answers 401 or 403, then what it asked for, and Authorize.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { startPlayground, type PlaygroundHarness } from '../../../test-support/playgroundHarness';
import { AuthNoticeSlot } from './AuthNoticeSlot';

let harness: PlaygroundHarness;
beforeEach(() => {
  harness = startPlayground();
});
afterEach(() => harness.dispose());

const notice = () => page.getByRole('group', { name: 'Authorization' });

describe('AuthNoticeSlot', () => {
  it('shows nothing, then "requires authorization" on a 401, then the scope a 403 asked for', async () => {
    harness.render(<AuthNoticeSlot revision="2025-06-18" flags={{ elicitation: false, tasks: false }} />);
    await expect.element(notice()).not.toBeInTheDocument();
    const { servers } = harness.playground;
    servers.authRequired.set({ server: 'remote', status: 401, challenge: { error: 'invalid_token' } });
    await expect.element(notice()).toHaveTextContent('remote requires authorization');
    await expect.element(notice().getByRole('button', { name: 'Authorize' })).toBeVisible();
    servers.authRequired.set({
      server: 'remote',
      status: 403,
      challenge: { error: 'insufficient_scope', scope: 'files:write' },
    });
    await expect
      .element(notice())
      .toHaveTextContent('remote refused the token: it needs the scope "files:write"');
  });
});
