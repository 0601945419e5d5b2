/**
 * What the shop's rules refuse, in the dealer's words. Domain code throws these and knows
 * nothing of HTTP; api/src/http/errors.ts maps each to its status and error body in one place.
 */

/** Field name -> messages, as the register form and every other form show them. */
export type FieldErrors = Record<string, string[]>;

export abstract class DomainError extends Error {}

/** The thing asked for does not exist, or is not the signed-in customer's. */
export class NotFound extends DomainError {
  constructor(readonly title = 'Not found') {
    super(title);
  }
}

/** No, an unknown, an expired or a revoked session; or wrong credentials. */
export class NotSignedIn extends DomainError {
  constructor(readonly title = 'Unauthorized') {
    super(title);
  }
}

/** The caller is known but may not do this: a role refused (extension team), an integration key without the call's scope. 403. */
export class Forbidden extends DomainError {
  constructor(readonly title = 'Forbidden') {
    super(title);
  }
}

/** A well-formed request the shop cannot take as it stands (an Idempotency-Key reused with another request). */
export class Unprocessable extends DomainError {
  constructor(readonly title: string) {
    super(title);
  }
}

/** Input the shop cannot accept, with the messages per field. */
export class ValidationFailed extends DomainError {
  constructor(readonly errors: FieldErrors) {
    super('validation failed');
  }

  /** One field's error, for checks that need the data (a taken e-mail, a state of the country). */
  static field(field: string, message: string): ValidationFailed {
    return new ValidationFailed({ [field]: [message] });
  }
}

/** Too many attempts in a while (logins, password recovery). */
export class TooManyAttempts extends DomainError {
  constructor(
    readonly title: string,
    /** When the client may try again (the Retry-After header). */
    readonly retryAfterSeconds: number,
  ) {
    super(title);
  }
}
