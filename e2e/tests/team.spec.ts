/**
 * Issue 41 (extension team): a dealer's company at work. The administrator (Polish, desktop)
 * invites a Requester and a Buyer; each opens the link of the mail that arrived and sets a
 * password; the Requester (Polish, desktop) builds a cart and asks for approval; the Buyer
 * (English, a 390 px phone) finds the order in the queue and approves it; the order shows who
 * asked and who approved; the administrator deactivates the Requester, whose next click signs them
 * out. Each person in a browser of their own (a context each).
 */
import { expect, test, watchCsp, type APIRequestContext, type Page } from '../support/test';
import type { Mailbox } from '../support/mailbox';
import { needsExtension } from '../support/extensions';
import { speaking } from '../support/dealer';
import { registerDealer } from '../support/shop-api';

needsExtension('team');

const OIL_FILTER = '99110000001';

/** A dealer's company of this journey's own (the demo dealers' data stays as the other journeys know it): its login's token. */
async function newCompany(request: APIRequestContext, email: string, password: string): Promise<string> {
  await registerDealer(request, email, password);
  const login = await request.post('/api/user/login', { data: { email, password: Buffer.from(password, 'utf8').toString('base64') } });
  expect(login.ok()).toBeTruthy();
  return login.text();
}

/** The invitation link mailed to `email`. */
async function invitationLink(mailbox: Mailbox, email: string, subject: RegExp): Promise<string> {
  const mail = await mailbox.waitFor((received) => received.to.includes(email) && /\/team\/accept\?/.test(received.text));
  expect(mail.subject).toMatch(subject);
  return /https?:\/\/\S+\/team\/accept\S*/.exec(mail.text)?.[0] ?? '';
}

