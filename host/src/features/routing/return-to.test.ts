import { loginHref, safeReturnPath } from './return-to';

const ORIGIN = 'https://parts.example.com';

describe('safeReturnPath: only a page of this shop is returned to after sign-in', () => {
  test.each([
    ['/my-account/order-history', '/my-account/order-history'],
    ['/my-account/order-history?status=Pending&from=2025-01-01', '/my-account/order-history?status=Pending&from=2025-01-01'],
    ['/level4/product/99110000001?hotspots=3#parts', '/level4/product/99110000001?hotspots=3#parts'],
    ['/p/about-us', '/p/about-us'],
    ['/my-account/order-history/%2F%2Fevil.example', '/my-account/order-history/%2F%2Fevil.example'],
    // dot segments stay inside the shop
    ['/my-account/../cart', '/cart'],
  ])('%s is followed as %s', (raw, expected) => {
    expect(safeReturnPath(raw, ORIGIN)).toBe(expected);
  });

  test.each([
    // another host, written every way a browser would read as one
    '//evil.example',
    '//evil.example/my-account',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/%0a/evil.example/\u0000',
    'https://evil.example/my-account',
    'https:evil.example',
    'http://parts.example.com.evil.example/',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    ' /cart',
    'cart',
    '',
    `/${'a'.repeat(2000)}`,
    // guest pages and /logout are never returned to (a loop, or signing out again)
    '/login',
    '/login?next=/cart',
    '/register',
    '/forgot-password',
    '/forgot-password/confirm?email=a@b.c&token=t',
    '/logout',
  ])('%j is refused', (raw) => {
    expect(safeReturnPath(raw, ORIGIN)).toBeNull();
  });

  test('a missing value is refused', () => {
    expect(safeReturnPath(null, ORIGIN)).toBeNull();
    expect(safeReturnPath(undefined, ORIGIN)).toBeNull();
  });
});

describe('loginHref', () => {
  test('carries the page asked for, encoded, unless it is home or not followed', () => {
    expect(loginHref('/my-account/order-history?status=Pending')).toBe('/login?next=%2Fmy-account%2Forder-history%3Fstatus%3DPending');
    expect(loginHref('/')).toBe('/login');
    expect(loginHref('/logout')).toBe('/login');
    expect(loginHref('//evil.example')).toBe('/login');
  });
});
