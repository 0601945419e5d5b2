import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gunzipSync } from 'node:zlib';
import { json, startShop, type TestShop } from './helpers';

describe('store config', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startShop();
  });
  afterAll(() => shop.close());

  it('GET /api/config answers the demo configuration without a token', async () => {
    const response = await shop.call('GET', '/api/config');
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({
      general: {
        logo: '/backoffice/images/logo.svg',
        showPriceNetto: true,
        showIncadeaOrders: true,
        hiddenTopics: false,
        vehicleBrand: 'NS',
        defaultSite: expect.stringMatching(/^https:\/\//),
      },
      seo: { defaultTitle: 'Parts Shop', defaultMetaDescription: expect.any(String), defaultMetaKeywords: expect.any(String) },
      global: { homeSliderFull: true },
      extensions: [
        'batch-stock',
        'name-search',
        'supersession',
        'delivery-estimate',
        'search-hints',
        'fitment',
        'import-report',
        'order-reference',
        'recent-vehicles',
        'feeds',
        'price-file',
      ],
    });
  });

  it('reads the stored settings (store_config) on every request', async () => {
    const db = await shop.database();
    await db
      .updateTable('store_config')
      .set({ value: 'false' })
      .where('section', '=', 'general')
      .where('name', '=', 'showPriceNetto')
      .execute();
    expect(json<{ general: { showPriceNetto: boolean } }>(await shop.call('GET', '/api/config')).general.showPriceNetto).toBe(false);
  });

  it('merges SHOP_CONFIG_OVERRIDES over the stored config', async () => {
    process.env.SHOP_CONFIG_OVERRIDES = '{"general":{"showIncadeaOrders":false}}';
    const overridden = await startShop();
    delete process.env.SHOP_CONFIG_OVERRIDES;
    try {
      const config = json<{ general: { showIncadeaOrders: boolean; showPriceNetto: boolean } }>(
        await overridden.call('GET', '/api/config'),
      );
      expect(config.general).toMatchObject({ showIncadeaOrders: false, showPriceNetto: true });
    } finally {
      await overridden.close();
    }
  });

  it('lists fewer extensions when an override says so (a back end speaking only the spec)', async () => {
    process.env.SHOP_CONFIG_OVERRIDES = '{"extensions":[]}';
    const plain = await startShop();
    delete process.env.SHOP_CONFIG_OVERRIDES;
    try {
      expect(json<{ extensions: string[] }>(await plain.call('GET', '/api/config')).extensions).toEqual([]);
    } finally {
      await plain.close();
    }
  });
});

