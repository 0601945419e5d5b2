import type { FastifyError, FastifyInstance } from 'fastify';

/** Field name -> messages, as the register form and every other form show them. */
export type FieldErrors = Record<string, string[]>;

/** The body of every 4xx/5xx answer. */
export interface ErrorBody {
  title: string;
  status: number;
  errors?: FieldErrors;
}

export const VALIDATION_TITLE = 'One or more validation errors occurred.';

/** An answer other than success, thrown from a handler and turned into an ErrorBody. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly title: string,
    readonly errors?: FieldErrors,
  ) {
    super(title);
  }

  get body(): ErrorBody {
    return this.errors ? { title: this.title, status: this.status, errors: this.errors } : { title: this.title, status: this.status };
  }
}

export const notFound = (title = 'Not found'): HttpError => new HttpError(404, title);
export const unauthorized = (): HttpError => new HttpError(401, 'Unauthorized');
export const invalid = (errors: FieldErrors): HttpError => new HttpError(400, VALIDATION_TITLE, errors);
/** One field's error, for checks that need the database (a taken e-mail, a state of the country). */
export const invalidField = (field: string, message: string): HttpError => invalid({ [field]: [message] });

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

/** Every error, thrown by us or by Fastify, answers with an ErrorBody; bad input is never a 500. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.status).send(error.body);
    }
    if (isFastifyError(error) && error.statusCode !== undefined && error.statusCode < 500) {
      const status = error.statusCode;
      if (status === 400 && error instanceof SyntaxError) {
        return reply.status(400).send({ title: 'Malformed JSON body.', status });
      }
      return reply.status(status).send({ title: frameworkTitle(error), status });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ title: 'Internal Server Error', status: 500 });
  });
}
