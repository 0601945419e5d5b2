import { slideUrl } from '../images/urls';
import type { Sql } from '../db/sql';
import type { Language } from '../i18n/language';
import { localized, perLanguage } from './language';

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

const SELECT_TOPIC = perLanguage(
  (language) => `SELECT id, ${localized(language, 'title')} AS title, ${localized(language, 'body')} AS body, se_name,
       include_in_footer_row1, include_in_footer_row2, include_in_footer_row3, include_in_sitemap, include_in_top_menu,
       display_order FROM topics`,
);
const SELECT_TOPICS = perLanguage((language) => `${SELECT_TOPIC[language]} ORDER BY display_order, id`);
const SELECT_TOPIC_BY_NAME = perLanguage((language) => `${SELECT_TOPIC[language]} WHERE se_name = ?`);

/** Content pages in menu order. */
export function topics(sql: Sql, language: Language) {
  return sql.all<TopicRow>(SELECT_TOPICS[language]).map(toTopic);
}

export function topicBySeName(sql: Sql, seName: string, language: Language) {
  const row = sql.one<TopicRow>(SELECT_TOPIC_BY_NAME[language], [seName]);
  return row && toTopic(row);
}

const SELECT_SLIDES = perLanguage(
  (language) => `SELECT id, ${localized(language, 'title')} AS title, ${localized(language, 'description')} AS description,
       ${localized(language, 'button_text')} AS button_text, link, full_width
     FROM slides WHERE slider_type = ? ORDER BY display_order, id`,
);

/** Banner slides of one slider type. */
export function slides(sql: Sql, sliderType: number, language: Language) {
  return sql
    .all<{ id: number; title: string; description: string; button_text: string; link: string; full_width: number }>(SELECT_SLIDES[language], [sliderType])
    .map((row) => ({
      Id: row.id,
      PictureUrl: slideUrl(row.id, language),
      FullWidth: row.full_width === 1,
      Description: row.description,
      ButtonText: row.button_text,
      Link: row.link,
    }));
}
