import { act, render, screen, waitFor } from '@testing-library/react';
import * as v from 'valibot';
import { CartLineSchema, type CartLine } from '@parts/contract/cart';
import { emit, on, type Locale } from '../events';
import { http } from '../http';
import { useLocale } from '../i18n';
import { answer, brokenAnswer, callsMade, cartLine, customer, heldAnswer, readNotice, server, type ReadNotice } from '../test-support';
import { apiQuery, declareQuery, keyed, keys, useApiMutation, useApiQuery, useCustomer } from '.';

/** A call declared the way every `features/<feature>/api/<call>.ts` declares it. */
const CART = declareQuery(keys.cart, ['GET /api/Level4/Cart']);
const cartQuery = (locale: Locale) =>
  apiQuery(CART, locale, ({ signal, locale }) => http.get('/api/Level4/Cart', { schema: v.array(CartLineSchema), signal, locale }));

function Cart() {
  const cart = useApiQuery(cartQuery(useLocale()));
  if (cart.isPending) return <p>Loading</p>;
  if (cart.isError) return <p role="alert">The cart could not be read</p>;
  return (
    <ul aria-busy={cart.isPlaceholderData}>
      {cart.data.map((line: CartLine) => (
        <li key={line.Product.Sku}>
          {line.Product.Name}: {line.Total} zł
        </li>
      ))}
    </ul>
  );
}

let notices: ReadNotice[] = [];
let stop = () => undefined as void;
beforeEach(() => {
  delete window.__partsEvents;
  emit('auth:token', 'tok');
  emit('locale', 'pl');
  notices = [];
  stop = on('notify', (notice) => notices.push(readNotice(notice)));
});
afterEach(() => stop());

test('a cart line that breaks the contract (no Sku) shows the danger notification and one log line, not a 0 zł line', async () => {
  const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  server.use(
    brokenAnswer('GET /api/Level4/Cart', [
      {
        Product: { Id: 5, Name: 'Brake pad', OldPrice: 0, PriceNetto: 0, OldPriceNetto: 0, Discount: 0, PictureUrl: null },
        Quantity: 1,
        Total: 0,
      },
    ]),
  );
  render(<Cart />);
  expect(await screen.findByRole('alert')).toHaveTextContent('The cart could not be read');
  expect(screen.queryByText(/0 zł/)).toBeNull();
  expect(notices).toEqual([{ kind: 'danger', title: 'Error', message: 'Server or network error, please try later.' }]);
  expect(log).toHaveBeenCalledTimes(1);
  expect(log.mock.calls[0]![0]).toMatch(/GET \/api\/Level4\/Cart: at 0\.Product\.Sku: Invalid/);
  log.mockRestore();
});

test('a language switch asks again in the new language and keeps the old answer on screen until it is in', async () => {
  server.use(
    answer('GET /api/Level4/Cart', ({ request }) => [
      cartLine('99110000001', {
        Product: { ...cartLine().Product, Name: request.headers.get('Accept-Language') === 'en' ? 'Brake pad' : 'Klocek hamulcowy' },
      }),
    ]),
  );
  render(<Cart />);
  expect(await screen.findByText('Klocek hamulcowy: 100 zł')).toBeInTheDocument();

  const english = heldAnswer('GET /api/Level4/Cart', [cartLine('99110000001', { Product: { ...cartLine().Product, Name: 'Brake pad' } })]);
  server.use(english.handler);
  act(() => emit('locale', 'en'));
  // the Polish answer stays (no loading state, nothing moves) while the English one is on its way
  await waitFor(() => expect(screen.getByRole('list')).toHaveAttribute('aria-busy', 'true'));
  expect(screen.getByText('Klocek hamulcowy: 100 zł')).toBeInTheDocument();
  expect(screen.queryByText('Loading')).toBeNull();
  english.release();
  expect(await screen.findByText('Brake pad: 100 zł')).toBeInTheDocument();
  expect(screen.getByRole('list')).toHaveAttribute('aria-busy', 'false');
});

test('another call (another key) does not borrow the previous answer', async () => {
  const ORDER = declareQuery(['order'], ['GET /api/Order/get']);
  const orderQuery = (id: number, locale: Locale) => apiQuery(keyed(ORDER, id), locale, async () => `order ${id}`);
  function Order({ id }: { id: number }) {
    const order = useApiQuery(orderQuery(id, useLocale()));
    return <p>{order.data ?? 'Loading'}</p>;
  }
  const { rerender } = render(<Order id={1} />);
  expect(await screen.findByText('order 1')).toBeInTheDocument();
  rerender(<Order id={2} />);
  expect(screen.getByText('Loading')).toBeInTheDocument();
  expect(await screen.findByText('order 2')).toBeInTheDocument();
});

test('a mutation refetches what it invalidates', async () => {
  let lines = [cartLine('99110000001')];
  server.use(
    answer('GET /api/Level4/Cart', () => lines),
    answer('POST /api/Level4/AddItem', ({ body }) => {
      lines = [...lines, cartLine(`9911000000${body.ProductId}`)];
      return ['Product added to cart'];
    }),
  );
  function AddButton() {
    const add = useApiMutation({
      calls: ['POST /api/Level4/AddItem'],
      mutationFn: (ProductId: number) => http.post('/api/Level4/AddItem', { ProductId, Quantity: 1 }),
      invalidates: [keys.cart],
    });
    return <button onClick={() => add.mutate(2)}>Add</button>;
  }
  render(
    <>
      <Cart />
      <AddButton />
    </>,
  );
  expect(await screen.findByText('Part 99110000001: 100 zł')).toBeInTheDocument();
  act(() => screen.getByRole('button', { name: 'Add' }).click());
  expect(await screen.findByText('Part 99110000002: 100 zł')).toBeInTheDocument();
});

test('the customer is fetched once for every screen that reads it, and not without a session', async () => {
  server.use(answer('GET /api/Customer/get', customer({ FirstName: 'Anna' })));
  function Greeting() {
    const { data } = useCustomer();
    return <p>{data ? `Hello ${data.FirstName}` : '…'}</p>;
  }
  render(
    <>
      <Greeting />
      <Greeting />
      <Greeting />
    </>,
  );
  expect(await screen.findAllByText('Hello Anna')).toHaveLength(3);
  expect(callsMade().filter((call) => call.startsWith('GET /api/Customer/get'))).toHaveLength(1);
});

test('signing out forgets the previous session answers', async () => {
  server.use(answer('GET /api/Customer/get', customer({ FirstName: 'Anna' })));
  function Greeting() {
    const { data } = useCustomer();
    return <p>{data ? `Hello ${data.FirstName}` : 'Nobody'}</p>;
  }
  render(<Greeting />);
  expect(await screen.findByText('Hello Anna')).toBeInTheDocument();
  act(() => emit('auth:token', null));
  expect(await screen.findByText('Nobody')).toBeInTheDocument();
  expect(callsMade().filter((call) => call.startsWith('GET /api/Customer/get'))).toHaveLength(1);
});
