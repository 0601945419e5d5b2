import { PassThrough } from 'node:stream';
import { base64, DEALER, DEALER2, json, registration, startShop, type TestShop } from './helpers';
import { startMailbox, type Mailbox } from './mailbox';

let shop: TestShop;
let mailbox: Mailbox;
const log: string[] = [];
beforeAll(async () => {
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) => log.push(...chunk.toString().split('\n').filter(Boolean)));
  mailbox = await startMailbox();
  shop = await startShop({ logLevel: 'info', logStream, mail: { smtpUrl: mailbox.url, shopOrigin: 'https://parts.example.com' } });
});
afterAll(async () => {
  await shop.close();
  await mailbox.stop();
});

describe('POST /api/Customer/register', () => {
  it('registers a customer whose address becomes billing and shipping address', async () => {
    const response = await shop.call('POST', '/api/Customer/register', { body: registration() });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ Success: true });
    const token = await shop.login({ email: 'new.dealer@example.com', password: 'secret1' });
    const customer = json<{
      Addresses: { Id: number; StateProvinceName: string }[];
      BillingAddress: number;
      ShippingAddress: number;
      Newsletter: boolean;
      Discount: number;
    }>(await shop.call('GET', '/api/Customer/get', { token }));
    expect(customer.Addresses).toHaveLength(1);
    expect(customer.Addresses[0]).toMatchObject({ Address1: 'ul. Długa 1', Address2: 'Brama 2', StateProvinceName: 'Małopolskie' });
    expect(customer.BillingAddress).toBe(customer.Addresses[0]?.Id);
    expect(customer.ShippingAddress).toBe(customer.Addresses[0]?.Id);
    expect(customer).toMatchObject({ Newsletter: true, Discount: 0 });
  });

  it('answers every missing required field with its message', async () => {
    const response = await shop.call('POST', '/api/Customer/register', { body: {} });
    expect(response.statusCode).toBe(400);
    const { errors } = json<{ errors: Record<string, string[]> }>(response);
    expect(Object.keys(errors).sort()).toEqual(
      ['City', 'CountryId', 'Email', 'FirstName', 'LastName', 'Password', 'StreetAddress', 'StreetAddress2', 'ZipPostalCode'].sort(),
    );
    expect(errors.FirstName).toEqual(['First name is required.']);
  });

  it('rejects a short password, a wrong e-mail and a taken e-mail (in any case)', async () => {
    const short = await shop.call('POST', '/api/Customer/register', {
      body: registration({ Email: 'x@example.com', Password: base64('12345') }),
    });
    expect(json(short)).toMatchObject({ errors: { Password: ['Password must have at least 6 characters.'] } });
    const wrong = await shop.call('POST', '/api/Customer/register', { body: registration({ Email: 'not-an-email' }) });
    expect(json(wrong)).toMatchObject({ errors: { Email: ['Wrong email'] } });
    const taken = await shop.call('POST', '/api/Customer/register', { body: registration({ Email: 'Dealer@Example.com' }) });
    expect(taken.statusCode).toBe(400);
    expect(json(taken)).toMatchObject({ errors: { Email: ['The e-mail address is already registered.'] } });
  });

  it('requires a state for a country with states, and none for a country without', async () => {
    const missing = await shop.call('POST', '/api/Customer/register', {
      body: registration({ Email: 'a@example.com', StateProvinceId: '' }),
    });
    expect(json(missing)).toMatchObject({ errors: { StateProvinceId: ['State / province is required.'] } });
    const foreign = await shop.call('POST', '/api/Customer/register', {
      body: registration({ Email: 'b@example.com', StateProvinceId: 20 }),
    });
    expect(json(foreign)).toMatchObject({ errors: { StateProvinceId: ['State / province does not belong to the country.'] } });
    const czech = await shop.call('POST', '/api/Customer/register', {
      body: registration({ Email: 'c@example.com', CountryId: 3, StateProvinceId: null }),
    });
    expect(czech.statusCode).toBe(200);
    const unknownCountry = await shop.call('POST', '/api/Customer/register', {
      body: registration({ Email: 'd@example.com', CountryId: 99 }),
    });
    expect(json(unknownCountry)).toMatchObject({ errors: { CountryId: ['Country is unknown.'] } });
  });
});

