import { createHash } from 'node:crypto';
import * as v from 'valibot';
import { diagramImage, logoImage, pictureImage, slideImage, warehouseImage } from '../domain/images';
import { NotFound } from '../domain/errors';
import { defineRoute, routePlugin } from '../http/route';
import { LANGUAGES, type Language } from '../i18n/language';

const tag = 'Back-office images';
const SvgFile = v.object({ file: v.pipe(v.string(), v.regex(/^\d{1,9}\.svg$/i, 'Expected <id>.svg')) });
const idOf = (file: string): number => Number.parseInt(file, 10);
const ImageLanguage = v.object({ lang: v.optional(v.picklist(LANGUAGES, 'lang must be pl or en.')) });

/** The images under /backoffice, drawn from the data on request (SVG). */
export const backofficeRoutes = routePlugin(tag, ({ db }) => {
  const image = (url: string, summary: string, draw: (id: number, language: Language) => Promise<string | undefined>) =>
    defineRoute({
      method: 'GET',
      url,
      auth: false,
      summary: `${summary}, its text in the language of \`lang\` (pl or en; English without it)`,
      params: SvgFile,
      query: ImageLanguage,
      response: v.string(),
      produces: 'image/svg+xml',
      handler: async ({ params, query, reply, request }) => {
        const svg = await draw(idOf(params.file), query.lang ?? 'en');
        if (svg === undefined) throw new NotFound();
        // drawn from the catalogue, which a feed replaces under the same ids: a browser asks again
        // each time (no-cache) and gets 304 while the drawing is the same (its ETag: the drawing's hash)
        const etag = `"${createHash('sha256').update(svg).digest('base64url').slice(0, 27)}"`;
        reply.header('cache-control', 'public, no-cache');
        reply.header('etag', etag);
        if (request.headers['if-none-match'] === etag) {
          reply.code(304);
          return '';
        }
        return svg;
      },
    });
  return [
    defineRoute({
      method: 'GET',
      url: '/backoffice/images/logo.svg',
      auth: false,
      query: ImageLanguage,
      response: v.string(),
      produces: 'image/svg+xml',
      summary: "Store logo: the store's name in the language of `lang` (pl or en; English without it)",
      handler: async ({ query, reply }) => {
        reply.header('cache-control', 'public, max-age=86400');
        return logoImage(db, query.lang ?? 'en'); // cached a day per language
      },
    }),
    image(
      '/backoffice/images/boards/:file',
      'Parts diagram (800x560) of a board: callouts sit in the hotspot rectangles',
      (grafikId, language) => diagramImage(db, grafikId, language),
    ),
    image('/backoffice/images/pictures/:file', 'Product or category picture', (pictureId, language) =>
      pictureImage(db, pictureId, language),
    ),
    image('/backoffice/images/warehouses/:file', 'Branch office image', (warehouseId, language) =>
      warehouseImage(db, warehouseId, language),
    ),
    defineRoute({
      method: 'GET',
      url: '/backoffice/images/slides/:file',
      auth: false,
      params: SvgFile,
      query: ImageLanguage,
      response: v.string(),
      produces: 'image/svg+xml',
      summary:
        "Slider banner: draws the slide's title and text in the language of `lang` (pl or en; English without it), as the slider's PictureUrl names it",
      handler: async ({ params, query, reply }) => {
        const slide = await slideImage(db, idOf(params.file), query.lang ?? 'en');
        if (slide === undefined) throw new NotFound();
        reply.header('cache-control', 'public, max-age=86400');
        return slide;
      },
    }),
  ];
});
