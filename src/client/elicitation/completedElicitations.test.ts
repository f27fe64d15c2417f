// CompletedElicitations: what a URL elicitation's dialog reads, however late it comes on screen.
import { describe, expect, it, vi } from 'vitest';
import { CompletedElicitations, REMEMBERED_COMPLETIONS } from './completedElicitations';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('CompletedElicitations', () => {
  it('keeps each id the server said complete, and tells its listeners', async () => {
    const completed = new CompletedElicitations();
    const listener = vi.fn();
    completed.subscribe(listener);
    completed.receive({ elicitationId: 'cal-1' });
    expect(completed.has('cal-1')).toBe(true);
    expect(completed.has('cal-2')).toBe(false);
    await tick();
    expect(listener).toHaveBeenCalledOnce();
  });

  it.each([undefined, null, 'cal-1', {}, { elicitationId: 7 }, { elicitationId: null }])(
    'ignores params without a string elicitationId (%j)',
    async (params) => {
      const completed = new CompletedElicitations();
      const listener = vi.fn();
      completed.subscribe(listener);
      completed.receive(params);
      await tick();
      expect(listener).not.toHaveBeenCalled();
    },
  );

  it(`forgets the oldest past ${REMEMBERED_COMPLETIONS}`, () => {
    const completed = new CompletedElicitations();
    for (let i = 0; i <= REMEMBERED_COMPLETIONS; i++) completed.receive({ elicitationId: `e${i}` });
    expect(completed.has('e0')).toBe(false);
    expect(completed.has('e1')).toBe(true);
    expect(completed.has(`e${REMEMBERED_COMPLETIONS}`)).toBe(true);
  });

  it('forgets them all when the session ends', async () => {
    const completed = new CompletedElicitations();
    completed.receive({ elicitationId: 'cal-1' });
    const listener = vi.fn();
    completed.subscribe(listener);
    completed.sessionEnded();
    expect(completed.has('cal-1')).toBe(false);
    await tick();
    expect(listener).toHaveBeenCalledOnce();
  });
});