describe('POST /api/Customer/Update', () => {
  it('updates the profile and the default addresses, 401 without a token', async () => {
    const token = await shop.login(DEALER2);
    const before = json<{ Addresses: { Id: number }[] }>(await shop.call('GET', '/api/Customer/get', { token }));
    const addressId = before.Addresses[0]?.Id;
    const response = await shop.call('POST', '/api/Customer/Update', {
      token,
      body: {
        Email: 'dealer2@example.com',
        FirstName: 'Anna Maria',
        LastName: 'Nowak',
        Phone: '+48 1',
        Company: 'Nowak Motors',
        VatNumber: '',
        BillingAddress: addressId,
        ShippingAddress: addressId,
      },
    });
    expect(json(response)).toEqual({ Success: true });
    expect(json(await shop.call('GET', '/api/Customer/get', { token }))).toMatchObject({
      FirstName: 'Anna Maria',
      Company: 'Nowak Motors',
      VatNumber: '',
    });
    expect((await shop.call('POST', '/api/Customer/Update', { body: {} })).statusCode).toBe(401);
  });

  it('answers 400 for missing fields and a taken e-mail', async () => {
    const token = await shop.login(DEALER2);
    const missing = await shop.call('POST', '/api/Customer/Update', { token, body: { Email: '' } });
    expect(json(missing)).toMatchObject({
      errors: { Email: ['Email is required.'], FirstName: ['First name is required.'], LastName: ['Last name is required.'] },
    });
    const taken = await shop.call('POST', '/api/Customer/Update', {
      token,
      body: { Email: 'dealer@example.com', FirstName: 'A', LastName: 'B' },
    });
    expect(json(taken)).toMatchObject({ errors: { Email: ['The e-mail address is already registered.'] } });
  });

  it("answers 404 when the second dealer sets the first dealer's address as default, and changes nothing", async () => {
    const dealerToken = await shop.login(DEALER);
    const dealer = json<{ Addresses: { Id: number }[] }>(await shop.call('GET', '/api/Customer/get', { token: dealerToken }));
    const token = await shop.login(DEALER2);
    const before = json<{ FirstName: string; BillingAddress: number }>(await shop.call('GET', '/api/Customer/get', { token }));
    const response = await shop.call('POST', '/api/Customer/Update', {
      token,
      body: { Email: 'dealer2@example.com', FirstName: 'Changed', LastName: 'Nowak', BillingAddress: dealer.Addresses[0]?.Id },
    });
    expect(response.statusCode).toBe(404);
    expect(json(response)).toEqual({ title: 'Not found', status: 404 });
    expect(json(await shop.call('GET', '/api/Customer/get', { token }))).toEqual(before);
  });
});

