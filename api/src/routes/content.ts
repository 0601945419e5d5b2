import * as v from 'valibot';
import { SlideSchema, TopicSchema } from '@parts/contract/store';
import { NotFound } from '../domain/errors';
import { requiredText, wholeNumber } from '@parts/contract/fields';
import { defineRoute, routePlugin } from '../http/route';
import { slideUrl } from '../images/urls';

const tag = 'Content';

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

/** Content pages (topics) and banner slides: public, the guest pages show them. */
export const contentRoutes = routePlugin(tag, ({ sql }) => {
  return [
    defineRoute({
      method: 'GET', url: '/api/Topic/list', auth: false, summary: 'Content pages with their menu and footer flags', response: v.array(TopicSchema),
      handler: () => sql.all<TopicRow>('SELECT * FROM topics ORDER BY display_order, id').map(toTopic),
    }),
    defineRoute({
      method: 'GET', url: '/api/Topic/get', auth: false, summary: 'One content page by its SEO name', response: TopicSchema,
      query: v.object({ seName: requiredText('seName', 200) }),
      handler: ({ query }) => {
        const row = sql.one<TopicRow>('SELECT * FROM topics WHERE se_name = ?', [query.seName]);
        if (!row) throw new NotFound();
        return toTopic(row);
      },
    }),
    defineRoute({
      method: 'GET', url: '/api/slider', auth: false, response: v.array(SlideSchema),
      summary: 'Banner slides of a slider type: HomePage 0, Category 1, Manufacturer 2, LoginPage 3',
      query: v.object({ sliderType: wholeNumber('sliderType', 0, 3) }),
      handler: ({ query }) =>
        sql
          .all<{ id: number; title: string; description: string; button_text: string; link: string; full_width: number }>(
            'SELECT * FROM slides WHERE slider_type = ? ORDER BY display_order, id',
            [query.sliderType],
          )
          .map((row) => ({
            Id: row.id,
            PictureUrl: slideUrl(row.id),
            FullWidth: row.full_width === 1,
            Description: row.description,
            ButtonText: row.button_text,
            Link: row.link,
          })),
    }),
  ];
});
