import type { ApiErrorCode } from '../../src-shared/api';

/** A refusal a service gives in words for the player; the API passes it on as it is. */
export class ServiceError extends Error {
  constructor(
    readonly code: ApiErrorCode,
    message: string,
  ) {
    super(message);
  }
}
