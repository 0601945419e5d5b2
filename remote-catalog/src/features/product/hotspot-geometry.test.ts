import { hotspot } from '../../test-support/fixtures';
import { hotspotPositions, paddedRect, positionKey } from './hotspot-geometry';

describe('hotspot rectangles', () => {
  it('are padded by 5 on every side', () => {
    expect(paddedRect({ x1Koordinate: 100, y1Koordinate: 50, x2Koordinate: 130, y2Koordinate: 70 })).toEqual({
      x: 95,
      y: 45,
      width: 40,
      height: 30,
    });
  });

  it('do not depend on the order of the corners', () => {
    expect(paddedRect({ x1Koordinate: 130, y1Koordinate: 70, x2Koordinate: 100, y2Koordinate: 50 })).toEqual({
      x: 95,
      y: 45,
      width: 40,
      height: 30,
    });
  });
});

describe('positions', () => {
  it('match as text and numbers alike', () => {
    expect(positionKey('01')).toBe('1');
    expect(positionKey(1)).toBe('1');
    expect(positionKey('10a')).toBe('10a');
    expect(positionKey(null)).toBeNull();
  });

  it('are listed once each in numeric order', () => {
    const h = (n: string | number) => hotspot(n, 0, 0, 1, 1);
    expect(hotspotPositions([h(10), h('2'), h(1), h(2)])).toEqual(['1', '2', '10']);
  });
});
