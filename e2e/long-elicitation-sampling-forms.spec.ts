// Long elicitation and sampling forms (docs/playground.md, "Elicitation" and "Client features for
// any server"), against the official "everything" server bridged over stdio (e2e/servers.json), on
// a small laptop's screen: the buttons stay in view below the scrolling form, and an answer with a
// field that does not fit says why beside that field, counts the fields by the buttons, focuses the
// first and sends nothing.
import { expect, test, type Page } from '@playwright/test';
import { chooseTool, connect, panelTab, settledMessageCount, trafficGrid } from './playground';

test.use({ viewport: { width: 1024, height: 600 } });

const elicitation = (page: Page) => page.getByRole('dialog', { name: /^Elicitation/ });
const sampling = (page: Page) => page.getByRole('dialog', { name: 'Sampling: the server asks the model' });

test('the everything server elicits thirteen fields: Accept stays in view and refuses bad fields beside them', async ({
  page,
}) => {
  await connect(page, '2025-11-25', { server: 'everything (stdio)', capabilities: ['elicitation'] });
  await chooseTool(page, 'trigger-elicitation-request');
  await page.getByRole('button', { name: 'Call trigger-elicitation-request' }).click();

  const dialog = elicitation(page);
  await expect(dialog).toContainText('Please provide inputs for the following fields:');
  const buttons = ['Accept', 'Decline', 'Cancel'].map((name) => dialog.getByRole('button', { name }));
  const lastField = dialog.getByLabel('Legacy Titled Single Select Enum', { exact: true });
  // The form is longer than the screen: its end is scrolled away, the buttons are not.
  await expect(lastField).not.toBeInViewport();
  for (const button of buttons) await expect(button).toBeInViewport({ ratio: 1 });
  await lastField.scrollIntoViewIfNeeded();
  await expect(lastField).toBeInViewport();
  for (const button of buttons) await expect(button).toBeInViewport({ ratio: 1 });

  // `name` (titled "String") is required and left empty; the email is not one.
  const name = dialog.getByLabel('String', { exact: true });
  const email = dialog.getByLabel('String with email format', { exact: true });
  await email.fill('not-an-email');
  await buttons[0]!.click();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription(/^Required\./);
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription(/^Must be an email address\./);
  await expect(dialog.locator('[data-field="email"]')).toContainText('Must be an email address.');
  await expect(dialog.getByRole('alert')).toHaveText(
    '2 fields need fixing: String, String with email format.',
  );
  await expect(name).toBeFocused();
  await expect(dialog.getByRole('alert')).toBeInViewport();
  for (const button of buttons) await expect(button).toBeInViewport({ ratio: 1 });

  await name.fill('Ada Lovelace');
  await email.fill('ada@example.com');
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await buttons[0]!.click();
  await expect(dialog).toHaveCount(0);
  const result = page.getByRole('region', { name: 'Result of trigger-elicitation-request' });
  await expect(result).toContainText('- Name: Ada Lovelace');
  await expect(result).toContainText('- Email: ada@example.com');

  // On the wire, the refused Accept sent nothing: one answer, with the values as fixed.
  await panelTab(page, 'Traffic').click();
  await settledMessageCount(page);
  const grid = trafficGrid(page);
  await grid
    .getByRole('row', { name: /tools\/call · trigger-elicitation-request · 1 round, 2 messages/ })
    .getByRole('button', { name: 'Unfold the 2 messages of this conversation' })
    .click();
  const answers = grid.getByRole('row', { name: /sent.*elicitation\/create/ });
  await expect(answers).toHaveCount(1);
  await answers.click();
  const raw = page.getByRole('region', { name: /^Message #/ }).getByLabel('Raw message');
  await expect(raw).toContainText('"action":"accept","content":{"name":"Ada Lovelace",');
  await expect(raw).toContainText('"email":"ada@example.com"');
});

test('the sampling dialog on a small screen: Send reply stays in view and says which field is missing', async ({
  page,
}) => {
  await connect(page, '2025-11-25', { server: 'everything (stdio)', capabilities: ['sampling'] });
  await chooseTool(page, 'trigger-sampling-request');
  await page.getByRole('textbox', { name: 'prompt', exact: true }).fill('What is 2+2?');
  await page.getByLabel('maxTokens', { exact: true }).fill('20');
  await page.getByRole('button', { name: 'Call trigger-sampling-request' }).click();

  const dialog = sampling(page);
  await expect(dialog).toContainText('What is 2+2?');
  const send = dialog.getByRole('button', { name: 'Send reply' });
  const reject = dialog.getByRole('button', { name: 'Reject' });
  await dialog.getByLabel('Model name').fill('');
  await send.click();
  const reply = dialog.getByLabel('Reply (text)');
  await expect(reply).toHaveAccessibleDescription('Write the model’s reply, or Reject.');
  await expect(dialog.getByLabel('Model name')).toHaveAccessibleDescription('Name the model.');
  await expect(dialog.getByRole('alert')).toHaveText('2 fields need fixing: Reply (text), Model name.');
  await expect(reply).toBeFocused();
  for (const button of [send, reject]) await expect(button).toBeInViewport({ ratio: 1 });

  await reply.fill('Four.');
  await dialog.getByLabel('Model name').fill('e2e-by-hand');
  await send.click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Result of trigger-sampling-request' })).toContainText(
    'Four.',
  );
  await panelTab(page, 'Traffic').click();
  await settledMessageCount(page);
  await trafficGrid(page)
    .getByRole('row', { name: /tools\/call · trigger-sampling-request · 1 round, 2 messages/ })
    .getByRole('button', { name: 'Unfold the 2 messages of this conversation' })
    .click();
  await expect(trafficGrid(page).getByRole('row', { name: /sent.*sampling\/createMessage/ })).toHaveCount(1);
});
