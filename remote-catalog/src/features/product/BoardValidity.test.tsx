import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt, setUpCatalog } from '../../test-support/catalog';
import { BoardValidity } from './BoardValidity';

beforeAll(() => setUpCatalog());

const row = (Id: number, Position: string, over: Partial<{ Model: string; Engine: string; Body: string; Version: string }> = {}) => ({
  Id,
  Position,
  Name: `Part ${Id}`,
  Model: over.Model ?? null,
  Engine: over.Engine ?? null,
  Body: over.Body ?? null,
  Version: over.Version ?? null,
});

it("lists under 'Valid for' only the parts that fit some vehicles, with the columns that say something", async () => {
  const user = userEvent.setup();
  renderAt(
    <BoardValidity rows={[row(1, '1'), row(2, '2', { Engine: 'M20P' }), row(3, '3'), row(4, '4', { Model: 'S 220', Engine: 'M22D' })]} />,
  );
  const details = screen.getByTestId('board-validity');
  await user.click(within(details).getByText('Valid for (2): parts that fit only some vehicles'));
  // what 'Valid for' means, said where it opens
  expect(within(details).getByText(/fit only the models or engines named beside them/)).toBeVisible();
  const table = within(details).getByRole('table');
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent),
  ).toEqual(['Pos.', 'Part', 'Model', 'Engine']);
  const rows = within(table).getAllByRole('row').slice(1);
  expect(
    rows.map((r) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ),
  ).toEqual([
    ['2', 'Part 2', '–', 'M20P'],
    ['4', 'Part 4', 'S 220', 'M22D'],
  ]);
});

it('says every part fits when no part is restricted, and nothing for a board without rows', () => {
  const { unmount } = renderAt(<BoardValidity rows={[row(1, '1'), row(2, '2')]} />);
  expect(screen.getByText('Every part of this board fits every vehicle it is drawn for.')).toBeInTheDocument();
  expect(screen.queryByTestId('board-validity')).not.toBeInTheDocument();
  unmount();
  renderAt(<BoardValidity rows={[]} />);
  expect(screen.queryByText(/Every part/)).not.toBeInTheDocument();
});
