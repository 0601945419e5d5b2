import { slideUrl } from '../images/urls';
import { sql } from 'kysely';
import type { Executor } from '../db/database';
import { prepared } from '../db/prepared';
import { firstOf, rowsOf } from '../db/query';
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

const SELECT_TOPIC = (language: Language) =>
  sql`SELECT id, ${localized(language, 'title')} AS title, ${localized(language, 'body')} AS body, se_name,
       include_in_footer_row1, include_in_footer_row2, include_in_footer_row3, include_in_sitemap, include_in_top_menu,
       display_order FROM topics`;

/** Topic/list is a hot path: compiled once per language. */
const TOPICS = perLanguage((language) => prepared<Record<string, never>, TopicRow>(() => sql<TopicRow>`${SELECT_TOPIC(language)} ORDER BY display_order, id`));

/** Content pages in menu order. */
export async function topics(db: Executor, language: Language) {
  return (await TOPICS[language].all(db, {})).map(toTopic);
}

/** A content page by its name (compared without case: COLLATE NOCASE, CITEXT). */
export async function topicBySeName(db: Executor, seName: string, language: Language) {
  const row = await firstOf(db, sql<TopicRow>`${SELECT_TOPIC(language)} WHERE se_name = ${seName}`);
  return row && toTopic(row);
}

const SELECT_SLIDES = (language: Language, sliderType: number) =>
  sql<{ id: number; title: string; description: string; button_text: string; link: string; full_width: number }>`SELECT id, ${localized(language, 'title')} AS title, ${localized(language, 'description')} AS description,
       ${localized(language, 'button_text')} AS button_text, link, full_width
     FROM slides WHERE slider_type = ${sliderType} ORDER BY display_order, id`;

/** Banner slides of one slider type. */
export async function slides(db: Executor, sliderType: number, language: Language) {
  return (await rowsOf(db, SELECT_SLIDES(language, sliderType))).map((row) => ({
      Id: row.id,
      PictureUrl: slideUrl(row.id, language),
      FullWidth: row.full_width === 1,
      Description: row.description,
      ButtonText: row.button_text,
      Link: row.link,
    }));
}
