import { bestPlace, boxAt, coveredCount } from './placement';

const viewport = { width: 1366, height: 900 };
const size = { width: 400, height: 60 };

test('bottom left when nothing is there', () => {
  expect(bestPlace(size, viewport, 64, [{ left: 900, top: 100, right: 1000, bottom: 130 }])).toBe('bottom-left');
});

test('a control at the bottom left (the quick add button just used) sends the strip to the bottom right', () => {
  const button = { left: 165, top: 835, right: 475, bottom: 870 };
  expect(coveredCount(boxAt('bottom-left', 400, 60, viewport, 64), [button])).toBe(1);
  expect(bestPlace(size, viewport, 64, [button])).toBe('bottom-right');
});

test('controls along the whole bottom: the top right, under the header', () => {
  const controls = [
    { left: 165, top: 835, right: 475, bottom: 870 },
    { left: 900, top: 835, right: 1300, bottom: 870 },
  ];
  expect(bestPlace(size, viewport, 64, controls)).toBe('top-right');
  expect(boxAt('top-right', 400, 60, viewport, 64).top).toBe(76);
});

test('every place covers something: the one covering fewest', () => {
  const everywhere = [
    { left: 0, top: 830, right: 1366, bottom: 900 },
    { left: 0, top: 70, right: 500, bottom: 140 },
    { left: 0, top: 70, right: 500, bottom: 140 },
    { left: 900, top: 70, right: 1366, bottom: 140 },
  ];
  expect(bestPlace(size, viewport, 64, everywhere)).toBe('bottom-left');
});
