import type { Sql } from '../db/sql';
import type { Language } from '../i18n/language';
import { localized, perLanguage } from './language';
import { pictureUrl } from '../images/urls';

interface CategoryRow {
  id: number;
  name: string;
  picture_id: number | null;
  parent_id: number;
  children: number;
}

const SELECT_CATEGORY = (language: Language) => `
  SELECT c.id, ${localized(language, 'c.name')} AS name, c.picture_id, c.parent_id,
         (SELECT COUNT(*) FROM categories s WHERE s.parent_id = c.id) AS children
  FROM categories c`;
const SELECT_ROOTS = perLanguage((language) => `${SELECT_CATEGORY(language)} WHERE c.parent_id = 0 AND c.category = ? ORDER BY c.display_order`);
const SELECT_CHILDREN = perLanguage((language) => `${SELECT_CATEGORY(language)} WHERE c.parent_id = ? ORDER BY c.display_order`);
const SELECT_BY_ID = perLanguage((language) => `${SELECT_CATEGORY(language)} WHERE c.id = ?`);

const toCategory = (row: CategoryRow) => ({
  Id: row.id,
  Name: row.name,
  PictureId: row.picture_id,
  ImageUrl: row.picture_id ? pictureUrl(row.picture_id) : null,
  ParentCategoryId: row.parent_id,
  HasSubCategories: row.children > 0,
});

/** The root categories of a catalogue kind (PKW cars, KRAD motorcycles). */
export function rootCategories(sql: Sql, kind: string, language: Language) {
  return sql.all<CategoryRow>(SELECT_ROOTS[language], [kind]).map(toCategory);
}

export function subCategories(sql: Sql, parentId: number, language: Language) {
  return sql.all<CategoryRow>(SELECT_CHILDREN[language], [parentId]).map(toCategory);
}

export function categoryById(sql: Sql, categoryId: number, language: Language) {
  const row = sql.one<CategoryRow>(SELECT_BY_ID[language], [categoryId]);
  return row && toCategory(row);
}

export function categoryExists(sql: Sql, categoryId: number): boolean {
  return sql.one('SELECT 1 FROM categories WHERE id = ?', [categoryId]) !== undefined;
}

export function diagramExists(sql: Sql, diagramId: number): boolean {
  return sql.one('SELECT 1 FROM diagrams WHERE id = ?', [diagramId]) !== undefined;
}

export function pictureById(sql: Sql, pictureId: number) {
  const picture = sql.one<{ id: number; title: string }>('SELECT id, title FROM pictures WHERE id = ?', [pictureId]);
  return picture && { Id: picture.id, ImageUrl: pictureUrl(picture.id), Title: picture.title };
}

/** The hotspot rectangles of a diagram, in position order. */
export function diagramHotspots(sql: Sql, diagramId: number) {
  return sql.all<{ position: string; x1: number; y1: number; x2: number; y2: number }>(
    'SELECT position, x1, y1, x2, y2 FROM hotspots WHERE diagram_id = ? ORDER BY CAST(position AS INTEGER)',
    [diagramId],
  );
}
