import { DEALER, DEALER2, json, startShop, type TestShop } from './helpers';
import { erpKey, erpPost, placeOrder } from './orders';
import { pdfText } from './pdf-reader';

/**
 * Returns of delivered parts (extension returns, issue 40 item 3): the dealer's request within the
 * window and the quantity bounds, every refusal in the request's language, the return form PDF, the
 * ERP's decision, receipt and credit note, never another dealer's return. On SQLite and on
 * PostgreSQL (TEST_DATABASE_URL). With the extension off its dealer calls answer 404 (calls.test.ts).
 */
/** Delivered recently (2 of them), delivered 40 days ago, not returnable, not delivered. */
const RECENT = '99110000001';
const OLD = '99110000003';
const FINAL = '99340000001';
const WAITING = '99110000011';
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

const daysAgo = (days: number): string => new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

interface Return {
  Id: number;
  Number: string;
  OrderId: number;
  OrderNumber: string;
  LineId: number;
  Sku: string;
  Quantity: number;
  State: string;
  Photos: number;
  DecisionReason: string | null;
  ReceivedOn: string | null;
  CreditNoteId: number | null;
  CreditNoteNumber: string | null;
}
interface ErrorBody {
  title: string;
  errors?: Record<string, string[]>;
}
interface OrderReturns {
  WindowDays: number;
  Lines: {
    LineId: number;
    Sku: string;
    Delivered: number;
    Returned: number;
    Returnable: number;
    ReturnableUntil: string | null;
    Refusal: string | null;
  }[];
  Returns: Return[];
}

