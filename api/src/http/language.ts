import type { FastifyInstance } from 'fastify';
import { DEFAULT_LANGUAGE, languageOf, type Language } from '../i18n/language';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language the answer is given in (Accept-Language; see i18n/language.ts). */
    language: Language;
  }
}

/** Puts the request's language on every request, before anything can fail (so errors speak it too). */
export function installLanguage(app: FastifyInstance): void {
  app.decorateRequest('language', DEFAULT_LANGUAGE);
  app.addHook('onRequest', (request, _reply, done) => {
    request.language = languageOf(request.headers['accept-language']);
    done();
  });
}
