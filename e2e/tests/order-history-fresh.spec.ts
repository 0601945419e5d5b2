/**
 * An order just placed is in the order history opened before it (issue 37, item 2): the dealer
 * opens the history, goes to the cart and through the checkout by the shop's own links, places an
 * order and follows the shop's link back: the new order is listed, without a reload.
 */
import { expect, test } from '../support/test';
import { cartWith } from '../support/shop-api';
import { signedIn } from '../support/dealer';

const OIL_FILTER = '99110000001';

test('an order just placed is in the order history opened before, without a reload', async ({ page }) => {
  const token = await signedIn(page, 'en');
  await cartWith(page.request, token, [[OIL_FILTER, 1]]);

  await page.goto('/my-account/order-history');
  await expect(page.getByRole('heading', { level: 1, name: 'Order history' })).toBeVisible();
  // the history has answered (the dealer has orders from other journeys, or none yet)
  await expect(page.getByTestId('order-row').first().or(page.getByText('Order history is empty.'))).toBeVisible();
  const before = await page.getByTestId('order-row').count();
  // no document load from here on: the shop's own links only
  let documents = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents += 1;
  });

  await page.getByTestId('header-cart').click();
  await expect(page).toHaveURL(/\/cart$/);
  await page.getByRole('button', { name: 'Go to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('radio', { name: /Courier DPD/ })).toBeChecked();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('radio', { name: /Bank transfer/ })).toBeChecked();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('checkbox', { name: /terms/ }).check();
  await page.getByRole('button', { name: 'Place order' }).click();

  await expect(page).toHaveURL(/\/success\?order=\w+/);
  const order = new URL(page.url()).searchParams.get('order') ?? '';
  expect(order).not.toBe('');

  // the success page opens the order; its page links back to the history (the account's menu)
  await page.getByRole('link', { name: 'View your order' }).click();
  await expect(page).toHaveURL(/\/orderdetails\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order #${order}`);
  await page.getByRole('link', { name: 'Back to order history' }).click();
  await expect(page).toHaveURL(/\/my-account\/order-history$/);
  await expect(page.getByTestId('order-row').filter({ hasText: order })).toBeVisible();
  await expect(page.getByTestId('order-row')).toHaveCount(before + 1);
  expect(documents).toBe(0);
});