/** The invited person opens the link, sets a password, and signs in on the login page it leads to. */
async function acceptAndSignIn(page: Page, link: string, who: { email: string; password: string }, submit: string): Promise<void> {
  await page.goto(link);
  await page.locator('#team-accept-password').fill(who.password);
  await page.locator('#team-accept-repeat-password').fill(who.password);
  await page.getByRole('button', { name: submit }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.locator('#login-email').fill(who.email);
  await page.locator('#login-password').fill(who.password);
  await page.locator('form[aria-labelledby="login-heading"] button[type="submit"]').click();
  await expect(page).toHaveURL(/\/$/);
}

test('a company at work: invited from the mail, a Requester asks, a Buyer on a phone approves, a deactivated Requester is signed out', async ({
  browser,
  page,
  shop,
  mailbox,
}) => {
  test.setTimeout(180_000);
  const run = Date.now();
  const admin = { email: `szef-${run}@example.com`, password: 'szef-secret' };
  const requester = { email: `zgloszenia-${run}@example.com`, password: 'requester-secret', name: 'Anna Zgłaszająca' };
  const buyer = { email: `buyer-${run}@example.com`, password: 'buyer-secret', name: 'Tom Buyer' };

  // the administrator: Polish, desktop
  const token = await newCompany(page.request, admin.email, admin.password);
  await speaking(page, 'pl');
  await page.addInitScript((value) => window.localStorage.setItem('token', value), token);
  await page.goto('/my-account/team');
  const invite = page.getByRole('form', { name: 'Zaproś pracownika' });
  for (const person of [
    { ...requester, role: 'Zgłaszający', language: 'Polski' },
    { ...buyer, role: 'Kupujący', language: 'English' },
  ]) {
    await invite.getByLabel('E-mail').fill(person.email);
    await invite.getByLabel('Imię i nazwisko').fill(person.name);
    await invite.getByLabel('Rola').selectOption({ label: person.role });
    await invite.getByLabel('Język zaproszenia').selectOption({ label: person.language });
    await invite.getByRole('button', { name: 'Wyślij zaproszenie' }).click();
    await expect(page.getByText(`Wysłano zaproszenie na adres ${person.email}.`)).toBeVisible();
    await expect(page.getByRole('listitem', { name: person.name })).toContainText('Zaproszony');
  }

  // the Requester: their own browser, Polish, desktop; the link from the mail in Polish
  const requesterBrowser = await browser.newContext({ baseURL: shop.baseURL, locale: 'pl-PL', viewport: { width: 1366, height: 900 } });
  const buyerBrowser = await browser.newContext({
    baseURL: shop.baseURL,
    locale: 'en-GB',
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  // each browser watched for Content-Security-Policy violations, as the fixture watches the administrator's
  const violations = [await watchCsp(requesterBrowser), await watchCsp(buyerBrowser)];
  try {
    const asking = await requesterBrowser.newPage();
    await speaking(asking, 'pl');
    await acceptAndSignIn(asking, await invitationLink(mailbox, requester.email, /zaprasza Cię/), requester, 'Ustaw hasło');

    // builds a cart and asks for approval
    await asking.goto('/cart');
    await asking.getByRole('textbox', { name: 'Numer części' }).first().fill(OIL_FILTER);
    await asking.getByRole('button', { name: 'Dodaj do koszyka' }).click();
    await expect(asking.getByTestId('cart-line').filter({ has: asking.getByRole('heading', { name: OIL_FILTER }) })).toBeVisible();
    await asking.getByRole('button', { name: 'Przejdź do zamówienia: wyślij do zatwierdzenia' }).click();
    await asking.getByRole('button', { name: 'Dalej' }).click();
    await asking.getByRole('button', { name: 'Dalej' }).click();
    await asking.getByRole('checkbox', { name: /regulamin/ }).check();
    await asking.getByRole('button', { name: 'Wyślij do zatwierdzenia' }).click();
    await expect(asking.getByText('Twoje zamówienie zostało wysłane do zatwierdzenia')).toBeVisible();
    await expect(asking).toHaveURL(/\/my-account\/approvals$/);
    const mine = asking.getByRole('region', { name: 'Moje prośby' });
    await expect(mine).toContainText('Czeka na zatwierdzenie');
    await expect(mine).toContainText(requester.name);

    // the Buyer: their own browser, English, a phone; the link from the mail in English
    const approving = await buyerBrowser.newPage();
    await speaking(approving, 'en');
    await acceptAndSignIn(approving, await invitationLink(mailbox, buyer.email, /invites you to/), buyer, 'Set password');
    await approving.goto('/my-account/approvals');
    const queue = approving.getByRole('region', { name: 'Waiting for approval' });
    await expect(queue).toContainText(requester.name);
    await queue.getByRole('button', { name: `Review the order of ${requester.name}` }).click();
    await expect(queue.getByRole('table')).toContainText(OIL_FILTER);
    await queue.getByRole('button', { name: 'Approve' }).click();
    const approved = approving.getByText(/^Approved: order \S+ was placed\.$/);
    await expect(approved).toBeVisible();
    const number = /order (\S+) was placed/.exec((await approved.textContent()) ?? '')?.[1] ?? '';
    await expect(queue).toContainText('No order is waiting for approval.');
    // nothing sticks out of the phone's screen
    expect(await approving.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // the order, in the company's history (the Buyer's menu: no page load), and the page of the order
    await approving.getByRole('link', { name: 'Order history' }).click();
    const row = approving.getByTestId('order-row').filter({ hasText: number });
    await expect(row).toHaveCount(1);
    await row.getByRole('link', { name: number, exact: true }).click();
    await expect(approving.getByRole('heading', { level: 1 })).toContainText(number);
    // the order says who asked for it and who approved it
    await expect(approving.getByTestId('order-placed-by')).toHaveText(requester.name);
    await expect(approving.getByTestId('order-approved-by')).toHaveText(buyer.name);

    // the Requester's request shows who asked, who approved, and the order (a number: a Requester has no order history)
    await asking.reload();
    const request = mine.getByRole('listitem').filter({ hasText: requester.name });
    await expect(request).toContainText(`Zatwierdzone · ${buyer.name} · Zamówienie ${number}`);
    await expect(request.getByRole('link')).toHaveCount(0);

    // the administrator deactivates the Requester: their next click signs them out
    const person = page.getByRole('listitem', { name: requester.name });
    await person.getByRole('button', { name: 'Dezaktywuj' }).click();
    await expect(page.getByText(`Dezaktywowano i wylogowano: ${requester.name}.`)).toBeVisible();
    await expect(person).toContainText('Dezaktywowany');
    await asking
      .getByRole('banner')
      .getByRole('link', { name: /^Koszyk/ })
      .click();
    await expect(asking).toHaveURL(/\/login\?next=%2Fcart$/);
    await expect(asking.locator('#login-email')).toBeVisible();
    await expect.poll(() => asking.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
  } finally {
    await requesterBrowser.close();
    await buyerBrowser.close();
  }
  expect(violations.flat(), 'Content-Security-Policy violations').toEqual([]);
});