describe('HTTP conventions', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startShop();
  });
  afterAll(() => shop.close());

  it('answers unknown /api paths with 404 JSON', async () => {
    for (const url of ['/api/nothing-here', '/api/Customer/nothing', '/']) {
      const response = await shop.call('GET', url, { headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(404);
      expect(json(response)).toEqual({ title: 'Not found', status: 404 });
    }
  });

  it('matches paths case-insensitively and ignores a trailing slash', async () => {
    for (const url of ['/api/CONFIG', '/api/Config/', '/Api/store/GET']) {
      expect((await shop.call('GET', url)).statusCode).toBe(200);
    }
  });

  const preflight = (app: TestShop['app'], origin: string) =>
    app.inject({
      method: 'OPTIONS',
      url: '/api/Customer/get',
      headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization,x-store-id' },
    });

  it('allows no cross-origin calls by default: a preflight from another site gets no allow-origin', async () => {
    const response = await preflight(shop.app, 'https://evil.example');
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('allows cross-origin calls with the bearer and store headers from the configured origins only', async () => {
    const configured = await startShop({ corsOrigins: ['https://dealer-tools.example'] });
    try {
      const allowed = await preflight(configured.app, 'https://dealer-tools.example');
      expect(allowed.statusCode).toBe(204);
      expect(allowed.headers['access-control-allow-origin']).toBe('https://dealer-tools.example');
      expect(String(allowed.headers['access-control-allow-headers'])).toMatch(/Authorization.*Content-Type.*X-Store-Id/);
      expect((await preflight(configured.app, 'https://evil.example')).headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await configured.close();
    }
  });

  it('serves the OpenAPI document and Swagger UI', async () => {
    const response = await shop.call('GET', '/api/openapi.json');
    expect(response.statusCode).toBe(200);
    const document = json<{ openapi: string; paths: Record<string, Record<string, { security?: unknown }>> }>(response);
    expect(document.openapi).toMatch(/^3\./);
    expect(document.paths['/api/user/login']?.post).toBeDefined();
    expect(document.paths['/api/Customer/get']?.get?.security).toEqual([{ bearer: [] }]);
    expect((await shop.call('GET', '/docs/')).statusCode).toBe(200);
  });

  it("answers the config's SEO texts in the language asked for", async () => {
    const seo = async (language: string) =>
      json<{ seo: { defaultTitle: string; defaultMetaDescription: string } }>(
        await shop.call('GET', '/api/config', { headers: { 'accept-language': language } }),
      ).seo;
    expect((await seo('pl')).defaultTitle).toBe('Sklep z częściami');
    expect((await seo('pl')).defaultMetaDescription).toMatch(/^Oryginalne części zamienne/);
    expect((await seo('en')).defaultTitle).toBe('Parts Shop');
  });

  it('draws the logo and the store images under /backoffice', async () => {
    const logo = await shop.call('GET', '/backoffice/images/logo.svg');
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(logo.body).toContain('<svg');
    expect((await shop.call('GET', '/backoffice/images/warehouses/2.svg')).statusCode).toBe(200);
    expect((await shop.call('GET', '/backoffice/images/warehouses/3.svg')).statusCode).toBe(404);
    expect((await shop.call('GET', '/backoffice/images/slides/1.svg')).statusCode).toBe(200);
    expect((await shop.call('GET', '/backoffice/images/pictures/x.svg')).statusCode).toBe(400);
  });

  it("draws a branch office's name in the language its warehouse answer names", async () => {
    const office = async (language: string) =>
      json<{ Id: number; Name: string; ImageUrl: string | null }[]>(
        await shop.call('GET', '/api/Warehouse/list', { headers: { 'accept-language': language } }),
      ).find((warehouse) => warehouse.Id === 2);
    const label = (svg: string) => /aria-label="([^"]*)"/.exec(svg)?.[1];
    const polish = await office('pl');
    expect(polish?.ImageUrl).toBe('/backoffice/images/warehouses/2.svg?lang=pl');
    expect(label((await shop.call('GET', polish?.ImageUrl ?? '')).body)).toBe(polish?.Name);
    expect(polish?.Name).toMatch(/^Oddział /);
    const english = await office('en');
    expect(english?.ImageUrl).toBe('/backoffice/images/warehouses/2.svg?lang=en');
    expect(label((await shop.call('GET', english?.ImageUrl ?? '')).body)).toMatch(/^Branch office /);
    // the logo draws the store's name as the store list answers it in each language
    const storeName = async (language: string) =>
      json<{ Name: string }>(await shop.call('GET', '/api/Store/get', { headers: { 'accept-language': language } })).Name;
    expect(label((await shop.call('GET', '/backoffice/images/logo.svg?lang=pl')).body)).toBe(await storeName('pl'));
    expect(label((await shop.call('GET', '/backoffice/images/logo.svg?lang=en')).body)).toBe(await storeName('en'));
    expect(await storeName('pl')).not.toBe(await storeName('en'));
  });

  it("draws a banner's whole text, in lines, not cut off", async () => {
    const banner = (await shop.call('GET', '/backoffice/images/slides/4.svg')).body;
    const drawn = [...banner.matchAll(/<tspan[^>]*>([^<]*)<\/tspan>/g)].map((m) => m[1]).join(' ');
    expect(drawn).toBe('Pads and discs for every current model, in stock in every branch office.');
  });

  it('draws a banner in the language its slider answer names (Polish by default)', async () => {
    const polish = await shop.call('GET', '/api/slider?sliderType=1', { headers: { 'accept-language': 'pl' } });
    const [slide] = JSON.parse(polish.body) as { PictureUrl: string }[];
    expect(slide?.PictureUrl).toBe('/backoffice/images/slides/4.svg?lang=pl');
    const drawn = (svg: string) => [...svg.matchAll(/<tspan[^>]*>([^<]*)<\/tspan>/g)].map((m) => m[1]).join(' ');
    expect(drawn((await shop.call('GET', slide!.PictureUrl)).body)).toBe(
      'Klocki i tarcze do każdego aktualnego modelu, dostępne w każdym oddziale.',
    );
    const [english] = JSON.parse((await shop.call('GET', '/api/slider?sliderType=1')).body) as { PictureUrl: string }[];
    expect(english?.PictureUrl).toBe('/backoffice/images/slides/4.svg?lang=en');
    expect(drawn((await shop.call('GET', english!.PictureUrl)).body)).toBe(
      'Pads and discs for every current model, in stock in every branch office.',
    );
    expect((await shop.call('GET', '/backoffice/images/slides/4.svg?lang=de')).statusCode).toBe(400);
  });
});

describe('serving the built front end', () => {
  let shop: TestShop;
  let deployDir: string;
  beforeAll(async () => {
    deployDir = mkdtempSync(join(tmpdir(), 'parts-deploy-'));
    mkdirSync(join(deployDir, 'remotes', 'catalog', '1.0.0'), { recursive: true });
    writeFileSync(join(deployDir, 'index.html'), '<!doctype html><title>Parts shop</title><div id="root"></div>');
    writeFileSync(join(deployDir, 'config.json'), JSON.stringify({ apiBase: '', remotesManifest: '/remotes.json' }));
    writeFileSync(join(deployDir, 'remotes.json'), JSON.stringify({ catalog: '/remotes/catalog/1.0.0/mf-manifest.json' }));
    writeFileSync(join(deployDir, 'main.3f9a1c2b.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
    writeFileSync(join(deployDir, 'remotes', 'catalog', '1.0.0', 'remoteEntry.js'), 'var catalog = {};');
    writeFileSync(join(deployDir, 'remotes', 'catalog', '1.0.0', 'mf-manifest.json'), '{}');
    writeFileSync(join(deployDir, 'remotes', 'catalog', '1.0.0', '512.0a1b2c3d4e.js'), 'var chunk = 1;');
    // the service worker and an entry as pnpm build writes them: each beside its brotli copy
    for (const file of ['sw.js', join('remotes', 'catalog', '1.0.0', 'remoteEntry.js')]) {
      const code = `self.x = ${JSON.stringify('y'.repeat(2000))};`;
      writeFileSync(join(deployDir, file), code);
      writeFileSync(join(deployDir, `${file}.br`), brotliCompressSync(code));
    }
    shop = await startShop({ deployDir });
  });
  afterAll(async () => {
    await shop.close();
    rmSync(deployDir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => shop.app.inject({ method: 'GET', url, headers });

  it('serves index.html at / and for app routes that accept HTML, without caching', async () => {
    for (const url of ['/', '/my-account/order-history/3', '/level4/product/12?hotspots=1']) {
      const response = await get(url, { accept: 'text/html,application/xhtml+xml' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('does not answer index.html for API, file or non-HTML requests', async () => {
    expect((await get('/api/unknown', { accept: 'text/html' })).statusCode).toBe(404);
    expect((await get('/missing.js', { accept: 'text/html' })).statusCode).toBe(404);
    expect((await get('/remotes/catalog/9.9.9/x', { accept: 'text/html' })).statusCode).toBe(404);
    expect((await get('/some/route', { accept: 'application/json' })).statusCode).toBe(404);
  });

  it('caches hashed files for a year and the manifests not at all', async () => {
    expect((await get('/main.3f9a1c2b.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/remotes/catalog/1.0.0/512.0a1b2c3d4e.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of [
      '/config.json',
      '/remotes.json',
      '/remotes/catalog/1.0.0/remoteEntry.js',
      '/remotes/catalog/1.0.0/mf-manifest.json',
    ]) {
      expect((await get(url)).headers['cache-control']).toBe('no-cache');
    }
  });

  it('sends a pre-compressed file with the headers of its original: the worker and the entries are never cached, the worker under its own policy', async () => {
    for (const url of ['/sw.js', '/remotes/catalog/1.0.0/remoteEntry.js']) {
      const response = await get(url, { 'accept-encoding': 'br' });
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    const worker = await get('/sw.js', { 'accept-encoding': 'br' });
    expect(worker.headers['content-security-policy']).toBe("default-src 'none'; connect-src 'self'; frame-ancestors 'none'");
    expect((await get('/sw.js')).headers['content-security-policy']).toBe("default-src 'none'; connect-src 'self'; frame-ancestors 'none'");
    expect((await get('/remotes/catalog/1.0.0/remoteEntry.js')).headers['content-security-policy']).toBe(
      "default-src 'none';frame-ancestors 'none'",
    );
  });

  it('lets other origins load and time the remotes', async () => {
    const response = await get('/remotes/catalog/1.0.0/remoteEntry.js');
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['timing-allow-origin']).toBe('*');
    expect((await get('/main.3f9a1c2b.js')).headers['timing-allow-origin']).toBeUndefined();
  });

  it('compresses JavaScript when the browser accepts gzip', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/main.3f9a1c2b.js', headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toContain('console.log');
  });

  it('still answers the API', async () => {
    expect((await get('/api/config')).statusCode).toBe(200);
  });
});

describe('security headers', () => {
  let shop: TestShop;
  let deployDir: string;
  const BOOT = 'window.__shopBoot = {};';
  const LANGUAGE = "document.documentElement.lang = 'pl';";
  const STYLE = 'body { margin: 0 }';
  const shell = (boot = BOOT) =>
    `<!doctype html><html><head><style>${STYLE}</style><script id="boot-hints" type="application/json">{}</script>` +
    `<script>${boot}</script><script defer src="/main.js"></script></head><body><div id="root"></div><script>${LANGUAGE}</script></body></html>`;
  const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
  const writeConfig = (config: Record<string, unknown>) =>
    writeFileSync(
      join(deployDir, 'config.json'),
      JSON.stringify({ apiBase: '', stage: 'production', gtmId: null, remotesManifest: '/remotes.json', ...config }),
    );

  beforeAll(async () => {
    deployDir = mkdtempSync(join(tmpdir(), 'parts-deploy-csp-'));
    mkdirSync(join(deployDir, 'remotes', 'account', '1.0.0'), { recursive: true });
    writeFileSync(join(deployDir, 'index.html'), shell());
    writeFileSync(join(deployDir, 'main.js'), 'console.log(1)');
    writeConfig({});
    writeFileSync(
      join(deployDir, 'remotes.json'),
      JSON.stringify({
        catalog: 'https://cdn.example/remotes/catalog/1.0.0/mf-manifest.json',
        account: '/remotes/account/1.0.0/mf-manifest.json',
      }),
    );
    writeFileSync(
      join(deployDir, 'remotes', 'account', '1.0.0', 'mf-manifest.json'),
      JSON.stringify({ metaData: { publicPath: 'https://static.example/account/' } }),
    );
    shop = await startShop({ deployDir });
  });
  afterAll(async () => {
    await shop.close();
    rmSync(deployDir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => shop.app.inject({ method: 'GET', url, headers });
  const directives = (policy: unknown): Record<string, string[]> =>
    Object.fromEntries(
      String(policy)
        .split(';')
        .map((part) => part.trim().split(/\s+/))
        .filter(([name]) => name)
        .map(([name = '', ...sources]) => [name, sources]),
    );
  const shellPolicy = async (url = '/') => directives((await get(url, { accept: 'text/html' })).headers['content-security-policy']);

  it('every answer says nosniff, no referrer, HSTS, and (API, files) runs nothing and may not be framed: JSON, an error, a file', async () => {
    const token = await shop.login();
    for (const response of [
      await shop.call('GET', '/api/config'),
      await shop.call('GET', '/api/Customer/get', { token }),
      await shop.call('GET', '/api/Customer/get'),
      await shop.call('POST', '/api/user/login', { body: {} }),
      await get('/api/nothing'),
      await get('/main.js'),
      await get('/backoffice/images/logo.svg'),
    ]) {
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
      expect(directives(response.headers['content-security-policy'])).toEqual({ 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] });
      // what only a page needs is not repeated on each of its twenty scripts
      expect(response.headers['x-frame-options']).toBeUndefined();
    }
  });

  it('pages (the shell, Swagger UI) also get X-Frame-Options, COOP and the other document headers', async () => {
    for (const response of [await get('/', { accept: 'text/html' }), await get('/cart', { accept: 'text/html' }), await get('/docs/')]) {
      expect(response.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'no-referrer',
        'x-frame-options': 'DENY',
        'cross-origin-opener-policy': 'same-origin',
        'x-xss-protection': '0',
      });
    }
  });

  it("the shell's policy allows its own inline scripts and style by hash, no 'unsafe-inline' or 'unsafe-eval'", async () => {
    for (const url of ['/', '/cart', '/level4/product/12']) {
      const policy = await shellPolicy(url);
      expect(policy['script-src']).toEqual(expect.arrayContaining(["'self'", hash(BOOT), hash(LANGUAGE)]));
      // the JSON data block is never run, so it has no hash
      expect(policy['script-src']).not.toContain(hash('{}'));
      expect(policy['style-src']).toEqual(expect.arrayContaining(["'self'", hash(STYLE)]));
      expect(
        Object.values(policy)
          .flat()
          .filter((source) => /unsafe/.test(source)),
      ).toEqual([]);
      expect(policy).toMatchObject({
        'frame-ancestors': ["'none'"],
        'object-src': ["'none'"],
        'base-uri': ["'none'"],
        'script-src-attr': ["'none'"],
      });
    }
  });

  it('the remotes manifest decides where code may come from: each remote and the public path of its build', async () => {
    const policy = await shellPolicy();
    for (const directive of ['script-src', 'style-src', 'connect-src']) {
      expect(policy[directive]).toEqual(expect.arrayContaining(['https://cdn.example', 'https://static.example']));
    }
    expect(policy['script-src']).not.toContain('https://evil.example');
  });

  it('follows the files: a rewritten boot script and a changed config.json are in the next policy', async () => {
    const rewritten = 'window.__shopBoot = { hints: 1 };';
    writeFileSync(join(deployDir, 'index.html'), shell(rewritten));
    writeConfig({
      apiBase: 'https://api.example/',
      gtmId: 'GTM-ABC123',
      stage: 'staging',
      remoteOverrideOrigins: ['http://localhost:3001'],
    });
    try {
      const policy = await shellPolicy();
      expect(policy['script-src']).toContain(hash(rewritten));
      expect(policy['script-src']).not.toContain(hash(BOOT));
      expect(policy['connect-src']).toEqual(
        expect.arrayContaining(['https://api.example', 'http://localhost:3001', 'ws://localhost:3001', 'https://www.googletagmanager.com']),
      );
      expect(policy['script-src']).toEqual(expect.arrayContaining(['http://localhost:3001', 'https://www.googletagmanager.com']));
      expect(policy['img-src']).toContain('https://api.example');
      // production never takes an override, so its origins are not allowed there
      writeConfig({ stage: 'production', remoteOverrideOrigins: ['http://localhost:3001'] });
      expect((await shellPolicy())['script-src']).not.toContain('http://localhost:3001');
    } finally {
      writeFileSync(join(deployDir, 'index.html'), shell());
      writeConfig({});
    }
  });

  it('Swagger UI at /docs runs its own scripts only', async () => {
    const policy = directives((await get('/docs/')).headers['content-security-policy']);
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
  });
});
