// Resend and Edit and resend from a message's detail in Traffic (docs/playground.md, "Traffic",
// "Resend a message"), against the official "everything" server bridged over stdio by the backend
// (e2e/servers.json): the same request again with the session's next id, linked both ways to the
// one it resends; edited in the Raw tab, then sent; a notification as it was; nothing to resend on
// the server's messages, and Resend disabled with its reason once the session is reset.
import type { Locator, Page } from '@playwright/test';
import { chooseTool, connect, panelTab, trafficGrid } from './playground';
import { expect, test } from './noPageErrors';

const detail = (page: Page): Locator => page.getByRole('region', { name: /^Message #/ });

/** The seq and parsed line of the message the detail shows. */
async function shown(page: Page): Promise<{ seq: number; message: Record<string, unknown> }> {
  const name = (await detail(page).getAttribute('aria-label')) ?? '';
  const raw = (await detail(page).getByLabel('Raw message').textContent()) ?? '';
  return { seq: Number(/#(\d+)/.exec(name)?.[1]), message: JSON.parse(raw) as Record<string, unknown> };
}

async function callEcho(page: Page, message: string): Promise<void> {
  await chooseTool(page, 'echo');
  await page.getByLabel('message', { exact: true }).fill(message);
  await page.getByRole('button', { name: 'Call echo' }).click();
  const result = page.getByRole('region', { name: 'Result of echo' });
  await expect(result).toContainText(`Echo: ${message}`);
  await result.getByRole('button', { name: 'Show in Traffic' }).click();
}

test('Resend sends a request again with the next id, linked both ways; Edit and resend goes through Raw', async ({
  page,
}) => {
  await connect(page, '2025-11-25', { server: 'everything (stdio)' });
  await callEcho(page, 'first');
  const grid = trafficGrid(page);
  await expect(grid.getByRole('row', { selected: true })).toContainText('tools/call · echo');
  const original = await shown(page);
  expect(original.message).toMatchObject({
    method: 'tools/call',
    params: { arguments: { message: 'first' } },
  });

  // Resend: the new row is selected, says what it resends, and has a new id and its own answer.
  await detail(page).getByRole('button', { name: 'Resend', exact: true }).click();
  await expect(detail(page)).toContainText(`Resends #${original.seq}`);
  const resent = await shown(page);
  expect(resent.seq).toBeGreaterThan(original.seq);
  expect(resent.message.id).toEqual(expect.any(Number));
  expect(resent.message.id).toBeGreaterThan(original.message.id as number);
  // The same line but for its id, and the progress token the client had set to the old id.
  const params = original.message.params as { _meta: object };
  expect(resent.message).toEqual({
    ...original.message,
    id: resent.message.id,
    params: { ...params, _meta: { ...params._meta, progressToken: resent.message.id } },
  });
  const newRow = grid.getByRole('row', { selected: true });
  await expect(newRow).toContainText(`resends #${original.seq}`);
  await detail(page)
    .getByRole('button', { name: /^Go to response #/ })
    .click();
  await expect(detail(page).getByLabel('Raw message')).toContainText('Echo: first');
  expect((await shown(page)).message.id).toBe(resent.message.id);

  // The new row's link goes back to the old one, whose detail lists its resends.
  await detail(page)
    .getByRole('button', { name: /^Go to request #/ })
    .click();
  await grid
    .getByRole('row', { selected: true })
    .getByRole('button', { name: `resends #${original.seq}` })
    .click();
  expect((await shown(page)).seq).toBe(original.seq);
  const resentAs = detail(page).getByRole('list', { name: 'Resent as' });
  await expect(resentAs.getByRole('listitem')).toHaveText([`#${resent.seq}`]);

  // Edit and resend: the Raw tab holds the line with the session's next id, ready to edit.
  await detail(page).getByRole('button', { name: 'Edit and resend' }).click();
  await expect(panelTab(page, 'Raw')).toHaveAttribute('aria-selected', 'true');
  const note = page.getByRole('note', { name: 'Resending' });
  await expect(note).toContainText(`Resending #${original.seq} with the session's next id`);
  const nextId = Number(/next id, (\d+)/.exec((await note.textContent()) ?? '')?.[1]);
  expect(nextId).toBeGreaterThan(resent.message.id as number);
  const lines = page.locator('.raw-editor .view-lines');
  await expect(lines).toContainText(`"id":${nextId}`);
  await expect(lines).toContainText('"message":"first"');
  // Edited in place: a click in the argument's word, the word selected from the keyboard, typed over.
  // (Not a double click: Monaco counts two clicks as one double click only when it handles them
  // within 400 ms, which a loaded machine missed: the caret landed inside the word, "fieditedrst".)
  await lines.locator('span', { hasText: /^"first"$/ }).click();
  await page.keyboard.press('Control+ArrowLeft');
  await page.keyboard.press('Control+Shift+ArrowRight');
  await page.keyboard.type('edited');
  await expect(lines).toContainText('"message":"edited"');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText('Sent 1 line; the answer is in Traffic.')).toBeVisible();
  await expect(note).toHaveCount(0);
  await expect(page.getByRole('region', { name: /Answers/ }).first()).toContainText('Echo: edited');

  await panelTab(page, 'Traffic').click();
  await expect(grid.getByRole('button', { name: `resends #${original.seq}` })).toHaveCount(2);
  await grid.getByRole('row', { name: new RegExp(`^#${original.seq} `) }).click();
  await expect(resentAs.getByRole('listitem')).toHaveCount(2);
  await resentAs.getByRole('listitem').nth(1).getByRole('button').click();
  const edited = await shown(page);
  expect(edited.message).toMatchObject({ id: nextId, params: { arguments: { message: 'edited' } } });
});

test('a notification is resent as it was; a server message has no Resend; Reset disables it, saying why', async ({
  page,
}) => {
  await connect(page, '2025-11-25', { server: 'everything (stdio)' });
  await callEcho(page, 'once');
  const grid = trafficGrid(page);

  // The answer from the server: nothing to resend.
  await grid.focus();
  await page.keyboard.press('Enter');
  await expect(grid.getByRole('row', { selected: true })).toContainText('↳ tools/call · echo');
  await expect(detail(page).getByRole('button', { name: 'Resend', exact: true })).toHaveCount(0);
  await expect(detail(page).getByRole('button', { name: 'Edit and resend' })).toHaveCount(0);

  await grid
    .getByRole('row', { name: /notifications\/initialized/ })
    .first()
    .click();
  const notification = await shown(page);
  await detail(page).getByRole('button', { name: 'Resend', exact: true }).click();
  await expect(detail(page)).toContainText(`Resends #${notification.seq}`);
  const again = await shown(page);
  expect(again.seq).toBeGreaterThan(notification.seq);
  expect(again.message).toEqual(notification.message);
  await expect(grid.getByRole('row', { selected: true })).toContainText(`resends #${notification.seq}`);

  await page.getByRole('button', { name: 'Reset' }).click();
  await grid
    .getByRole('row', { name: /tools\/call · echo/ })
    .first()
    .click();
  const resend = detail(page).getByRole('button', { name: 'Resend', exact: true });
  await expect(resend).toBeDisabled();
  await expect(detail(page)).toContainText(
    'Connect first: Resend sends to the live session, which is not connected.',
  );
  // Raw sends anything, connected or not: editing stays offered.
  await expect(detail(page).getByRole('button', { name: 'Edit and resend' })).toBeEnabled();
});
