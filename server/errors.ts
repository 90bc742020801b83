import { messages } from '@shared/messages';
import type { ApiIssue } from '@shared/api/envelope';

/**
 * Domain errors. Services throw these; one Hono error handler (http/error-handler.ts)
 * maps each to its status and the envelope. Never throw a plain Error for bad input.
 */
export class DomainError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 429,
    message: string,
    readonly issues?: ApiIssue[],
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class Invalid extends DomainError {
  constructor(message: string = messages.generic.invalidInput, issues?: ApiIssue[]) {
    super(400, message, issues);
  }
}
export class Unauthenticated extends DomainError {
  constructor(message: string = messages.auth.sessionRequired) {
    super(401, message);
  }
}
export class NotAllowed extends DomainError {
  constructor(message: string = messages.generic.notAllowed) {
    super(403, message);
  }
}
export class NotFound extends DomainError {
  constructor(message: string = messages.generic.notFound) {
    super(404, message);
  }
}
export class Conflict extends DomainError {
  constructor(message: string) {
    super(409, message);
  }
}
/** Existed once and is no longer usable: an expired or used invitation link. */
export class Gone extends DomainError {
  constructor(message: string) {
    super(410, message);
  }
}
export class TooLarge extends DomainError {
  constructor(message: string = messages.generic.requestTooLarge) {
    super(413, message);
  }
}
export class UnsupportedType extends DomainError {
  constructor(message: string) {
    super(415, message);
  }
}
export class RateLimited extends DomainError {
  constructor(
    message: string = messages.generic.rateLimited,
    readonly retryAfterSeconds?: number,
  ) {
    super(429, message);
  }
}
