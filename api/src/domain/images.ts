import { diagramCallouts, diagramTitle, pictureDrawing, slideDrawing, warehouseWithImage } from '../data/images';
import type { Executor } from '../data/executor';
import { defaultStore } from '../data/reference-data';
import type { Language } from '../i18n/language';
import { isPartShape, shapeForPart, type PartShape } from '../images/part-shapes';
import { diagramSvg, logoSvg, pictureSvg, slideSvg, warehouseSvg } from '../images/svg';

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
