import { leadingNumber, type Executor } from '../db/database';
import type { Language } from '../i18n/language';
import { localized } from './language';
import { pictureUrl } from '../images/urls';

const selectCategories = (db: Executor, language: Language) =>
  db.selectFrom('categories as c').select((eb) => [
    'c.id',
    localized(language, 'c.name').as('name'),
    'c.picture_id',
    'c.parent_id',
    eb
      .selectFrom('categories as s')
      .select((inner) => inner.fn.countAll<number>().as('count'))
      .whereRef('s.parent_id', '=', 'c.id')
      .$asScalar()
      .$notNull()
      .as('children'),
  ]);

type CategoryRow = Awaited<ReturnType<ReturnType<typeof selectCategories>['executeTakeFirstOrThrow']>>;

const toCategory = (row: CategoryRow, language: Language) => ({
  Id: row.id,
  Name: row.name,
  PictureId: row.picture_id,
  ImageUrl: row.picture_id ? pictureUrl(row.picture_id, language) : null,
  ParentCategoryId: row.parent_id,
  HasSubCategories: row.children > 0,
});

/** The root categories of a catalogue kind (PKW cars, KRAD motorcycles). */
export async function rootCategories(db: Executor, kind: string, language: Language) {
  const rows = await selectCategories(db, language)
    .where('c.parent_id', '=', 0)
    .where('c.category', '=', kind)
    .orderBy('c.display_order')
    .execute();
  return rows.map((row) => toCategory(row, language));
}

export async function subCategories(db: Executor, parentId: number, language: Language) {
  const rows = await selectCategories(db, language).where('c.parent_id', '=', parentId).orderBy('c.display_order').execute();
  return rows.map((row) => toCategory(row, language));
}

export async function categoryById(db: Executor, categoryId: number, language: Language) {
  const row = await selectCategories(db, language).where('c.id', '=', categoryId).executeTakeFirst();
  return row && toCategory(row, language);
}

export async function categoryExists(db: Executor, categoryId: number): Promise<boolean> {
  return (await db.selectFrom('categories').select('id').where('id', '=', categoryId).executeTakeFirst()) !== undefined;
}

export async function diagramExists(db: Executor, diagramId: number): Promise<boolean> {
  return (await db.selectFrom('diagrams').select('id').where('id', '=', diagramId).executeTakeFirst()) !== undefined;
}

export async function pictureById(db: Executor, pictureId: number, language: Language) {
  const picture = await db
    .selectFrom('pictures')
    .select(['id', localized(language, 'title').as('title')])
    .where('id', '=', pictureId)
    .executeTakeFirst();
  return picture && { Id: picture.id, ImageUrl: pictureUrl(picture.id, language), Title: picture.title };
}

/** The hotspot rectangles of a diagram, in position order. */
export async function diagramHotspots(db: Executor, diagramId: number) {
  return db
    .selectFrom('hotspots')
    .select(['position', 'x1', 'y1', 'x2', 'y2'])
    .where('diagram_id', '=', diagramId)
    .orderBy(leadingNumber(db, 'position'))
    .execute();
}
