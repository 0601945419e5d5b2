import * as v from 'valibot';
import { diagramCallouts, diagramTitle, pictureDrawing, slideDrawing, warehouseWithImage } from '../data/images';
import { defaultStore } from '../data/reference-data';
import { NotFound } from '../domain/errors';
import { defineRoute, routePlugin } from '../http/route';
import { LANGUAGES } from '../i18n/language';
import { isPartShape, shapeForPart, type PartShape } from '../images/part-shapes';
import { diagramSvg, logoSvg, pictureSvg, slideSvg, warehouseSvg } from '../images/svg';

const tag = 'Back-office images';
const SvgFile = v.object({ file: v.pipe(v.string(), v.regex(/^\d{1,9}\.svg$/i, 'Expected <id>.svg')) });
const idOf = (file: string): number => Number.parseInt(file, 10);
const SlideLanguage = v.object({ lang: v.optional(v.picklist(LANGUAGES, 'lang must be pl or en.')) });
const shapeOf = (value: string): PartShape => (isPartShape(value) ? value : 'box');

/** The images under /backoffice, drawn from the data on request (SVG). */
export const backofficeRoutes = routePlugin(tag, ({ db }) => {
  const image = (url: string, summary: string, draw: (id: number) => Promise<string | undefined>) =>
    defineRoute({
      method: 'GET', url, auth: false, summary, params: SvgFile, response: v.string(), produces: 'image/svg+xml',
      handler: async ({ params, reply }) => {
        const svg = await draw(idOf(params.file));
        if (svg === undefined) throw new NotFound();
        reply.header('cache-control', 'public, max-age=86400');
        return svg;
      },
    });
  return [
    defineRoute({
      method: 'GET', url: '/backoffice/images/logo.svg', auth: false, summary: 'Store logo', response: v.string(), produces: 'image/svg+xml',
      handler: async ({ reply }) => {
        reply.header('cache-control', 'public, max-age=86400');
        return logoSvg((await defaultStore(db, 'en'))?.Name ?? 'Parts Shop'); // one image for both languages (cached a day)
      },
    }),
    image('/backoffice/images/boards/:file', 'Parts diagram (800x560) of a board: callouts sit in the hotspot rectangles', async (grafikId) => {
      const diagram = await diagramTitle(db, grafikId);
      if (!diagram) return undefined;
      const callouts = await diagramCallouts(db, grafikId);
      return diagramSvg(
        diagram,
        callouts.map((callout) => ({ ...callout, shape: shapeForPart(callout.part ?? '', shapeOf(callout.shape ?? 'box')) })),
      );
    }),
    image('/backoffice/images/pictures/:file', 'Product or category picture', async (pictureId) => {
      const picture = await pictureDrawing(db, pictureId);
      return picture && pictureSvg(picture.title, shapeOf(picture.shape));
    }),
    image('/backoffice/images/warehouses/:file', 'Branch office image', async (warehouseId) => {
      const warehouse = await warehouseWithImage(db, warehouseId);
      return warehouse && warehouseSvg(warehouse.name);
    }),
    defineRoute({
      method: 'GET', url: '/backoffice/images/slides/:file', auth: false, params: SvgFile, query: SlideLanguage, response: v.string(), produces: 'image/svg+xml',
      summary: "Slider banner: draws the slide's title and text in the language of `lang` (pl or en; English without it), as the slider's PictureUrl names it",
      handler: async ({ params, query, reply }) => {
        const slide = await slideDrawing(db, idOf(params.file), query.lang ?? 'en');
        if (!slide) throw new NotFound();
        reply.header('cache-control', 'public, max-age=86400');
        return slideSvg(slide.title, slide.description, (['filter', 'disc', 'box', 'lamp'] as const)[slide.slider_type] ?? 'box');
      },
    }),
  ];
});
