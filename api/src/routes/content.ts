import * as v from 'valibot';
import { SlideSchema, TopicSchema } from '@parts/contract/store';
import { requiredText, wholeNumber } from '@parts/contract/fields';
import { defineRoute, routePlugin } from '../http/route';
import { slides, topic, topics } from '../domain/content';

const tag = 'Content';

/** Content pages (topics) and banner slides: public, the guest pages show them. */
export const contentRoutes = routePlugin(tag, ({ db }) => {
  return [
    defineRoute({
      method: 'GET', url: '/api/Topic/list', auth: false, summary: 'Content pages with their menu and footer flags', response: v.array(TopicSchema),
      handler: async ({ language }) => await topics(db, language),
    }),
    defineRoute({
      method: 'GET', url: '/api/Topic/get', auth: false, summary: 'One content page by its SEO name', response: TopicSchema,
      query: v.object({ seName: requiredText('seName', 200) }),
      handler: async ({ query, language }) => {
        return topic(db, query.seName, language);
      },
    }),
    defineRoute({
      method: 'GET', url: '/api/slider', auth: false, response: v.array(SlideSchema),
      summary: 'Banner slides of a slider type: HomePage 0, Category 1, Manufacturer 2, LoginPage 3',
      query: v.object({ sliderType: wholeNumber('sliderType', 0, 3) }),
      handler: async ({ query, language }) => await slides(db, query.sliderType, language),
    }),
  ];
});
