import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, notify } from '@parts/shared-kernel';
import { failure, networkDown, server } from '@parts/shared-kernel/test-support';
import { prepareShop } from '../../test-support/shop-harness';
import { Notifications } from './Notifications';

beforeEach(async () => {
  await prepareShop({ locale: 'en', token: null });
});
afterEach(() => jest.restoreAllMocks());

const alerts = () => screen.queryAllByRole('alert');

/** Calls the API the way every app does, ignoring the thrown ApiError. */
async function failingCall(path = '/api/Level4/Cart') {
  await act(async () => {
    await http.get(path).catch(() => undefined);
  });
}

describe('SPEC section 8 error messages, as the dealer sees them', () => {
  test('title is the status text, message the title of the answer', async () => {
    render(<Notifications />);
    server.use(failure('GET /api/Level4/Cart', 500, { title: 'Database is down', status: 500 }, 'Internal Server Error'));
    await failingCall();
    const [alert] = alerts();
    expect(alert).toHaveTextContent('Internal Server Error');
    expect(alert).toHaveTextContent('Database is down');
  });

  test("no status text: the title is 'Error'; a plain-text answer is the message", async () => {
    render(<Notifications />);
    server.use(failure('GET /api/Level4/Cart', 409, 'The cart is locked'));
    await failingCall();
    const [alert] = alerts();
    expect(within(alert!).getByText('Error')).toBeInTheDocument();
    expect(alert).toHaveTextContent('The cart is locked');
  });

  test('no answer body: the message of the error', async () => {
    render(<Notifications />);
    server.use(failure('GET /api/Level4/Cart', 502, undefined, 'Bad Gateway'));
    await failingCall();
    expect(alerts()[0]).toHaveTextContent('Request failed with status code 502');
  });

  test("no answer at all: 'Server or network error, please try later.'", async () => {
    render(<Notifications />);
    server.use(networkDown('GET /api/Level4/Cart'));
    await failingCall();
    const [alert] = alerts();
    expect(within(alert!).getByText('Error')).toBeInTheDocument();
    expect(alert).toHaveTextContent('Server or network error, please try later.');
  });

  test('a quiet call (password recovery) shows nothing', async () => {
    render(<Notifications />);
    server.use(failure('POST /api/Customer/PasswordRecovery', 500, { title: 'x' }, 'Internal Server Error'));
    await act(async () => {
      await http.post('/api/Customer/PasswordRecovery', { Email: 'a@b.c' }, { quiet: true }).catch(() => undefined);
    });
    expect(alerts()).toHaveLength(0);
  });
});

describe('deduplication, toggling, hiding', () => {
  test('the same visible error is never shown twice; a different one is added', async () => {
    render(<Notifications />);
    server.use(
      failure('GET /api/Level4/Cart', 500, { title: 'Database is down' }, 'Internal Server Error'),
      failure('GET /api/ShoppingList', 500, { title: 'Lists are unavailable' }, 'Internal Server Error'),
    );
    await failingCall();
    await failingCall();
    await failingCall();
    expect(alerts()).toHaveLength(1);
    await failingCall('/api/ShoppingList');
    expect(alerts()).toHaveLength(2);
  });

  test('once dismissed, the same error may show again', async () => {
    const user = userEvent.setup();
    render(<Notifications />);
    server.use(failure('GET /api/Level4/Cart', 500, { title: 'Database is down' }, 'Internal Server Error'));
    await failingCall();
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(alerts()).toHaveLength(0);
    await failingCall();
    expect(alerts()).toHaveLength(1);
  });

  test('they can be hidden and shown again, and cleared', async () => {
    const user = userEvent.setup();
    render(<Notifications />);
    act(() => {
      notify('danger', 'First problem', 'Error');
      notify('danger', 'Second problem', 'Error');
    });
    await user.click(screen.getByRole('button', { name: 'Hide notifications' }));
    expect(alerts()).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Show notifications (2)' }));
    expect(alerts()).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
  });

  test('success notices of any app arrive through notify and leave by themselves', async () => {
    jest.useFakeTimers();
    try {
      render(<Notifications />);
      act(() => notify('success', 'Product added to cart'));
      expect(screen.getByRole('status')).toHaveTextContent('Product added to cart');
      // a success is not an error: the same success may show twice
      act(() => notify('success', 'Product added to cart'));
      expect(screen.getAllByRole('status')).toHaveLength(2);
      act(() => jest.advanceTimersByTime(10_000));
      expect(screen.queryByRole('status')).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });
});
