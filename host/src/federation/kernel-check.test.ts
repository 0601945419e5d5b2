import { checkManifest, kernelRefusal, satisfiesCaret } from './kernel-check';

it('a caret range takes later minors and patches of its major, nothing older and no other major', () => {
  expect(satisfiesCaret('1.0.1', '^1.0.0')).toBe(true);
  expect(satisfiesCaret('1.4.0', '^1.2.3')).toBe(true);
  expect(satisfiesCaret('1.2.3', '^1.2.3')).toBe(true);
  expect(satisfiesCaret('1.2.2', '^1.2.3')).toBe(false);
  expect(satisfiesCaret('1.9.9', '^2.0.0')).toBe(false);
  expect(satisfiesCaret('2.0.0', '^1.0.0')).toBe(false);
  expect(satisfiesCaret('0.3.0', '^0.2.0')).toBe(false);
  expect(satisfiesCaret('0.2.5', '^0.2.0')).toBe(true);
});

it('a remote whose manifest needs another kernel major is refused; a later build that fits is taken again', () => {
  const built = (requiredVersion: string) => [
    { name: 'react', requiredVersion: '^19.3.1' },
    { name: '@parts/shared-kernel', requiredVersion },
  ];
  checkManifest('catalog', built('^2.0.0'), '1.0.1');
  expect(kernelRefusal('catalog')).toEqual({ has: '1.0.1', needs: '^2.0.0' });
  expect(kernelRefusal('account')).toBeUndefined();

  checkManifest('catalog', built('^1.0.0'), '1.0.1');
  expect(kernelRefusal('catalog')).toBeUndefined();
});

it('a remote built before remotes declared their kernel is taken', () => {
  checkManifest('catalog', [{ name: 'react', requiredVersion: '^19.3.1' }], '1.0.1');
  expect(kernelRefusal('catalog')).toBeUndefined();
});
