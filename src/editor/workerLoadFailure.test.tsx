// quietWorkerLoadFailure with real module workers in Chromium: a script that cannot be fetched is
// told in the console and stops there; an error inside a running worker still reaches the listeners
// after it (Monaco's).
import { afterEach, expect, test, vi } from 'vitest';
import { quietWorkerLoadFailure } from './workerLoadFailure';

const started: Worker[] = [];
afterEach(() => {
  for (const worker of started.splice(0)) worker.terminate();
  vi.restoreAllMocks();
});

/** A module worker on `url` with the quiet listener, and then a listener in Monaco's place: the first error event that reaches it. */
function startWorker(url: string, label: string): Promise<Event> {
  const worker = quietWorkerLoadFailure(new Worker(url, { type: 'module' }), label);
  started.push(worker);
  return new Promise((resolve) =>
    worker.addEventListener('error', (event) => {
      event.preventDefault(); // handled here: not reported as uncaught
      resolve(event);
    }),
  );
}

test('a worker whose script cannot be fetched is said in the console and goes no further', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const reachedMonaco = vi.fn();
  const worker = quietWorkerLoadFailure(
    new Worker('/no-such-worker-script.js', { type: 'module' }),
    'editorWorkerService',
  );
  started.push(worker);
  worker.addEventListener('error', reachedMonaco);

  await vi.waitFor(() => expect(warn).toHaveBeenCalledOnce());
  expect(warn.mock.calls[0]?.[0]).toContain("Monaco's editor worker could not be loaded");
  expect(reachedMonaco).not.toHaveBeenCalled();
});

test('the JSON worker is named as such', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  started.push(quietWorkerLoadFailure(new Worker('/no-such-json-worker.js', { type: 'module' }), 'json'));
  await vi.waitFor(() => expect(warn).toHaveBeenCalledOnce());
  expect(warn.mock.calls[0]?.[0]).toContain("Monaco's JSON worker could not be loaded");
});

test('an error thrown inside a running worker still reaches the listeners after it', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const script = URL.createObjectURL(new Blob(["throw new Error('boom');"], { type: 'text/javascript' }));
  const event = await startWorker(script, 'editorWorkerService');
  URL.revokeObjectURL(script);

  expect(event).toBeInstanceOf(ErrorEvent);
  expect((event as ErrorEvent).message).toContain('boom');
  expect(warn).not.toHaveBeenCalled();
});
