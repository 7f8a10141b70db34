import type { ApiErrorCode } from '../src-shared/api';

/**
 * A refusal in words for the player, from a service or the store; the API passes it on as it is.
 * It sits below every layer so the store can refuse without importing the services.
 */
export class ServiceError extends Error {
  constructor(
    readonly code: ApiErrorCode,
    message: string,
  ) {
    super(message);
  }
}
