import type { Sql } from '../db/sql';
import type { Language } from '../i18n/language';
import { localized, perLanguage } from './language';

/** What the /backoffice drawings need from the data. */
export function diagramTitle(sql: Sql, diagramId: number): string | undefined {
  return sql.one<{ title: string }>('SELECT title FROM diagrams WHERE id = ?', [diagramId])?.title;
}

/** The hotspots of a diagram with the part drawn at each position. */
export function diagramCallouts(sql: Sql, diagramId: number) {
  return sql.all<{ position: string; x1: number; y1: number; x2: number; y2: number; part: string | null; shape: string | null }>(
    `SELECT h.position, h.x1, h.y1, h.x2, h.y2, part.name AS part, pic.shape
     FROM hotspots h
     LEFT JOIN products board ON board.diagram_id = h.diagram_id
     LEFT JOIN board_parts bp ON bp.board_id = board.id AND bp.position = h.position
     LEFT JOIN products part ON part.id = bp.product_id LEFT JOIN pictures pic ON pic.id = part.picture_id
     WHERE h.diagram_id = ? ORDER BY CAST(h.position AS INTEGER)`,
    [diagramId],
  );
}

export function pictureDrawing(sql: Sql, pictureId: number) {
  return sql.one<{ title: string; shape: string }>('SELECT title, shape FROM pictures WHERE id = ?', [pictureId]);
}

export function warehouseWithImage(sql: Sql, warehouseId: number) {
  return sql.one<{ name: string }>('SELECT name FROM warehouses WHERE id = ? AND has_image = 1', [warehouseId]);
}

const SELECT_SLIDE_DRAWING = perLanguage(
  (language) => `SELECT ${localized(language, 'title')} AS title, ${localized(language, 'description')} AS description, slider_type
     FROM slides WHERE id = ?`,
);

/** What a banner picture draws, in one language. */
export function slideDrawing(sql: Sql, slideId: number, language: Language) {
  return sql.one<{ title: string; description: string; slider_type: number }>(SELECT_SLIDE_DRAWING[language], [slideId]);
}
