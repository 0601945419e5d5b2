import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Modal, http, notify, setLocale } from '@parts/shared-kernel';
import { answer, failure, networkDown, server } from '@parts/shared-kernel/test-support';
import { prepareShop } from '../../test-support/shop-harness';
import { Notifications } from './Notifications';
import { NotificationsLoader } from './NotificationsLoader';

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
      notify('danger', 'First problem', { title: 'Error' });
      notify('danger', 'Second problem', { title: 'Error' });
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

describe('messages that help, where the eye is (issue 27, item 2)', () => {
  test("SPEC's title in the dealer's language: 'Unauthorized' is 'Brak autoryzacji' on a Polish screen", async () => {
    await prepareShop({ locale: 'pl', token: null });
    render(<Notifications />);
    server.use(failure('POST /api/user/login', 401, { title: 'Logowanie nie powiodło się.' }, 'Unauthorized'));
    await act(async () => {
      await http.post('/api/user/login', { email: 'a@b.c', password: 'eA==' }).catch(() => undefined);
    });
    const [alert] = alerts();
    expect(within(alert!).getByText('Brak autoryzacji')).toBeInTheDocument();
    expect(alert).not.toHaveTextContent('Unauthorized');
  });

  test('a notice on screen follows a language switch', async () => {
    await prepareShop({ locale: 'pl', token: null });
    render(<Notifications />);
    act(() => notify('warning', { key: 'host:logout.notRecorded' }, { title: { key: 'host:logout.notRecordedTitle' } }));
    expect(screen.getByRole('status')).toHaveTextContent('Wylogowano na tym urządzeniu');
    act(() => setLocale('en'));
    expect(await screen.findByText('Logged out on this device')).toBeInTheDocument();
  });

  test("the failure of a call is gone once the same call succeeds; another call's failure stays", async () => {
    render(<Notifications />);
    server.use(
      failure('POST /api/user/login', 401, { title: 'Wrong password' }, 'Unauthorized'),
      failure('GET /api/Level4/Cart', 500, { title: 'Database is down' }, 'Internal Server Error'),
    );
    await act(async () => {
      await http.post('/api/user/login', { email: 'a@b.c', password: 'eA==' }).catch(() => undefined);
    });
    await failingCall();
    expect(alerts()).toHaveLength(2);
    server.use(answer('POST /api/user/login', () => 'token-1'));
    await act(async () => {
      await http.post('/api/user/login', { email: 'a@b.c', password: 'eQ==' });
    });
    expect(alerts()).toHaveLength(1);
    expect(alerts()[0]).toHaveTextContent('Database is down');
  });

  test('errors and warnings stay; only successes and infos fade', async () => {
    jest.useFakeTimers();
    try {
      render(<Notifications />);
      act(() => {
        notify('warning', 'Only 3 in stock');
        notify('danger', 'Refused');
        notify('info', 'Replaced by 99110000001');
      });
      act(() => jest.advanceTimersByTime(60_000));
      expect(screen.getByText('Only 3 in stock')).toBeInTheDocument();
      expect(screen.getByText('Refused')).toBeInTheDocument();
      expect(screen.queryByText('Replaced by 99110000001')).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  test('while a dialog is open, notices show inside it (under its title), never over it; back in their strip after', async () => {
    const { rerender } = render(
      <>
        <Notifications />
        <Modal title="Save cart" onClose={() => undefined}>
          <input aria-label="Name" />
        </Modal>
      </>,
    );
    act(() => notify('danger', 'You already have a list with this name.'));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('You already have a list with this name.');
    rerender(<Notifications />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(alerts()).toHaveLength(1);
  });

  test("a notice from before a dialog opened never shows in it or over it (issue 37: 'Address deleted' inside the next confirmation); the dialog's own answer does", () => {
    jest.useFakeTimers();
    try {
      const dialog = (
        <Modal title="Delete address" onClose={() => undefined}>
          <button type="button">Delete address</button>
        </Modal>
      );
      const { rerender } = render(<Notifications />);
      act(() => {
        notify('success', 'Your address was successfully deleted.');
        notify('danger', 'Earlier failure');
      });
      expect(screen.getByRole('status')).toHaveTextContent('Your address was successfully deleted.');
      rerender(
        <>
          <Notifications />
          {dialog}
        </>,
      );
      // neither inside the dialog nor anywhere else while it is open
      expect(screen.queryByText('Your address was successfully deleted.')).toBeNull();
      expect(screen.queryByText('Earlier failure')).toBeNull();
      act(() => notify('danger', 'The address is used by an order.'));
      expect(within(screen.getByRole('dialog')).getByRole('alert')).toHaveTextContent('The address is used by an order.');
      expect(screen.getAllByRole('alert')).toHaveLength(1);
      // the success leaves in its time meanwhile; the errors are back in the strip once the dialog is closed
      act(() => jest.advanceTimersByTime(10_000));
      rerender(<Notifications />);
      expect(screen.queryByText('Your address was successfully deleted.')).toBeNull();
      expect(alerts().map((alert) => alert.textContent)).toEqual([
        expect.stringContaining('Earlier failure'),
        expect.stringContaining('The address is used by an order.'),
      ]);
    } finally {
      jest.useRealTimers();
    }
  });

  test('the answer of adding a part (stock, supersession) is an info: it leaves by itself like a success; an error stays until closed', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
      render(<Notifications />);
      act(() => {
        notify('info', '99340000101 replaced by 99340000001 · Only 3 in stock: 1 added to the cart.');
        notify('success', 'Product added to cart');
        notify('danger', 'Refused');
      });
      act(() => jest.advanceTimersByTime(5_000));
      expect(screen.getAllByRole('status')).toHaveLength(2);
      act(() => jest.advanceTimersByTime(5_000));
      expect(screen.queryByRole('status')).toBeNull();
      act(() => jest.advanceTimersByTime(600_000));
      expect(alerts()).toHaveLength(1);
      await user.click(screen.getByRole('button', { name: 'Dismiss' }));
      expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  test('one notice has no hide / clear tools floating over the page; two have them', () => {
    render(<Notifications />);
    act(() => notify('danger', 'First problem'));
    expect(screen.queryByRole('button', { name: 'Clear all' })).toBeNull();
    act(() => notify('danger', 'Second problem'));
    expect(screen.getByRole('button', { name: 'Clear all' })).toBeInTheDocument();
  });
});

test('the shop listens from the start and fetches the view with the first notice: nothing is lost meanwhile', async () => {
  render(<NotificationsLoader />);
  expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
  act(() => {
    notify('danger', 'First problem');
    notify('danger', 'Second problem');
  });
  const region = await screen.findByRole('region', { name: 'Notifications' });
  expect(
    within(region)
      .getAllByRole('alert')
      .map((alert) => alert.textContent),
  ).toEqual([expect.stringContaining('First problem'), expect.stringContaining('Second problem')]);
});
