import * as v from 'valibot';
import { NotFound } from '../domain/errors';
import { defineRoute, routePlugin } from '../http/route';
import { isPartShape, shapeForPart, type PartShape } from '../images/part-shapes';
import { diagramSvg, logoSvg, pictureSvg, slideSvg, warehouseSvg } from '../images/svg';

const tag = 'Back-office images';
const SvgFile = v.object({ file: v.pipe(v.string(), v.regex(/^\d{1,9}\.svg$/i, 'Expected <id>.svg')) });
const idOf = (file: string): number => Number.parseInt(file, 10);
const shapeOf = (value: string): PartShape => (isPartShape(value) ? value : 'box');

/** The images under /backoffice, drawn from the data on request (SVG). */
export const backofficeRoutes = routePlugin(tag, ({ sql }) => {
  const image = (url: string, summary: string, draw: (id: number) => string | undefined) =>
    defineRoute({
      method: 'GET', url, auth: false, summary, params: SvgFile, response: v.string(), produces: 'image/svg+xml',
      handler: ({ params, reply }) => {
        const svg = draw(idOf(params.file));
        if (svg === undefined) throw new NotFound();
        reply.header('cache-control', 'public, max-age=86400');
        return svg;
      },
    });
  return [
    defineRoute({
      method: 'GET', url: '/backoffice/images/logo.svg', auth: false, summary: 'Store logo', response: v.string(), produces: 'image/svg+xml',
      handler: ({ reply }) => {
        reply.header('cache-control', 'public, max-age=86400');
        return logoSvg(sql.one<{ name: string }>('SELECT name FROM stores ORDER BY display_order, id LIMIT 1')?.name ?? 'Parts Shop');
      },
    }),
    image('/backoffice/images/boards/:file', 'Parts diagram (800x560) of a board: callouts sit in the hotspot rectangles', (grafikId) => {
      const diagram = sql.one<{ title: string }>('SELECT title FROM diagrams WHERE id = ?', [grafikId]);
      if (!diagram) return undefined;
      const callouts = sql.all<{ position: string; x1: number; y1: number; x2: number; y2: number; part: string | null; shape: string | null }>(
        `SELECT h.position, h.x1, h.y1, h.x2, h.y2, part.name AS part, pic.shape
         FROM hotspots h
         LEFT JOIN products board ON board.diagram_id = h.diagram_id
         LEFT JOIN board_parts bp ON bp.board_id = board.id AND bp.position = h.position
         LEFT JOIN products part ON part.id = bp.product_id LEFT JOIN pictures pic ON pic.id = part.picture_id
         WHERE h.diagram_id = ? ORDER BY CAST(h.position AS INTEGER)`,
        [grafikId],
      );
      return diagramSvg(
        diagram.title,
        callouts.map((callout) => ({ ...callout, shape: shapeForPart(callout.part ?? '', shapeOf(callout.shape ?? 'box')) })),
      );
    }),
    image('/backoffice/images/pictures/:file', 'Product or category picture', (pictureId) => {
      const picture = sql.one<{ title: string; shape: string }>('SELECT title, shape FROM pictures WHERE id = ?', [pictureId]);
      return picture && pictureSvg(picture.title, shapeOf(picture.shape));
    }),
    image('/backoffice/images/warehouses/:file', 'Branch office image', (warehouseId) => {
      const warehouse = sql.one<{ name: string }>('SELECT name FROM warehouses WHERE id = ? AND has_image = 1', [warehouseId]);
      return warehouse && warehouseSvg(warehouse.name);
    }),
    image('/backoffice/images/slides/:file', 'Slider banner', (slideId) => {
      const slide = sql.one<{ title: string; description: string; slider_type: number }>('SELECT title, description, slider_type FROM slides WHERE id = ?', [slideId]);
      return slide && slideSvg(slide.title, slide.description, (['filter', 'disc', 'box', 'lamp'] as const)[slide.slider_type] ?? 'box');
    }),
  ];
});
