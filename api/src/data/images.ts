import { leadingNumber, type Executor } from '../db/database';
import type { Language } from '../i18n/language';
import { localized } from './language';

/** What the /backoffice drawings need from the data. */
export async function diagramTitle(db: Executor, diagramId: number, language: Language): Promise<string | undefined> {
  return (await db.selectFrom('diagrams').select(localized(language, 'title').as('title')).where('id', '=', diagramId).executeTakeFirst())
    ?.title;
}

/** The hotspots of a diagram with the part drawn at each position. */
export async function diagramCallouts(db: Executor, diagramId: number) {
  return db
    .selectFrom('hotspots as h')
    .leftJoin('products as board', 'board.diagram_id', 'h.diagram_id')
    .leftJoin('board_parts as bp', (join) => join.onRef('bp.board_id', '=', 'board.id').onRef('bp.position', '=', 'h.position'))
    .leftJoin('products as part', 'part.id', 'bp.product_id')
    .leftJoin('pictures as pic', 'pic.id', 'part.picture_id')
    .select(['h.position', 'h.x1', 'h.y1', 'h.x2', 'h.y2', 'part.name as part', 'pic.shape'])
    .where('h.diagram_id', '=', diagramId)
    .orderBy(leadingNumber(db, 'h.position'))
    .execute();
}

export async function pictureDrawing(db: Executor, pictureId: number, language: Language) {
  return db
    .selectFrom('pictures')
    .select([localized(language, 'title').as('title'), 'shape'])
    .where('id', '=', pictureId)
    .executeTakeFirst();
}

export async function warehouseWithImage(db: Executor, warehouseId: number, language: Language) {
  return db
    .selectFrom('warehouses')
    .select(localized(language, 'name').as('name'))
    .where('id', '=', warehouseId)
    .where('has_image', '=', 1)
    .executeTakeFirst();
}

/** What a banner picture draws, in one language. */
export async function slideDrawing(db: Executor, slideId: number, language: Language) {
  return db
    .selectFrom('slides')
    .select([localized(language, 'title').as('title'), localized(language, 'description').as('description'), 'slider_type'])
    .where('id', '=', slideId)
    .executeTakeFirst();
}

/** The feed's file of a diagram or picture (its hash and type), when it has one. */
export async function imageFileOf(db: Executor, kind: 'diagrams' | 'pictures', id: number) {
  const owner =
    kind === 'diagrams'
      ? db.selectFrom('diagrams').select('image_hash').where('id', '=', id)
      : db.selectFrom('pictures').select('image_hash').where('id', '=', id);
  return db
    .selectFrom('feed_images')
    .select(['hash', 'content_type'])
    .where('hash', '=', (eb) => eb.selectFrom(owner.as('owner')).select('owner.image_hash'))
    .executeTakeFirst();
}

/** A feed's image file by the SHA-256 of its bytes. */
export async function imageFile(db: Executor, hash: string) {
  return db.selectFrom('feed_images').select(['content_type', 'bytes']).where('hash', '=', hash).executeTakeFirst();
}
