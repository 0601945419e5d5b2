import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '../i18n';
import { useNumberDraft } from '../messages';
import { selectOnFocus } from './select-on-focus';

beforeAll(() => initI18n());

/**
 * Issue 37, item 10: a quantity field showing '1', clicked twice or entered twice, took a typed 3 as
 * 13. Its content is selected whenever the dealer comes to it, so what is typed replaces it.
 */

/** A plain quantity field as the catalogue's order boxes are: its text, nothing else. */
function PlainQuantity({ onSubmit }: { onSubmit: (quantity: string) => void }) {
  const [text, setText] = useState('1');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(text);
      }}
    >
      <label htmlFor="plain">Quantity</label>
      <input id="plain" value={text} onChange={(event) => setText(event.target.value)} {...selectOnFocus} />
    </form>
  );
}

/** A numeric field of the shop (cart line, quick add, list, offer): `useNumberDraft`, counted on Enter. */
function DraftQuantity({ onValue }: { onValue: (value: number | null) => void }) {
  const [value, setValue] = useState<number | null>(1);
  const draft = useNumberDraft(
    value,
    (n) => {
      setValue(n);
      onValue(n);
    },
    { decimals: 0, min: 1, max: 9999 },
  );
  return (
    <>
      <label htmlFor="draft">Quantity</label>
      <input id="draft" {...draft.inputProps} />
    </>
  );
}

describe.each([
  ['a plain field with selectOnFocus', () => render(<PlainQuantity onSubmit={() => undefined} />)],
  ['a useNumberDraft field', () => render(<DraftQuantity onValue={() => undefined} />)],
])('%s', (_, renderField) => {
  it('clicked twice, then typed: the typed number replaces the shown one', async () => {
    const user = userEvent.setup();
    renderField();
    const field = screen.getByLabelText('Quantity');
    await user.click(field);
    await user.click(field);
    await user.keyboard('3');
    expect(field).toHaveValue('3');
  });

  it('reached with Tab, then typed: replaced', async () => {
    const user = userEvent.setup();
    renderField();
    await user.tab();
    await user.keyboard('7');
    expect(screen.getByLabelText('Quantity')).toHaveValue('7');
  });

  it('Enter pressed twice, then typed: replaced', async () => {
    const user = userEvent.setup();
    renderField();
    const field = screen.getByLabelText('Quantity');
    await user.click(field);
    await user.keyboard('{Enter}{Enter}3');
    expect(field).toHaveValue('3');
  });

  it('a part of the number selected by the dealer (a drag) stays selected and is what typing replaces', async () => {
    const user = userEvent.setup();
    renderField();
    const field = screen.getByLabelText('Quantity');
    await user.click(field);
    await user.keyboard('{Backspace}125');
    // select the '2' by dragging over it
    await user.pointer([{ target: field, offset: 1, keys: '[MouseLeft>]' }, { offset: 2 }, { keys: '[/MouseLeft]' }]);
    await user.keyboard('4');
    expect(field).toHaveValue('145');
  });
});

it('a number typed over the selected one is the one handed on with Enter', async () => {
  const user = userEvent.setup();
  const values: (number | null)[] = [];
  render(<DraftQuantity onValue={(n) => values.push(n)} />);
  const field = screen.getByLabelText('Quantity');
  await user.click(field);
  await user.keyboard('5{Enter}');
  await user.click(field);
  await user.keyboard('3{Enter}');
  expect(values).toEqual([5, 3]);
  expect(field).toHaveValue('3');
});
