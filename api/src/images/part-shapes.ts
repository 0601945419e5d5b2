/** The simple technical drawings the generated pictures and diagrams are made of. */
export const PART_SHAPES = ['filter', 'disc', 'pad', 'bolt', 'hose', 'lamp', 'gear', 'box', 'spring', 'belt'] as const;
export type PartShape = (typeof PART_SHAPES)[number];

export function isPartShape(value: string): value is PartShape {
  return (PART_SHAPES as readonly string[]).includes(value);
}

const stroke = (width = 2): string => `fill="none" stroke="#1f2933" stroke-width="${width}"`;
const STROKE = stroke();

/** An SVG fragment of the shape centred on (x, y), about 70 units across at scale 1. */
export function drawShape(shape: PartShape, x: number, y: number, scale = 1): string {
  const inner = (() => {
    switch (shape) {
      case 'filter':
        return `<rect x="-22" y="-30" width="44" height="60" rx="6" ${STROKE}/><path d="M-22 -18h44M-22 -6h44M-22 6h44M-22 18h44" ${STROKE}/><ellipse cx="0" cy="-30" rx="22" ry="5" ${STROKE}/>`;
      case 'disc':
        return `<circle r="32" ${STROKE}/><circle r="12" ${STROKE}/><circle r="3" cx="18" cy="0" ${STROKE}/><circle r="3" cx="-18" cy="0" ${STROKE}/><circle r="3" cx="0" cy="18" ${STROKE}/><circle r="3" cx="0" cy="-18" ${STROKE}/>`;
      case 'pad':
        return `<path d="M-34 8 Q0 -30 34 8 L28 20 Q0 -8 -28 20 Z" ${STROKE}/><path d="M-30 14 Q0 -14 30 14" stroke="#9aa5b1" stroke-width="6" fill="none"/>`;
      case 'bolt':
        return `<path d="M-30 -10h12v20h-12z" ${STROKE}/><path d="M-18 -6h48v12h-48z" ${STROKE}/><path d="M-10 -6l4 12M-2 -6l4 12M6 -6l4 12M14 -6l4 12M22 -6l4 12" ${STROKE}/>`;
      case 'hose':
        return `<path d="M-34 20 C-20 -30 20 30 34 -20" ${stroke(10)} stroke-linecap="round"/><path d="M-34 20 C-20 -30 20 30 34 -20" fill="none" stroke="#fff" stroke-width="5"/>`;
      case 'lamp':
        return `<path d="M-30 -22h36l24 22-24 22h-36z" ${STROKE}/><circle cx="-8" r="12" ${STROKE}/><path d="M14 -10l16-8M16 0h18M14 10l16 8" ${STROKE}/>`;
      case 'gear':
        return `<circle r="22" ${STROKE}/><circle r="8" ${STROKE}/>${Array.from({ length: 10 }, (_, index) => `<rect x="-4" y="-31" width="8" height="10" ${STROKE} transform="rotate(${index * 36})"/>`).join('')}`;
      case 'box':
        return `<path d="M-30 -16l18-12h42l-18 12z M-30 -16v36h42v-36 M12 20l18-12v-36" ${STROKE}/>`;
      case 'spring':
        return `<path d="M0 -34v8 ${Array.from({ length: 6 }, (_, index) => `l${index % 2 ? -20 : 20} 8`).join(' ')} l10 4v8" ${STROKE}/><rect x="-14" y="26" width="28" height="8" ${STROKE}/>`;
      case 'belt':
        return `<rect x="-34" y="-22" width="68" height="44" rx="22" ${stroke(5)}/><circle cx="-12" r="14" ${STROKE}/><circle cx="18" r="10" ${STROKE}/>`;
    }
  })();
  return `<g transform="translate(${x} ${y}) scale(${scale})">${inner}</g>`;
}

const SHAPE_BY_WORD: readonly (readonly [RegExp, PartShape])[] = [
  [/\b(pad)/i, 'pad'],
  [/\b(filter|element|thermostat)\b/i, 'filter'],
  [/\b(bolt|screw|pin|nut|clip|rod|arm|hitch)/i, 'bolt'],
  [/\b(seal|sealing|o-ring|ring|gasket|washer|shim|spacer|grommet|disc|plate)/i, 'disc'],
  [/\b(hose|pipe|cable|tube|silencer|guide)/i, 'hose'],
  [/\b(spring|damper|absorber|fork)/i, 'spring'],
  [/\b(sensor|switch|connector|plug|lamp|headlamp|mirror)/i, 'lamp'],
  [/\b(pump|cooler|bearing|bushing|gear|tensioner|starter|alternator|camshaft|lever)/i, 'gear'],
  [/\b(belt|chain|rail)/i, 'belt'],
];

/** The drawing for a part on a diagram, from the words of its name. */
export function shapeForPart(name: string, fallback: PartShape): PartShape {
  return SHAPE_BY_WORD.find(([pattern]) => pattern.test(name))?.[1] ?? fallback;
}
