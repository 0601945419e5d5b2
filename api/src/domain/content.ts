import { slides, topicBySeName, topics } from '../data/content';
import type { Executor } from '../data/executor';
import type { Language } from '../i18n/language';
import { NotFound } from './errors';

/** Content pages (topics) and banner slides, as stored (routes/content.ts). */
export { slides, topics };

/** A topic by its SEO name; NotFound when there is none. */
export async function topic(db: Executor, seName: string, language: Language) {
  const found = await topicBySeName(db, seName, language);
  if (!found) throw new NotFound();
  return found;
}
