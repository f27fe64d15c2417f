// The key/value row editor alone, in a real browser (docs/playground.md, "Session bar"): the rows
// of the Headers (masked values) and of the Metadata (plain values) as they are typed, added,
// shown and removed; each row's problem beside it.
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { testRootEachTest } from '../../../test-support/testRoot';
import { KeyValueRowsEditor, type KeyValueRow } from './KeyValueRowsEditor';

const root = testRootEachTest();

/** The editor over rows held as its owner holds them; `changes` sees every row list handed back. */
function Owner({ masked, changes }: { masked?: boolean; changes: (readonly KeyValueRow[])[] }) {
  const [rows, setRows] = useState<readonly KeyValueRow[]>([]);
  return (
    <KeyValueRowsEditor
      rows={rows}
      onChange={(next) => {
        changes.push(next);
        setRows(next);
      }}
      noun="header"
      keyWord="Name"
      problemOf={(index) => (rows[index]?.key === 'Host' ? 'not Host' : undefined)}
      masked={masked}
    />
  );
}

async function add(n: number, key: string, value: string): Promise<void> {
  await userEvent.click(page.getByRole('button', { name: 'Add header' }));
  await userEvent.fill(page.getByLabelText(`Name of header ${n}`), key);
  await userEvent.fill(page.getByLabelText(`Value of header ${n}`), value);
}

describe('the key/value row editor', () => {
  it('masks values until a row is shown, and masks every row again after a removal', async () => {
    const changes: (readonly KeyValueRow[])[] = [];
    root.render(<Owner masked changes={changes} />);
    await add(1, 'A', 'first');
    await add(2, 'B', 'second');
    await expect.element(page.getByLabelText('Value of header 2')).toHaveAttribute('type', 'password');
    await userEvent.click(page.getByRole('button', { name: 'Show header 2' }));
    await expect.element(page.getByLabelText('Value of header 2')).toHaveAttribute('type', 'text');
    await expect.element(page.getByRole('button', { name: 'Show header 2' })).toHaveTextContent('Hide');
    await expect.element(page.getByLabelText('Value of header 1')).toHaveAttribute('type', 'password');

    await userEvent.click(page.getByRole('button', { name: 'Remove header 1' }));
    // "second" is now row 1, and masked: a removal never leaves a value shown by accident.
    await expect.element(page.getByLabelText('Value of header 1')).toHaveValue('second');
    await expect.element(page.getByLabelText('Value of header 1')).toHaveAttribute('type', 'password');
    expect(changes.at(-1)).toEqual([{ key: 'B', value: 'second' }]);
  });

  it('leaves values in the clear without a Show button when not masked, and says a row’s problem', async () => {
    const changes: (readonly KeyValueRow[])[] = [];
    root.render(<Owner changes={changes} />);
    await add(1, 'Host', 'h');
    await expect.element(page.getByLabelText('Value of header 1')).not.toHaveAttribute('type', 'password');
    await expect.element(page.getByRole('button', { name: 'Show header 1' })).not.toBeInTheDocument();
    await expect.element(page.getByRole('alert')).toHaveTextContent('not Host');
    await userEvent.fill(page.getByLabelText('Name of header 1'), 'Hostname');
    await expect.element(page.getByRole('alert')).not.toBeInTheDocument();
    expect(changes.at(-1)).toEqual([{ key: 'Hostname', value: 'h' }]);
  });
});
