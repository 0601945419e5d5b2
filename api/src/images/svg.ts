import { DIAGRAM_HEIGHT, DIAGRAM_WIDTH, partAnchor, TITLE_HEIGHT, type Rect } from './diagram-layout';
import { drawShape, type PartShape } from './part-shapes';

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function svg(width: number, height: number, body: string, label: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${escapeXml(label)}">${body}</svg>`;
}

export interface DiagramCallout extends Rect {
  position: string;
  shape: PartShape;
}

/**
 * A parts diagram: each part drawn once, with a leader line to its numbered callout; the callout
 * boxes are exactly the hotspot rectangles, so a click on the number hits the hotspot.
 */
export function diagramSvg(title: string, callouts: readonly DiagramCallout[]): string {
  const parts = callouts
    .map((callout) => {
      const anchor = partAnchor(callout);
      const centreX = (callout.x1 + callout.x2) / 2;
      return [
        drawShape(callout.shape, anchor.x, anchor.y, 0.8),
        `<path d="M${centreX} ${callout.y2} L${anchor.x - 20} ${anchor.y - 22}" stroke="#52606d" stroke-width="1" stroke-dasharray="3 2"/>`,
        `<rect x="${callout.x1}" y="${callout.y1}" width="${callout.x2 - callout.x1}" height="${callout.y2 - callout.y1}" rx="4" fill="#fff" stroke="#1f2933" stroke-width="1.5"/>`,
        `<text x="${centreX}" y="${callout.y1 + 17}" font-family="Arial, sans-serif" font-size="14" font-weight="bold" text-anchor="middle" fill="#1f2933">${escapeXml(callout.position)}</text>`,
      ].join('');
    })
    .join('');
  const header = `<rect width="${DIAGRAM_WIDTH}" height="${TITLE_HEIGHT - 6}" fill="#f0f4f8"/><text x="12" y="23" font-family="Arial, sans-serif" font-size="16" fill="#1f2933">${escapeXml(title)}</text>`;
  return svg(DIAGRAM_WIDTH, DIAGRAM_HEIGHT, `<rect width="100%" height="100%" fill="#fff"/>${header}${parts}`, title);
}

/** A product or category picture: the shape with the title underneath. */
export function pictureSvg(title: string, shape: PartShape): string {
  return svg(
    240,
    180,
    `<rect width="100%" height="100%" fill="#f5f7fa"/>${drawShape(shape, 120, 78, 1.4)}<text x="120" y="162" font-family="Arial, sans-serif" font-size="14" text-anchor="middle" fill="#323f4b">${escapeXml(title.slice(0, 32))}</text>`,
    title,
  );
}

export function logoSvg(storeName: string): string {
  // bold 18 px Arial runs about 11 px a letter: the drawing is as wide as the name
  const width = 60 + Math.ceil(storeName.length * 11);
  return svg(
    width,
    48,
    `<circle cx="24" cy="24" r="20" fill="#0b5cad"/><path d="M24 8l5 12h12l-10 7 4 13-11-8-11 8 4-13-10-7h12z" fill="#fff"/><text x="52" y="31" font-family="Arial, sans-serif" font-size="18" font-weight="bold" fill="#102a43">${escapeXml(storeName)}</text>`,
    storeName,
  );
}

/** A branch office photo stand-in: a building with the office's name. */
export function warehouseSvg(name: string): string {
  return svg(
    400,
    240,
    `<rect width="100%" height="100%" fill="#d9e2ec"/><path d="M60 200v-90l140-60 140 60v90z" fill="#fff" stroke="#334e68" stroke-width="3"/><rect x="170" y="140" width="60" height="60" fill="#829ab1"/><rect x="90" y="130" width="50" height="30" fill="#bcccdc"/><rect x="260" y="130" width="50" height="30" fill="#bcccdc"/><text x="200" y="228" font-family="Arial, sans-serif" font-size="18" text-anchor="middle" fill="#102a43">${escapeXml(name)}</text>`,
    name,
  );
}

/** Words into lines of at most `width` characters (a longer word gets a line of its own). */
function wrapWords(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && last.length + 1 + word.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** A banner of the slider: headline and its text (whole, in lines that fit left of the picture) on a coloured band. */
export function slideSvg(title: string, description: string, shape: PartShape): string {
  const lines = wrapWords(description, 52)
    .slice(0, 4)
    .map((line, index) => `<tspan x="60" dy="${index === 0 ? 0 : 30}">${escapeXml(line)}</tspan>`)
    .join('');
  return svg(
    1200,
    360,
    `<rect width="100%" height="100%" fill="#0b5cad"/><rect x="760" width="440" height="360" fill="#0a4f95"/>${drawShape(shape, 980, 180, 3)}<text x="60" y="140" font-family="Arial, sans-serif" font-size="48" font-weight="bold" fill="#fff">${escapeXml(title)}</text><text x="60" y="190" font-family="Arial, sans-serif" font-size="22" fill="#dbeafe">${lines}</text>`,
    title,
  );
}
