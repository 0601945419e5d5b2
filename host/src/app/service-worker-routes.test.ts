import { REFERENCE_PATHS, referenceKey, treatmentOf } from '../../service-worker/routes';

const ORIGIN = 'http://shop.test';
const treat = (url: string, mode = 'no-cors', method = 'GET') => treatmentOf({ method, url: new URL(url, ORIGIN), mode }, ORIGIN);

describe('what the service worker does with a request', () => {
  it('answers every page of the app with the one shell, and leaves navigations the app does not own alone', () => {
    for (const path of ['/', '/cart', '/level4/product/12?hotspots=1', '/my-account/order-history/3'])
      expect(treat(path, 'navigate')).toBe('shell');
    for (const path of ['/api/Customer/get', '/docs', '/backoffice/images/1.svg', '/remotes/catalog/1.0.0/', '/cart.csv'])
      expect(treat(path, 'navigate')).toBe('none');
  });

  it('keeps hashed files for good and asks the network for the unhashed ones first', () => {
    expect(treat('/398.2bae80b1.js')).toBe('immutable');
    expect(treat('/remotes/catalog/1.0.0/__federation_expose_CatalogSearch.10c5cdda.js')).toBe('immutable');
    expect(treat('/remotes/catalog/1.0.0/398.fa150dbf.css', 'cors')).toBe('immutable');
    expect(treat('/main.js')).toBe('static');
  });

  it('always asks the network for what decides which code runs, whatever the environment', () => {
    for (const path of [
      '/config.json',
      '/remotes.json',
      '/remotes.staging.json',
      '/remotes/catalog/9.9.9/mf-manifest.json',
      '/remotes/catalog/9.9.9/remoteEntry.js',
    ]) {
      expect(treat(path, 'cors')).toBe('manifest');
    }
  });

  it('keeps the store’s reference data, and no dealer’s answer', () => {
    for (const path of REFERENCE_PATHS) expect(treat(path, 'cors')).toBe('reference');
    for (const path of [
      '/api/Level4/Cart',
      '/api/Customer/get',
      '/api/ShoppingList',
      '/api/Order/list',
      '/api/config?x=1',
      '/api/Topic/get?seName=about-us',
    ]) {
      expect(treat(path, 'cors')).toBe('none');
    }
    expect(treat('/api/config', 'cors', 'POST')).toBe('none');
  });

  it('empties the reference cache on a sign-in or sign-out', () => {
    expect(treat('/api/user/logout', 'cors', 'POST')).toBe('session');
    expect(treat('/api/user/login', 'cors', 'POST')).toBe('session');
  });

  it('leaves other origins, the worker itself and the API’s pictures alone', () => {
    expect(treat('http://cdn.test/remotes/catalog/1.0.0/398.2bae80b1.js')).toBe('none');
    expect(treat('http://cdn.test/', 'navigate')).toBe('none');
    expect(treat('/sw.js')).toBe('none');
    expect(treat('/backoffice/images/slides/4.svg')).toBe('none');
  });

  it('keys the reference data by language and store as well as URL', () => {
    const url = new URL('/api/Topic/list', ORIGIN);
    const keys = new Set([
      referenceKey(url, 'pl', '1'),
      referenceKey(url, 'en', '1'),
      referenceKey(url, 'pl', '2'),
      referenceKey(url, 'pl', null),
    ]);
    expect(keys.size).toBe(4);
    expect(referenceKey(url, 'pl', '1')).toBe(referenceKey(url, 'pl', '1'));
  });
});
