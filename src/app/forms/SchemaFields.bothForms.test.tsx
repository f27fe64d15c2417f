// One renderer for both forms (docs/playground.md, "Tools" and "Elicitation"): the same schema
// property is the same field in a tool's form and in the elicitation dialog — same markup, same
// control, same value pre-filled — for every kind elicitation's flat profile allows.
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { startPlayground, type PlaygroundHarness } from '../../../test-support/playgroundHarness';
import type { Tool } from '../../client';
import { ElicitationDialog } from '../elicitation/ElicitationDialog';
import { ToolForm } from '../tools/ToolForm';

let harness: PlaygroundHarness;
afterEach(() => harness.dispose());

/** The field's markup without the ids React makes up, and each control's live state. */
function described(field: Element): string {
  const copy = field.cloneNode(true) as Element;
  for (const element of [copy, ...copy.querySelectorAll('*')])
    for (const attribute of ['id', 'aria-describedby']) element.removeAttribute(attribute);
  const controls = [...field.querySelectorAll<HTMLInputElement>('input, select, textarea')].map((control) => [
    control.tagName,
    control.type,
    control.value,
    control.checked,
  ]);
  return `${copy.outerHTML}\n${JSON.stringify(controls)}`;
}

describe.each<[string, Record<string, unknown>, boolean, string]>([
  [
    'name',
    { type: 'string', title: 'Name', minLength: 2, maxLength: 20, default: 'Ada' },
    true,
    'input[type=text]',
  ],
  ['message', { type: 'string', description: 'What to say, **briefly**' }, false, 'textarea'],
  ['mail', { type: 'string', format: 'email' }, false, 'input[type=text]'],
  ['birthday', { type: 'string', format: 'date', default: '2025-11-25' }, false, 'input[type=date]'],
  ['age', { type: 'integer', minimum: 0, maximum: 150, default: 3 }, true, 'input[type=number]'],
  ['ratio', { type: 'number' }, false, 'input[type=number]'],
  ['subscribe', { type: 'boolean', default: true }, false, 'input[type=checkbox]'],
  ['agree', { type: 'boolean' }, true, 'input[type=checkbox]'],
  ['color', { type: 'string', enum: ['r', 'g'], enumNames: ['Red', 'Green'], default: 'g' }, false, 'select'],
  [
    'size',
    {
      type: 'string',
      oneOf: [
        { const: 's', title: 'Small' },
        { const: 'l', title: 'Large' },
      ],
    },
    true,
    'select',
  ],
  [
    'tags',
    { type: 'array', items: { type: 'string', enum: ['a', 'b'] }, default: ['b'], maxItems: 2 },
    false,
    'fieldset',
  ],
  [
    'pets',
    {
      type: 'array',
      items: {
        anyOf: [
          { const: 'cat', title: 'Cat' },
          { const: 'dog', title: 'Dog' },
        ],
      },
    },
    false,
    'fieldset',
  ],
])('the property %s: %j (required: %s)', (name, property, required, control) => {
  const schema = { type: 'object', properties: { [name]: property }, required: required ? [name] : [] };

  it(`is the same ${control} in the Tools form and the elicitation dialog`, async () => {
    harness = startPlayground();
    localStorage.clear();
    const tool = { name: 'ask', inputSchema: schema } as Tool;
    harness.render(
      <>
        <ToolForm tool={tool} onResult={() => {}} />
        <ElicitationDialog
          round={{
            requests: { only: { message: 'Asked', requestedSchema: schema as never } },
            asker: { style: 'mrtr', method: 'tools/call', name: 'ask', id: 1, round: 1 },
          }}
          onAnswer={() => {}}
        />
      </>,
    );
    const inTools = page.getByRole('form', { name: 'Call ask' });
    const inDialog = page.getByRole('dialog', { name: /^Elicitation/ });
    await expect.element(inDialog).toBeVisible();
    const selector = `[data-field="${name}"]`;
    const tools = inTools.element().querySelector(selector);
    const dialog = inDialog.element().querySelector(selector);
    expect(tools?.querySelector(control)).toBeTruthy();
    expect(described(dialog!)).toBe(described(tools!));
  });
});