describe('passwords', () => {
  beforeAll(async () => {
    await shop.call('POST', '/api/Customer/register', {
      body: registration({ Email: 'pw@example.com', Password: base64('first-password') }),
    });
  });

  const setPassword = (token: string, body: Record<string, unknown>) => shop.call('POST', '/api/Customer/SetPassword', { token, body });

  it('SetPassword changes the password (Base64) given the current one; 400 when short; 401 without a token', async () => {
    const token = await shop.login({ email: 'pw@example.com', password: 'first-password' });
    const short = await setPassword(token, { Password: base64('abc'), CurrentPassword: base64('first-password') });
    expect(json(short)).toMatchObject({ errors: { Password: ['Password must have at least 6 characters.'] } });
    const changed = await setPassword(token, { password: base64('second-password'), currentPassword: base64('first-password') });
    expect(json(changed)).toEqual({ Success: true });
    expect((await shop.call('GET', '/api/Customer/get', { token })).statusCode).toBe(200);
    await expect(shop.login({ email: 'pw@example.com', password: 'first-password' })).rejects.toThrow('401');
    await shop.login({ email: 'pw@example.com', password: 'second-password' });
    expect(
      (
        await shop.call('POST', '/api/Customer/SetPassword', {
          body: { Password: base64('whatever1'), CurrentPassword: base64('second-password') },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('SetPassword refuses a missing or wrong current password with a clear 400 and changes nothing', async () => {
    const token = await shop.login({ email: 'pw@example.com', password: 'second-password' });
    const missing = await setPassword(token, { Password: base64('stolen-session') });
    expect(missing.statusCode).toBe(400);
    expect(json(missing)).toMatchObject({ errors: { CurrentPassword: ['Current password is required.'] } });
    const notBase64 = await setPassword(token, { Password: base64('stolen-session'), CurrentPassword: 'second password!' });
    expect(json(notBase64)).toMatchObject({ errors: { CurrentPassword: ['Current password must be sent Base64-encoded.'] } });
    const wrong = await setPassword(token, { Password: base64('stolen-session'), CurrentPassword: base64('a-guess') });
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong)).toEqual({
      title: 'One or more validation errors occurred.',
      status: 400,
      errors: { CurrentPassword: ['The current password is incorrect.'] },
    });
    await expect(shop.login({ email: 'pw@example.com', password: 'stolen-session' })).rejects.toThrow('401');
    await shop.login({ email: 'pw@example.com', password: 'second-password' });
  });

  it('a stolen session cannot guess the current password faster than the login throttle allows', async () => {
    const limited = await startShop({ loginLimits: { perPair: 3 } });
    try {
      const token = await limited.login(DEALER2);
      const guess = (password: string) =>
        limited.call('POST', '/api/Customer/SetPassword', {
          token,
          body: { Password: base64('taken-over'), CurrentPassword: base64(password) },
        });
      // three wrong guesses use up the budget of the account at this address; then even the right password waits
      for (const password of ['guess-1', 'guess-2', 'guess-3']) expect((await guess(password)).statusCode).toBe(400);
      const refused = await guess(DEALER2.password);
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
    } finally {
      await limited.close();
    }
  });

  it('SetPassword signs out every other session of the customer and keeps the one that changed it', async () => {
    await shop.call('POST', '/api/Customer/register', {
      body: registration({ Email: 'sessions@example.com', Password: base64('first-password') }),
    });
    const who = { email: 'sessions@example.com', password: 'first-password' };
    const [phone, laptop, here] = [await shop.login(who), await shop.login(who), await shop.login(who)];
    const dealer = await shop.login(DEALER);
    const changed = await setPassword(here, { Password: base64('second-password'), CurrentPassword: base64('first-password') });
    expect(changed.statusCode).toBe(200);
    for (const other of [phone, laptop]) expect((await shop.call('GET', '/api/Customer/get', { token: other })).statusCode).toBe(401);
    expect((await shop.call('GET', '/api/Customer/get', { token: here })).statusCode).toBe(200);
    // another customer's session is not touched
    expect((await shop.call('GET', '/api/Customer/get', { token: dealer })).statusCode).toBe(200);
  });

  it('changing the e-mail address needs the current password; other profile changes do not', async () => {
    await shop.call('POST', '/api/Customer/register', {
      body: registration({ Email: 'mail@example.com', Password: base64('mail-password') }),
    });
    const token = await shop.login({ email: 'mail@example.com', password: 'mail-password' });
    const profile = { Email: 'mail@example.com', FirstName: 'Tomasz', LastName: 'Wiśniewski', Company: 'Renamed' };
    const update = (body: Record<string, unknown>) => shop.call('POST', '/api/Customer/Update', { token, body });
    expect(json(await update(profile))).toEqual({ Success: true });
    // the same address in other letters is no change
    expect(json(await update({ ...profile, Email: 'MAIL@example.com' }))).toEqual({ Success: true });

    const without = await update({ ...profile, Email: 'attacker@example.com' });
    expect(without.statusCode).toBe(400);
    expect(json(without)).toMatchObject({ errors: { CurrentPassword: ['Enter your current password to change the e-mail address.'] } });
    const wrong = await update({ ...profile, Email: 'attacker@example.com', CurrentPassword: base64('a-guess') });
    expect(json(wrong)).toMatchObject({ errors: { CurrentPassword: ['The current password is incorrect.'] } });
    expect(json<{ Email: string }>(await shop.call('GET', '/api/Customer/get', { token })).Email).toBe('MAIL@example.com');

    const right = await update({ ...profile, Email: 'new-mail@example.com', CurrentPassword: base64('mail-password') });
    expect(json(right)).toEqual({ Success: true });
    await shop.login({ email: 'new-mail@example.com', password: 'mail-password' });
  });

  /** The links of the recovery mails received, oldest first. */
  const recoveryLinks = (): URL[] =>
    mailbox.received.flatMap((mail) =>
      [...mail.text.matchAll(/https?:\/\/\S+\/forgot-password\/confirm\S*/g)].map((match) => new URL(match[0])),
    );
  const requestLink = async (email: string): Promise<string> => {
    const before = recoveryLinks().length;
    expect(json(await shop.call('POST', '/api/Customer/PasswordRecovery', { body: { email } }))).toEqual({ Success: true });
    await mailbox.waitFor(() => recoveryLinks().length > before);
    const links = recoveryLinks();
    expect(links).toHaveLength(before + 1);
    return links[links.length - 1]?.searchParams.get('token') ?? '';
  };
  const confirm = (email: string, password: string, token: string) =>
    shop.call('POST', '/api/Customer/PasswordRecoveryConfirm', {
      body: { Email: email, NewPassword: base64(password), ConfirmNewPassword: base64(password), Token: token },
    });

  it('recovers a password with the mailed link, once, and signs out every session', async () => {
    const oldSession = await shop.login({ email: 'pw@example.com', password: 'second-password' });
    const unknown = await shop.call('POST', '/api/Customer/PasswordRecovery', { body: { Email: 'nobody@example.com' } });
    expect(json(unknown)).toEqual({ Success: true });
    const token = await requestLink('pw@example.com');
    expect(recoveryLinks().at(-1)?.origin).toBe('https://parts.example.com');
    expect(recoveryLinks().at(-1)?.pathname).toBe('/forgot-password/confirm');
    // neither the link nor its token is written to the log
    expect(log.some((entry) => entry.includes(token))).toBe(false);

    const mismatch = await shop.call('POST', '/api/Customer/PasswordRecoveryConfirm', {
      body: { Email: 'pw@example.com', NewPassword: base64('third-password'), ConfirmNewPassword: base64('other-password'), Token: token },
    });
    expect(json(mismatch)).toMatchObject({ errors: { ConfirmNewPassword: ['Password not match'] } });
    const wrongToken = await confirm('pw@example.com', 'third-password', 'forged');
    expect(json(wrongToken)).toMatchObject({ errors: { Token: ['The recovery link is invalid or expired.'] } });
    const otherEmail = await confirm('dealer@example.com', 'third-password', token);
    expect(otherEmail.statusCode).toBe(400);

    const ok = await confirm('pw@example.com', 'third-password', token);
    expect(json(ok)).toEqual({ Success: true });
    expect((await shop.call('GET', '/api/Customer/get', { token: oldSession })).statusCode).toBe(401);
    await shop.login({ email: 'pw@example.com', password: 'third-password' });
    const again = await confirm('pw@example.com', 'fourth-password', token);
    expect(again.statusCode).toBe(400);
    expect(log.some((entry) => entry.includes('third-password') || entry.includes(base64('third-password')))).toBe(false);
  });

  it('one recovery link sent twice at once sets one password: the other request is refused', async () => {
    const token = await requestLink('pw@example.com');
    const answers = await Promise.all(
      ['racing-one', 'racing-two', 'racing-three'].map((password) => confirm('pw@example.com', password, token)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400, 400]);
    const winner = ['racing-one', 'racing-two', 'racing-three'][answers.findIndex((answer) => answer.statusCode === 200)] ?? '';
    await shop.login({ email: 'pw@example.com', password: winner });
    for (const loser of ['racing-one', 'racing-two', 'racing-three'].filter((password) => password !== winner)) {
      await expect(shop.login({ email: 'pw@example.com', password: loser })).rejects.toThrow('401');
    }
  });

  it('a newer recovery link voids the older ones, and a password change voids the newest', async () => {
    const older = await requestLink('pw@example.com');
    const newer = await requestLink('pw@example.com');
    expect(json(await confirm('pw@example.com', 'from-older-link', older))).toMatchObject({
      errors: { Token: ['The recovery link is invalid or expired.'] },
    });
    expect(json(await confirm('pw@example.com', 'from-newer-link', newer))).toEqual({ Success: true });

    const pending = await requestLink('pw@example.com');
    const session = await shop.login({ email: 'pw@example.com', password: 'from-newer-link' });
    expect(
      (await setPassword(session, { Password: base64('changed-by-hand'), CurrentPassword: base64('from-newer-link') })).statusCode,
    ).toBe(200);
    expect((await confirm('pw@example.com', 'from-pending-link', pending)).statusCode).toBe(400);
  });

  it('answers 400 for a recovery request without a valid e-mail', async () => {
    const response = await shop.call('POST', '/api/Customer/PasswordRecovery', { body: { Email: 'nope' } });
    expect(json(response)).toMatchObject({ errors: { Email: ['Wrong email'] } });
  });
});

describe('request log', () => {
  it('never contains a password or a bearer token', async () => {
    const token = await shop.login(DEALER);
    await shop.call('GET', '/api/Customer/get', { token });
    const text = log.join('\n');
    expect(text).not.toContain(token);
    expect(text).not.toContain(base64(DEALER.password));
    expect(text).not.toContain(DEALER.password);
    expect(text).toContain('request completed');
  });
});
