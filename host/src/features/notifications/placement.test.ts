import { bestPlace, boxAt, coveredCount, visibleControls } from './placement';

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

test('what the dealer reads next (the order summary, marked to be kept clear) counts like a control: the strip goes elsewhere', () => {
  document.body.innerHTML =
    '<section data-notices-keep-clear aria-label="Order summary"><h2>Order summary</h2><p>Order Total 1 234,50 zł</p></section><div id="strip"></div>';
  const summary = document.querySelector('section')!;
  jest
    .spyOn(summary, 'getBoundingClientRect')
    .mockReturnValue({ left: 980, top: 600, right: 1340, bottom: 880, width: 360, height: 280, x: 980, y: 600, toJSON: () => ({}) });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: 900 });
  const controls = visibleControls(document.getElementById('strip')!);
  expect(controls).toEqual([{ left: 980, top: 600, right: 1340, bottom: 880 }]);
  // the quick add's button at the bottom left and the summary at the bottom right: the top right
  expect(bestPlace(size, viewport, 64, [...controls, { left: 165, top: 835, right: 475, bottom: 870 }])).toBe('top-right');
});
