/**
 * The one error tree of svc. Services throw these; the root error handler in
 * `src/server/app.ts` turns them into `{error: string}` with their status.
 * `message` is public; `cause` is for the server log only.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = new.target.name;
  }
}

export class BadRequestError extends AppError {
  constructor(message: string, options?: { cause?: unknown }) {
    super(400, message, options);
  }
}

export class UnauthorizedError extends AppError {
  constructor(message = 'missing or invalid token', options?: { cause?: unknown }) {
    super(401, message, options);
  }
}

export class ForbiddenError extends AppError {
  constructor(message: string, options?: { cause?: unknown }) {
    super(403, message, options);
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'not found', options?: { cause?: unknown }) {
    super(404, message, options);
  }
}

export class ConflictError extends AppError {
  constructor(message: string, options?: { cause?: unknown }) {
    super(409, message, options);
  }
}

export class PayloadTooLargeError extends AppError {
  constructor(message = 'request body too large', options?: { cause?: unknown }) {
    super(413, message, options);
  }
}

export class TooManyRequestsError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSecs: number,
  ) {
    super(429, message);
  }
}
