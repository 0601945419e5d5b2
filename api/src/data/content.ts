import { slideUrl } from '../images/urls';
import { cachedReference, type Executor } from '../db/database';
import { prepared } from '../db/prepared';
import type { Language } from '../i18n/language';
import { localized, perLanguage } from './language';

const selectTopics = (db: Executor, language: Language) =>
  db
    .selectFrom('topics')
    .select([
      'id',
      localized(language, 'title').as('title'),
      localized(language, 'body').as('body'),
      'se_name',
      'include_in_footer_row1',
      'include_in_footer_row2',
      'include_in_footer_row3',
      'include_in_sitemap',
      'include_in_top_menu',
      'display_order',
    ]);

type TopicRow = Awaited<ReturnType<ReturnType<typeof selectTopics>['executeTakeFirstOrThrow']>>;

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

/** Topic/list is a hot path: compiled once per language. */
const TOPICS = perLanguage((language) =>
  prepared<Record<string, never>, TopicRow>((db) => selectTopics(db, language).orderBy('display_order').orderBy('id')),
);

/** Content pages in menu order. */
export async function topics(db: Executor, language: Language) {
  return cachedReference(db, `topics:${language}`, async () => (await TOPICS[language].all(db, {})).map(toTopic));
}

/** A content page by its name (compared without case: COLLATE NOCASE, CITEXT). */
export async function topicBySeName(db: Executor, seName: string, language: Language) {
  const row = await selectTopics(db, language).where('se_name', '=', seName).executeTakeFirst();
  return row && toTopic(row);
}

/** Banner slides of one slider type. */
export async function slides(db: Executor, sliderType: number, language: Language) {
  return cachedReference(db, `slides:${sliderType}:${language}`, () => readSlides(db, sliderType, language));
}

async function readSlides(db: Executor, sliderType: number, language: Language) {
  const rows = await db
    .selectFrom('slides')
    .select([
      'id',
      localized(language, 'title').as('title'),
      localized(language, 'description').as('description'),
      localized(language, 'button_text').as('button_text'),
      'link',
      'full_width',
    ])
    .where('slider_type', '=', sliderType)
    .orderBy('display_order')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    Id: row.id,
    PictureUrl: slideUrl(row.id, language),
    FullWidth: row.full_width === 1,
    Description: row.description,
    ButtonText: row.button_text,
    Link: row.link,
  }));
}