describe("a dealer's returns and the ERP's decisions", () => {
  let shop: TestShop;
  let erp: string;
  let dealer: string;
  let other: string;
  let orderId: number;
  let lines: Record<string, number>;
  beforeAll(async () => {
    shop = await startShop();
    const db = await shop.database();
    erp = await erpKey(shop, ['orders:write', 'shipments:write', 'invoices:write', 'returns:write']);
    dealer = await shop.login(DEALER);
    other = await shop.login(DEALER2);
    // the feed's flag: this part may not be returned
    await db.updateTable('products').set({ returnable: 0 }).where('sku', '=', FINAL).execute();
    ({ Id: orderId, lines } = await placeOrder(shop, dealer, { [RECENT]: 2, [OLD]: 1, [FINAL]: 1, [WAITING]: 1 }));
    const ship = async (note: string, day: string, items: [string, number][]) => {
      await fromErp(`/api/integration/orders/${orderId}/shipments`, {
        DeliveryNote: note,
        DeliveryDate: day,
        Carrier: 'DPD',
        Lines: items.map(([sku, quantity]) => ({ LineId: lines[sku], Quantity: quantity })),
      });
      await fromErp('/api/integration/shipments/delivered', { DeliveryNote: note, DeliveredOn: day });
    };
    await ship(`WZ/R/${orderId}/1`, daysAgo(40), [[OLD, 1]]);
    await ship(`WZ/R/${orderId}/2`, daysAgo(5), [
      [RECENT, 2],
      [FINAL, 1],
    ]);
  });
  afterAll(async () => shop.close());

  const erpCall = async (method: 'GET' | 'POST', path: string, body?: unknown, headers: Record<string, string> = {}) =>
    shop.call(method, path, { headers: { 'x-api-key': erp, ...headers }, body });
  const fromErp = (path: string, body: unknown) => erpPost(shop, erp, path, body);
  const ask = async (body: Record<string, unknown>, token = dealer, language = 'en') =>
    shop.call('POST', '/api/Return', { token, body: { OrderId: orderId, ...body }, headers: { 'accept-language': language } });
  const orderReturns = async (language = 'en') =>
    json<OrderReturns>(
      await shop.call('GET', `/api/Order/${orderId}/Returns`, { token: dealer, headers: { 'accept-language': language } }),
    );
  const refusal = async (body: Record<string, unknown>, language = 'en') => {
    const response = await ask(body, dealer, language);
    expect(response.statusCode).toBe(400);
    return json<ErrorBody>(response).errors;
  };

  it('says per line what may be returned, until when, or why not, in the dealer’s language', async () => {
    const answer = await orderReturns();
    expect(answer.WindowDays).toBe(30);
    const line = (sku: string) => answer.Lines.find((row) => row.Sku === sku);
    expect(line(RECENT)).toMatchObject({ Delivered: 2, Returned: 0, Returnable: 2, ReturnableUntil: daysAgo(-25), Refusal: null });
    expect(line(OLD)).toMatchObject({ Delivered: 1, Returnable: 0, Refusal: `The return window of 30 days ended on ${daysAgo(10)}.` });
    expect(line(FINAL)).toMatchObject({ Delivered: 1, Returnable: 0, Refusal: `Part ${FINAL} cannot be returned.` });
    expect(line(WAITING)).toMatchObject({ Delivered: 0, Returnable: 0, ReturnableUntil: null });
    expect(line(WAITING)?.Refusal).toBe('Nothing of this line is delivered yet: only delivered parts can be returned.');
    const polish = await orderReturns('pl');
    expect(polish.Lines.find((row) => row.Sku === OLD)?.Refusal).toBe(`Termin zwrotu (30 dni) minął ${daysAgo(10)}.`);
    expect(polish.Lines.find((row) => row.Sku === FINAL)?.Refusal).toBe(`Części ${FINAL} nie można zwrócić.`);
  });

  it('refuses a line past its window, a non-returnable part, an undelivered line, too many, a defect without description and bad photos', async () => {
    expect(await refusal({ LineId: lines[OLD], Quantity: 1, Reason: 'surplus' })).toEqual({
      LineId: [`The return window of 30 days ended on ${daysAgo(10)}.`],
    });
    expect(await refusal({ LineId: lines[OLD], Quantity: 1, Reason: 'surplus' }, 'pl')).toEqual({
      LineId: [`Termin zwrotu (30 dni) minął ${daysAgo(10)}.`],
    });
    expect(await refusal({ LineId: lines[FINAL], Quantity: 1, Reason: 'wrong-part' })).toEqual({
      LineId: [`Part ${FINAL} cannot be returned.`],
    });
    expect(await refusal({ LineId: lines[FINAL], Quantity: 1, Reason: 'wrong-part' }, 'pl')).toEqual({
      LineId: [`Części ${FINAL} nie można zwrócić.`],
    });
    expect(await refusal({ LineId: lines[WAITING], Quantity: 1, Reason: 'surplus' })).toEqual({
      LineId: ['Nothing of this line is delivered yet: only delivered parts can be returned.'],
    });
    expect(await refusal({ LineId: lines[RECENT], Quantity: 3, Reason: 'surplus' })).toEqual({
      Quantity: ['3 is more than delivered less already returned (2).'],
    });
    expect(await refusal({ LineId: lines[RECENT], Quantity: 3, Reason: 'surplus' }, 'pl')).toEqual({
      Quantity: ['3 to więcej niż dostarczono minus już zwrócono (2).'],
    });
    expect(await refusal({ LineId: lines[RECENT], Quantity: 1, Reason: 'defect', Description: '  ' })).toEqual({
      Description: ['A description is required for a defect or a warranty claim.'],
    });
    expect(await refusal({ LineId: lines[RECENT], Quantity: 1, Reason: 'warranty' }, 'pl')).toEqual({
      Description: ['Przy wadzie lub reklamacji gwarancyjnej opis jest wymagany.'],
    });
    expect(await refusal({ LineId: lines[RECENT], Quantity: 1, Reason: 'broken' })).toHaveProperty('Reason');
    // a text file named as a photo, and a photo over 1 MiB: checked by content and size
    const text = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64');
    expect(await refusal({ LineId: lines[RECENT], Quantity: 1, Reason: 'surplus', Photos: [PNG, text] })).toEqual({
      'Photos.1': ['A photo must be an image (JPEG, PNG or WebP).'],
    });
    const large = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(1024 * 1024)]).toString('base64');
    expect(await refusal({ LineId: lines[RECENT], Quantity: 1, Reason: 'surplus', Photos: [large] })).toEqual({
      'Photos.0': ['A photo must be at most 1 MiB.'],
    });
    expect(await refusal({ LineId: lines[RECENT], Quantity: 1, Reason: 'surplus', Photos: [PNG, PNG, PNG, PNG] })).toEqual({
      Photos: ['At most 3 photos.'],
    });
    // a line of another order, another dealer's order
    const elsewhere = await (
      await shop.database()
    )
      .selectFrom('order_items')
      .select('id')
      .where('order_id', '!=', orderId)
      .executeTakeFirstOrThrow();
    expect(await refusal({ LineId: elsewhere.id, Quantity: 1, Reason: 'surplus' })).toEqual({
      LineId: ['LineId must be a line of the order.'],
    });
    expect((await ask({ LineId: lines[RECENT], Quantity: 1, Reason: 'surplus' }, other)).statusCode).toBe(404);
    expect((await shop.call('GET', `/api/Order/${orderId}/Returns`, { token: other })).statusCode).toBe(404);
    // nothing was kept
    expect((await orderReturns()).Returns).toEqual([]);
  });

  it('gives a return number and the form, counts what is returned, and takes the window from the store setting', async () => {
    const asked = await ask({ LineId: lines[RECENT], Quantity: 1, Reason: 'defect', Description: 'The seal leaks.', Photos: [PNG] });
    expect(asked.statusCode).toBe(200);
    const made = json<Return>(asked);
    expect(made).toMatchObject({ OrderId: orderId, LineId: lines[RECENT], Sku: RECENT, Quantity: 1, State: 'requested', Photos: 1 });
    expect(made.Number).toBe(`RMA-${String(made.Id).padStart(6, '0')}`);
    expect((await orderReturns()).Lines.find((row) => row.Sku === RECENT)).toMatchObject({ Returned: 1, Returnable: 1 });
    expect(await refusal({ LineId: lines[RECENT], Quantity: 2, Reason: 'surplus' })).toEqual({
      Quantity: ['2 is more than delivered less already returned (1).'],
    });

    const listed = json<{ Returns: Return[] }>(await shop.call('GET', '/api/Return', { token: dealer })).Returns;
    expect(listed.map((row) => row.Number)).toEqual([made.Number]);
    expect(json<{ Returns: Return[] }>(await shop.call('GET', '/api/Return', { token: other })).Returns).toEqual([]);
    expect((await shop.call('GET', `/api/Return/${made.Id}`, { token: other })).statusCode).toBe(404);
    expect((await shop.call('GET', `/api/Return/${made.Id}/Pdf`, { token: other })).statusCode).toBe(404);
    expect((await shop.call('GET', '/api/Return', { headers: { 'x-api-key': erp } })).statusCode).toBe(401);

    const pdf = await shop.call('GET', `/api/Return/${made.Id}/Pdf`, { token: dealer, headers: { 'accept-language': 'pl' } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="${made.Number}.pdf"`);
    const polish = await pdfText(pdf.rawPayload);
    expect(polish).toContain(`Formularz zwrotu ${made.Number}`);
    expect(polish).toContain('Wada');
    expect(polish).toContain('The seal leaks.');
    // where the parts go: the importer's name, address and NIP (store settings `seller`)
    expect(polish).toContain('Odbiorca zwrotu');
    expect(polish).toContain('Nordstern Polska Sp. z o.o.');
    expect(polish).toContain('ul. Magazynowa 12');
    expect(polish).toContain('02-495 Warszawa');
    expect(polish).toContain('Polska');
    expect(polish).toContain('NIP: PL5260001246');
    const english = await pdfText((await shop.call('GET', `/api/Return/${made.Id}/Pdf`, { token: dealer })).rawPayload);
    expect(english).toContain(`Return form ${made.Number}`);
    expect(english).toContain(RECENT);
    expect(english).toContain('Return to');
    expect(english).toContain('Nordstern Polska Sp. z o.o.');
    expect(english).toContain('Poland');
    expect(english).toContain('VAT number: PL5260001246');
    // a store without the seller settings: the store's name alone, as before them
    const settings = await (await shop.database()).selectFrom('store_config').selectAll().where('section', '=', 'seller').execute();
    await (await shop.database()).deleteFrom('store_config').where('section', '=', 'seller').execute();
    const bare = await pdfText((await shop.call('GET', `/api/Return/${made.Id}/Pdf`, { token: dealer })).rawPayload);
    expect(bare).toContain('Nordstern Parts Portal');
    expect(bare).not.toContain('Nordstern Polska Sp. z o.o.');
    expect(bare).not.toContain('PL5260001246');
    await (await shop.database()).insertInto('store_config').values(settings).execute();

    // a longer window: the line delivered 40 days ago may go back
    const db = await shop.database();
    await db.insertInto('store_config').values({ section: 'returns', name: 'windowDays', value: '60', value_pl: null }).execute();
    const longer = await orderReturns();
    expect(longer.WindowDays).toBe(60);
    expect(longer.Lines.find((row) => row.Sku === OLD)).toMatchObject({ Returnable: 1, Refusal: null, ReturnableUntil: daysAgo(-20) });
    expect((await ask({ LineId: lines[OLD], Quantity: 1, Reason: 'surplus' })).statusCode).toBe(200);
    await db.deleteFrom('store_config').where('section', '=', 'returns').execute();
  });

  it('lets the ERP read, approve or reject, receive and credit a return; out of turn 422, the same again already applied', async () => {
    const mine = json<{ Returns: Return[] }>(await shop.call('GET', '/api/Return', { token: dealer })).Returns;
    const defect = mine.find((row) => row.Sku === RECENT);
    const surplus = mine.find((row) => row.Sku === OLD);
    if (!defect || !surplus) throw new Error('the returns of the test before are missing');

    const narrow = await erpKey(shop, ['orders:write']);
    const refused = await shop.call('GET', '/api/integration/returns', { headers: { 'x-api-key': narrow } });
    expect(refused.statusCode).toBe(403);
    expect(json<ErrorBody>(refused).title).toBe('The API key lacks the scope returns:write.');
    expect((await shop.call('GET', '/api/integration/returns', { token: dealer })).statusCode).toBe(401);

    const page = json<{ Returns: (Return & { Customer: { Email: string } })[]; Next: string }>(
      await erpCall('GET', '/api/integration/returns?state=requested'),
    );
    expect(page.Returns.map((row) => row.Number)).toEqual([defect.Number, surplus.Number]);
    expect(page.Returns[0]?.Customer.Email).toBe(DEALER.email);
    expect(json<{ Returns: unknown[] }>(await erpCall('GET', `/api/integration/returns?after=${page.Next}`)).Returns).toEqual([]);
    const detail = json<{ PhotoFiles: { ContentType: string; Data: string }[] }>(
      await erpCall('GET', `/api/integration/returns/${defect.Id}`),
    );
    expect(detail.PhotoFiles).toEqual([{ ContentType: 'image/png', Data: PNG }]);
    expect((await erpCall('GET', '/api/integration/returns/999999')).statusCode).toBe(404);

    // a rejection needs its reason; a credit before the parts are back is out of turn
    const noReason = await erpCall('POST', `/api/integration/returns/${surplus.Id}/decision`, { Decision: 'rejected' });
    expect(noReason.statusCode).toBe(400);
    expect(json<ErrorBody>(noReason).errors).toEqual({ Reason: ['A rejection needs its Reason.'] });
    const rejected = json<{ Result: string; Return: Return }>(
      await fromErp(`/api/integration/returns/${surplus.Id}/decision`, { Decision: 'rejected', Reason: 'Past the window agreed.' }),
    );
    expect(rejected).toMatchObject({ Result: 'applied', Return: { State: 'rejected', DecisionReason: 'Past the window agreed.' } });
    const late = await erpCall('POST', `/api/integration/returns/${surplus.Id}/decision`, { Decision: 'approved' });
    expect(late.statusCode).toBe(422);
    expect(json<ErrorBody>(late).title).toBe(`Return ${surplus.Number} is rejected: it cannot be approved.`);
    const latePl = await erpCall(
      'POST',
      `/api/integration/returns/${surplus.Id}/received`,
      { ReceivedOn: daysAgo(0) },
      { 'accept-language': 'pl' },
    );
    expect(json<ErrorBody>(latePl).title).toBe(`Zwrot ${surplus.Number} ma status rejected: nie może przejść w received.`);

    const early = await erpCall('POST', `/api/integration/returns/${defect.Id}/received`, { ReceivedOn: daysAgo(0) });
    expect(early.statusCode).toBe(422);
    const approve = { Decision: 'approved' };
    const key = { 'idempotency-key': `approve-${defect.Id}` };
    const approved = await erpCall('POST', `/api/integration/returns/${defect.Id}/decision`, approve, key);
    expect(json<{ Result: string; Return: Return }>(approved)).toMatchObject({ Result: 'applied', Return: { State: 'approved' } });
    const replayed = await erpCall('POST', `/api/integration/returns/${defect.Id}/decision`, approve, key);
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    expect(json<{ Result: string }>(await fromErp(`/api/integration/returns/${defect.Id}/decision`, approve)).Result).toBe(
      'already applied',
    );
    expect(
      (await erpCall('POST', `/api/integration/returns/${defect.Id}/decision`, { Decision: 'rejected', Reason: 'No.' })).statusCode,
    ).toBe(422);

    expect(
      json<{ Result: string; Return: Return }>(await fromErp(`/api/integration/returns/${defect.Id}/received`, { ReceivedOn: daysAgo(0) })),
    ).toMatchObject({ Result: 'applied', Return: { State: 'received', ReceivedOn: daysAgo(0) } });
    expect(
      json<{ Result: string }>(await fromErp(`/api/integration/returns/${defect.Id}/received`, { ReceivedOn: daysAgo(0) })).Result,
    ).toBe('already applied');

    // the credit note of the order, reported as every invoice; an invoice (not a credit note) is refused
    const document = (kind: string, number: string) => ({
      Kind: kind,
      Number: number,
      ...(kind === 'credit-note' && { Corrects: `FV/R/${orderId}` }),
      IssueDate: daysAgo(0),
      SaleDate: daysAgo(0),
      DueDate: daysAgo(-14),
      Currency: 'PLN',
      Lines: [
        {
          LineId: lines[RECENT],
          Sku: RECENT,
          Name: 'Oil filter element',
          Quantity: 1,
          UnitNet: 10,
          VatRate: 23,
          Net: 10,
          Vat: 2.3,
          Gross: 12.3,
        },
      ],
      NetTotal: 10,
      VatTotal: 2.3,
      GrossTotal: 12.3,
    });
    await fromErp(`/api/integration/orders/${orderId}/invoices`, document('invoice', `FV/R/${orderId}`));
    await fromErp(`/api/integration/orders/${orderId}/invoices`, document('credit-note', `FK/R/${orderId}`));
    const wrong = await erpCall('POST', `/api/integration/returns/${defect.Id}/credit`, { CreditNote: `FV/R/${orderId}` });
    expect(wrong.statusCode).toBe(400);
    expect(json<ErrorBody>(wrong).errors).toEqual({ CreditNote: [`FV/R/${orderId} is not a credit note of order ${defect.OrderNumber}.`] });
    const credited = json<{ Result: string; Return: Return }>(
      await fromErp(`/api/integration/returns/${defect.Id}/credit`, { CreditNote: `FK/R/${orderId}` }),
    );
    expect(credited).toMatchObject({ Result: 'applied', Return: { State: 'credited', CreditNoteNumber: `FK/R/${orderId}` } });
    expect(
      json<{ Result: string }>(await fromErp(`/api/integration/returns/${defect.Id}/credit`, { CreditNote: `FK/R/${orderId}` })).Result,
    ).toBe('already applied');

    // the dealer sees each state; the rejected quantity may be asked back again
    const seen = json<{ Returns: Return[] }>(await shop.call('GET', '/api/Return', { token: dealer })).Returns;
    expect(seen.find((row) => row.Id === defect.Id)).toMatchObject({ State: 'credited', CreditNoteNumber: `FK/R/${orderId}` });
    expect(seen.find((row) => row.Id === defect.Id)?.CreditNoteId).toEqual(expect.any(Number));
    expect(seen.find((row) => row.Id === surplus.Id)).toMatchObject({ State: 'rejected', DecisionReason: 'Past the window agreed.' });
    expect((await orderReturns()).Lines.find((row) => row.Sku === OLD)).toMatchObject({ Returned: 0 });
  });

  it('keeps at most what was delivered when requests for the same line arrive at the same moment', async () => {
    // 3 of a line delivered today, asked back by three requests of 2 at once: only one may be kept
    // (on PostgreSQL the order line is locked in the request's transaction; SQLite serialises writers)
    const db = await shop.database();
    const line = lines[WAITING];
    if (line === undefined) throw new Error(`no line of ${WAITING}`);
    await db.updateTable('order_items').set({ quantity: 3 }).where('id', '=', line).execute();
    const note = `WZ/R/${orderId}/3`;
    await fromErp(`/api/integration/orders/${orderId}/shipments`, {
      DeliveryNote: note,
      DeliveryDate: daysAgo(0),
      Carrier: 'DPD',
      Lines: [{ LineId: line, Quantity: 3 }],
    });
    await fromErp('/api/integration/shipments/delivered', { DeliveryNote: note, DeliveredOn: daysAgo(0) });
    const answers = await Promise.all([1, 2, 3].map(async () => ask({ LineId: line, Quantity: 2, Reason: 'surplus' })));
    expect(answers.map((response) => response.statusCode).sort()).toEqual([200, 400, 400]);
    const kept = await db.selectFrom('returns').select('quantity').where('order_item_id', '=', line).execute();
    expect(kept.reduce((sum, row) => sum + row.quantity, 0)).toBe(2);
    expect((await orderReturns()).Lines.find((row) => row.Sku === WAITING)).toMatchObject({ Delivered: 3, Returned: 2, Returnable: 1 });
  });
});
