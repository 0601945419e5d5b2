import { createHash } from 'node:crypto';
import * as v from 'valibot';
import { diagramImage, feedImage, feedImageUrl, logoImage, pictureImage, slideImage, warehouseImage } from '../domain/images';
import { NotFound } from '../domain/errors';
import { defineRoute, routePlugin } from '../http/route';
import { LANGUAGES, type Language } from '../i18n/language';

const tag = 'Back-office images';
const SvgFile = v.object({ file: v.pipe(v.string(), v.regex(/^\d{1,9}\.svg$/i, 'Expected <id>.svg')) });
const idOf = (file: string): number => Number.parseInt(file, 10);
const ImageFile = v.object({ file: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}\.(svg|png)$/, 'Expected <sha-256>.svg or .png')) });
/**
 * A feed's SVG is shown in an <img> or an SVG <image> (where scripts never run); opened on its own it
 * must not run either: a sandbox without scripts, nothing loaded from elsewhere (inline styles
 * only), and no sniffing of the type.
 */
const SVG_FILE_POLICY = "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:";
const ImageLanguage = v.object({ lang: v.optional(v.picklist(LANGUAGES, 'lang must be pl or en.')) });

/** The images under /backoffice, drawn from the data on request (SVG). */
export const backofficeRoutes = routePlugin(tag, ({ db }) => {
  const image = (
    url: string,
    summary: string,
    draw: (id: number, language: Language) => Promise<string | undefined>,
    kind?: 'diagrams' | 'pictures',
  ) =>
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
        // a diagram or picture with a file from a catalogue feed: that file, at its own (immutable) address
        const file = kind && (await feedImageUrl(db, kind, idOf(params.file)));
        if (file) {
          reply.header('cache-control', 'public, no-cache');
          return reply.redirect(file, 302);
        }
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
      url: '/backoffice/images/files/:file',
      auth: false,
      params: ImageFile,
      response: v.instance(Buffer),
      produces: 'image/svg+xml',
      summary:
        "A catalogue feed's diagram or picture file (SVG or PNG) by the SHA-256 of its bytes: immutable; an SVG is served sandboxed (no scripts)",
      handler: async ({ params, reply }) => {
        const hash = params.file.slice(0, 64);
        const file = await feedImage(db, hash);
        if (!file || !params.file.endsWith(file.contentType === 'image/png' ? '.png' : '.svg')) throw new NotFound();
        // the address is the content's hash: the same address is always the same bytes
        reply.header('cache-control', 'public, max-age=31536000, immutable');
        reply.header('etag', `"${hash}"`);
        reply.header('x-content-type-options', 'nosniff');
        if (file.contentType === 'image/svg+xml') reply.header('content-security-policy', SVG_FILE_POLICY);
        reply.type(file.contentType);
        return file.bytes;
      },
    }),
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
      'diagrams',
    ),
    image(
      '/backoffice/images/pictures/:file',
      'Product or category picture',
      (pictureId, language) => pictureImage(db, pictureId, language),
      'pictures',
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
