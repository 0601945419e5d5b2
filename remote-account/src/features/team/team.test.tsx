import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, failure, server } from '@parts/shared-kernel/test-support';
import type { Approval, ApprovalDetail, TeamMe } from './api/approvals';
import { collectNotices, recorded, renderAt, setUp } from '../../test-support/harness';
import { ApprovalsPage } from './ApprovalsPage';
import { TeamAcceptPage } from './TeamAcceptPage';

/** Issue 41 (extension team): the invitation's page and the approvals, against answers the contract keeps. */

const ME = (role: TeamMe['Role']): TeamMe => ({
  EmployeeId: role === 'administrator' ? null : 7,
  Name: 'Ewa Buyer',
  Email: 'ewa@example.com',
  Phone: '',
  Role: role,
});
const WAITING: Approval = {
  Id: 3,
  Status: 'awaiting',
  Reason: 'role',
  RequestedBy: 'Tomasz Lada',
  RequestedById: 9,
  RequestedOn: '2026-11-02T09:00:00.000Z',
  Total: 100,
  DecidedBy: null,
  DecidedOn: null,
  Comment: null,
  PlacedOrder: null,
};
const DETAIL: ApprovalDetail = {
  ...WAITING,
  Lines: [{ ProductId: 5, Sku: '99110000001', Name: 'Oil filter element', Quantity: 2, PriceThen: 40.39, PriceNow: 45 }],
  CurrentTotal: 109.22,
  PricesChanged: true,
  ShippingMethod: 'Courier DPD',
  PaymentMethod: 'Bank transfer (prepayment)',
};

