import { CALLS } from '@parts/contract/calls';
import { callRoute, routePlugin } from '../http/route';
import { slides, topic, topics } from '../domain/content';

const tag = 'Content';

/** Content pages (topics) and banner slides: public, the guest pages show them. */
export const contentRoutes = routePlugin(tag, ({ db }) => {
  return [
    callRoute(CALLS['GET /api/Topic/list'], {
      summary: 'Content pages with their menu and footer flags',
      handler: async ({ language }) => await topics(db, language),
    }),
    callRoute(CALLS['GET /api/Topic/get'], {
      summary: 'One content page by its SEO name',
      handler: async ({ query, language }) => {
        return topic(db, query.seName, language);
      },
    }),
    callRoute(CALLS['GET /api/slider'], {
      summary: 'Banner slides of a slider type: HomePage 0, Category 1, Manufacturer 2, LoginPage 3',
      handler: async ({ query, language }) => await slides(db, query.sliderType, language),
    }),
  ];
});
