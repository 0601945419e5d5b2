import { diagramCallouts, diagramTitle, imageFile, imageFileOf, pictureDrawing, slideDrawing, warehouseWithImage } from '../data/images';
import type { Executor } from '../data/executor';
import { defaultStore } from '../data/reference-data';
import type { Language } from '../i18n/language';
import { isPartShape, shapeForPart, type PartShape } from '../images/part-shapes';
import { diagramSvg, logoSvg, pictureSvg, slideSvg, warehouseSvg } from '../images/svg';
import { imageFileUrl } from '../images/urls';

/** The back-office images (routes/backoffice.ts), drawn from the data on request as SVG; undefined for an unknown id. */

const shapeOf = (value: string): PartShape => (isPartShape(value) ? value : 'box');

/** The store logo: the store's name in the language asked for. */
export async function logoImage(db: Executor, language: Language): Promise<string> {
  return logoSvg((await defaultStore(db, language))?.Name ?? 'Parts Shop');
}

/** A board's parts diagram (800x560): callouts sit in the hotspot rectangles. */
export async function diagramImage(db: Executor, grafikId: number, language: Language): Promise<string | undefined> {
  const diagram = await diagramTitle(db, grafikId, language);
  if (!diagram) return undefined;
  const callouts = await diagramCallouts(db, grafikId);
  return diagramSvg(
    diagram,
    callouts.map((callout) => ({ ...callout, shape: shapeForPart(callout.part ?? '', shapeOf(callout.shape ?? 'box')) })),
  );
}

export async function pictureImage(db: Executor, pictureId: number, language: Language): Promise<string | undefined> {
  const picture = await pictureDrawing(db, pictureId, language);
  return picture && pictureSvg(picture.title, shapeOf(picture.shape));
}

export async function warehouseImage(db: Executor, warehouseId: number, language: Language): Promise<string | undefined> {
  const warehouse = await warehouseWithImage(db, warehouseId, language);
  return warehouse && warehouseSvg(warehouse.name);
}

export async function slideImage(db: Executor, slideId: number, language: Language): Promise<string | undefined> {
  const slide = await slideDrawing(db, slideId, language);
  return slide && slideSvg(slide.title, slide.description, (['filter', 'disc', 'box', 'lamp'] as const)[slide.slider_type] ?? 'box');
}

/**
 * Where a diagram's or picture's file from a catalogue feed is served (content-addressed), when it
 * has one; undefined when it is drawn by the shop (or does not exist).
 */
export async function feedImageUrl(db: Executor, kind: 'diagrams' | 'pictures', id: number): Promise<string | undefined> {
  const file = await imageFileOf(db, kind, id);
  return file && imageFileUrl(file.hash, file.content_type);
}

/** A feed's image file by its hash: its bytes and content type (image/png or image/svg+xml). */
export async function feedImage(db: Executor, hash: string): Promise<{ contentType: string; bytes: Buffer } | undefined> {
  const file = await imageFile(db, hash);
  return file && { contentType: file.content_type, bytes: Buffer.from(file.bytes) };
}