describe('the invitation link', () => {
  test('in Polish: the employee sets a password (Base64) with the link’s token and goes to sign in', async () => {
    await setUp({ language: 'pl', signedIn: false, extensions: ['team'] });
    const accepted = recorded('POST /api/Team/Invitation/Accept', { Success: true });
    server.use(accepted.handler);
    const notices = collectNotices();
    renderAt(<TeamAcceptPage />, { url: '/team/accept?token=tok123' });
    expect(screen.getByRole('heading', { name: 'Ustaw hasło' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Nowe hasło/), 'secret1');
    await userEvent.type(screen.getByLabelText(/Powtórz nowe hasło/), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Ustaw hasło' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(accepted.bodies).toEqual([{ Token: 'tok123', Password: 'c2VjcmV0MQ==' }]);
    expect(notices).toContainEqual({ kind: 'success', message: 'Hasło zostało ustawione. Zaloguj się.' });
  });

  test('a used or expired link: the server’s message is shown; without a token nothing can be sent', async () => {
    await setUp({ signedIn: false, extensions: ['team'] });
    server.use(
      failure(
        'POST /api/Team/Invitation/Accept',
        400,
        { title: 'One or more validation errors occurred.', errors: { Token: ['The invitation link is invalid or expired.'] } },
        'Bad Request',
      ),
    );
    const { unmount } = renderAt(<TeamAcceptPage />, { url: '/team/accept?token=used' });
    await userEvent.type(screen.getByLabelText(/^New password/), 'secret1');
    await userEvent.type(screen.getByLabelText(/Repeat new password/), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText('The invitation link is invalid or expired.')).toBeInTheDocument();
    unmount();
    renderAt(<TeamAcceptPage />, { url: '/team/accept' });
    expect(screen.getByText('The link is incomplete. Ask your administrator for a new invitation.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Set password' })).toBeDisabled();
  });
});

describe('approvals', () => {
  test('a Buyer reviews a waiting order: the price change is shown, approving sends the total now', async () => {
    await setUp({ extensions: ['team'] });
    const approved = recorded('POST /api/Team/Approvals/:id/Approve', {
      Success: true,
      PlacedOrder: { Id: 12, OrderNumber: '100012' },
      Errors: [],
    });
    server.use(
      answer('GET /api/Team/Me', ME('buyer')),
      answer('GET /api/Team/Approvals', [WAITING]),
      answer('GET /api/Team/Approvals/Mine', []),
      answer('GET /api/Team/Approvals/:id', DETAIL),
      approved.handler,
    );
    const notices = collectNotices();
    renderAt(<ApprovalsPage />, { url: '/my-account/approvals' });
    const queue = await screen.findByRole('region', { name: 'Waiting for approval' });
    expect(await within(queue).findByText('Tomasz Lada')).toBeInTheDocument();
    await userEvent.click(within(queue).getByRole('button', { name: 'Review the order of Tomasz Lada' }));
    expect(
      await within(queue).findByText('Prices have changed since the order was requested. Check the lines before approving.'),
    ).toBeInTheDocument();
    const line = within(queue).getByRole('row', { name: /99110000001/ });
    expect(line).toHaveTextContent('40,39 zł');
    expect(line).toHaveTextContent('45,00 zł');
    // the price-now cell holds the price when requested too, struck out (what a phone shows, its own column hidden there)
    expect(within(line).getAllByRole('cell')[3]).toHaveTextContent('Price when requested: 40,39 zł 45,00 zł');
    await userEvent.click(within(queue).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('You have not asked for any approval.')).toBeInTheDocument();
    expect(approved.bodies).toEqual([{ Total: 109.22 }]);
    expect(notices).toContainEqual({ kind: 'success', message: 'Approved: order 100012 was placed.' });
  });

  test('rejecting needs a comment', async () => {
    await setUp({ extensions: ['team'] });
    const rejected = recorded('POST /api/Team/Approvals/:id/Reject', { ...WAITING, Status: 'rejected', Comment: 'Too dear' });
    server.use(
      answer('GET /api/Team/Me', ME('administrator')),
      answer('GET /api/Team/Approvals', [WAITING]),
      answer('GET /api/Team/Approvals/Mine', []),
      answer('GET /api/Team/Approvals/:id', { ...DETAIL, PricesChanged: false }),
      rejected.handler,
    );
    renderAt(<ApprovalsPage />, { url: '/my-account/approvals' });
    await userEvent.click(await screen.findByRole('button', { name: 'Review the order of Tomasz Lada' }));
    const reject = await screen.findByRole('button', { name: 'Reject' });
    expect(reject).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Comment'), 'Too dear');
    await userEvent.click(reject);
    await screen.findByRole('button', { name: 'Review the order of Tomasz Lada' });
    expect(rejected.bodies).toEqual([{ Comment: 'Too dear' }]);
  });

  test('in Polish: a Requester sees no queue, only their requests, and withdraws one that waits', async () => {
    await setUp({ language: 'pl', extensions: ['team'] });
    const withdrawn = recorded('POST /api/Team/Approvals/:id/Withdraw', { ...WAITING, Status: 'withdrawn' });
    server.use(answer('GET /api/Team/Me', ME('requester')), answer('GET /api/Team/Approvals/Mine', [WAITING]), withdrawn.handler);
    renderAt(<ApprovalsPage />, { url: '/my-account/approvals' });
    const mine = await screen.findByRole('region', { name: 'Moje prośby' });
    expect(await within(mine).findByText('Czeka na zatwierdzenie')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Czekają na zatwierdzenie' })).not.toBeInTheDocument();
    await userEvent.click(within(mine).getByRole('button', { name: 'Wycofaj' }));
    expect(withdrawn.bodies).toHaveLength(1);
  });

  test('a Requester’s approved request names the approver and the order, without a link to an order history they may not open', async () => {
    await setUp({ language: 'pl', extensions: ['team'] });
    const approved: Approval = { ...WAITING, Status: 'approved', DecidedBy: 'Ewa Buyer', PlacedOrder: { Id: 12, OrderNumber: '100012' } };
    server.use(answer('GET /api/Team/Me', ME('requester')), answer('GET /api/Team/Approvals/Mine', [approved]));
    renderAt(<ApprovalsPage />, { url: '/my-account/approvals' });
    const mine = await screen.findByRole('region', { name: 'Moje prośby' });
    expect((await within(mine).findByText('Zatwierdzone')).parentElement).toHaveTextContent('Zatwierdzone · Ewa Buyer · Zamówienie 100012');
    expect(within(mine).queryByRole('link')).not.toBeInTheDocument();
  });

  test('without the extension the page says it is not offered and asks nothing', async () => {
    await setUp({ extensions: [] });
    renderAt(<ApprovalsPage />, { url: '/my-account/approvals' });
    expect(screen.getByText('Approvals are not offered by this shop.')).toBeInTheDocument();
  });
});
