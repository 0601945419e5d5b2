import { applyOverrides } from './remotes';

const PAGE = 'https://parts.example/level4';
const MANIFEST = {
  catalog: 'https://parts.example/remotes/catalog/1.0.0/mf-manifest.json',
  account: 'https://parts.example/remotes/account/1.0.0/mf-manifest.json',
};

function storage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

it("a tester's override to the shop's own origin is taken and remembered", () => {
  const kept = storage();
  const result = applyOverrides(MANIFEST, { stage: 'staging' }, '?remote:catalog=/remotes/catalog/1.1.0/mf-manifest.json', kept, PAGE);
  expect(result.manifest.catalog).toBe('https://parts.example/remotes/catalog/1.1.0/mf-manifest.json');
  expect(result.overridden).toEqual(['catalog']);
  // the next visit without the parameter still uses it
  expect(applyOverrides(MANIFEST, { stage: 'staging' }, '', kept, PAGE).manifest.catalog).toContain('/1.1.0/');
});

it('an override to another origin is refused and forgotten, unless the runtime config allows that origin', () => {
  const kept = storage();
  const evil = applyOverrides(MANIFEST, { stage: 'staging' }, '?remote:catalog=https://evil.example/mf-manifest.json', kept, PAGE);
  expect(evil.manifest.catalog).toBe(MANIFEST.catalog);
  expect(evil.refused).toEqual(['catalog']);
  expect(kept.values.size).toBe(0);

  const dev = applyOverrides(
    MANIFEST,
    { stage: 'development', remoteOverrideOrigins: ['http://localhost:3001'] },
    '?remote:catalog=http://localhost:3001/mf-manifest.json',
    storage(),
    PAGE,
  );
  expect(dev.manifest.catalog).toBe('http://localhost:3001/mf-manifest.json');
});

it('javascript: and other schemes are never taken', () => {
  const result = applyOverrides(MANIFEST, { stage: 'staging' }, '?remote:catalog=javascript:alert(1)', storage(), PAGE);
  expect(result.refused).toEqual(['catalog']);
  expect(result.manifest.catalog).toBe(MANIFEST.catalog);
});

it('production takes no override at all', () => {
  const result = applyOverrides(
    MANIFEST,
    { stage: 'production' },
    '?remote:account=/remotes/account/2.0.0/mf-manifest.json',
    storage(),
    PAGE,
  );
  expect(result.manifest).toEqual(MANIFEST);
  expect(result.refused).toEqual(['account']);
});
