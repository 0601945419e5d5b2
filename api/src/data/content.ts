import { slideUrl } from '../images/urls';
import type { Sql } from '../db/sql';

interface TopicRow {
  id: number;
  title: string;
  body: string;
  se_name: string;
  include_in_footer_row1: number;
  include_in_footer_row2: number;
  include_in_footer_row3: number;
  include_in_sitemap: number;
  include_in_top_menu: number;
  display_order: number;
}

const toTopic = (row: TopicRow) => ({
  Id: row.id,
  Title: row.title,
  Body: row.body,
  SeName: row.se_name,
  IncludeInFooterRow1: row.include_in_footer_row1 === 1,
  IncludeInFooterRow2: row.include_in_footer_row2 === 1,
  IncludeInFooterRow3: row.include_in_footer_row3 === 1,
  IncludeInSitemap: row.include_in_sitemap === 1,
  IncludeInTopMenu: row.include_in_top_menu === 1,
  DisplayOrder: row.display_order,
});

/** Content pages in menu order. */
export function topics(sql: Sql) {
  return sql.all<TopicRow>('SELECT * FROM topics ORDER BY display_order, id').map(toTopic);
}

export function topicBySeName(sql: Sql, seName: string) {
  const row = sql.one<TopicRow>('SELECT * FROM topics WHERE se_name = ?', [seName]);
  return row && toTopic(row);
}

/** Banner slides of one slider type. */
export function slides(sql: Sql, sliderType: number) {
  return sql
    .all<{ id: number; title: string; description: string; button_text: string; link: string; full_width: number }>(
      'SELECT * FROM slides WHERE slider_type = ? ORDER BY display_order, id',
      [sliderType],
    )
    .map((row) => ({
      Id: row.id,
      PictureUrl: slideUrl(row.id),
      FullWidth: row.full_width === 1,
      Description: row.description,
      ButtonText: row.button_text,
      Link: row.link,
    }));
}
