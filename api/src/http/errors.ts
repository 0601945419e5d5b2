import type { FastifyError, FastifyInstance } from 'fastify';
import type { Language } from '../i18n/language';
import { translate, translateAll } from '../i18n/messages';
import { excerpt } from './validation';
import {
  DomainError,
  Forbidden,
  NotFound,
  NotSignedIn,
  TooManyAttempts,
  Unprocessable,
  ValidationFailed,
  type FieldErrors,
} from '../domain/errors';

/** The body of every 4xx/5xx answer (SPEC section 8: the client shows `title`). */
export interface ErrorBody {
  title: string;
  status: number;
  errors?: FieldErrors;
}

const VALIDATION_TITLE = 'One or more validation errors occurred.';

/** The JSON Schema of ErrorBody: documents every error answer and serialises it. */
export const ERROR_BODY_SCHEMA = {
  type: 'object',
  required: ['title', 'status'],
  properties: {
    title: { type: 'string' },
    status: { type: 'integer' },
    errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
  },
} as const;

/** The one mapping of the shop's refusals to HTTP. */
function errorBodyOf(error: DomainError): ErrorBody {
  if (error instanceof ValidationFailed) return { title: VALIDATION_TITLE, status: 400, errors: error.errors };
  if (error instanceof NotSignedIn) return { title: error.title, status: 401 };
  if (error instanceof Forbidden) return { title: error.title, status: 403 };
  if (error instanceof NotFound) return { title: error.title, status: 404 };
  if (error instanceof Unprocessable) return { title: error.title, status: 422 };
  if (error instanceof TooManyAttempts) return { title: error.title, status: 429 };
  return { title: 'Internal Server Error', status: 500 };
}

/** An error body in the request's language: its title and every field message. */
function inLanguage(body: ErrorBody, language: Language): ErrorBody {
  if (language === 'en') return body;
  const translated: ErrorBody = { title: translate(language, body.title), status: body.status };
  if (body.errors) {
    translated.errors = Object.fromEntries(
      Object.entries(body.errors).map(([field, messages]) => [field, translateAll(language, messages)]),
    );
  }
  return translated;
}

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && typeof (error as { statusCode?: unknown }).statusCode === 'number';
}

/** Titles for what Fastify itself rejects before a handler runs. */
function frameworkTitle(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'Malformed JSON body.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type: send application/json.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large.';
    default:
      return error.message;
  }
}

/** Every error, from our rules or from Fastify, answers with an ErrorBody; bad input is never a 500. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof DomainError) {
      const body = inLanguage(errorBodyOf(error), request.language);
      // every 429 says when to come back
      if (error instanceof TooManyAttempts) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(body.status).send(body);
    }
    if (isFastifyError(error) && (error.statusCode ?? 500) < 500) {
      const status = error.statusCode ?? 400;
      const title = status === 400 && error instanceof SyntaxError ? 'Malformed JSON body.' : frameworkTitle(error);
      // Fastify's own messages may quote the request (a content type, a header): a short excerpt at most
      return reply.status(status).send({ title: excerpt(translate(request.language, title)), status });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ title: translate(request.language, 'Internal Server Error'), status: 500 });
  });
}
