import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Optional } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { STATUS_CODES } from 'node:http';
import { QueryFailedError } from 'typeorm';
import { DatabaseStatus, isDatabaseUnavailable } from '../database/database-status';
import { routeLabel } from '../logging/request-logging';

export interface ErrorBody {
  statusCode: number;
  message: string;
  error: string;
  errors?: unknown;
}

/** PostgreSQL error codes that mean the input was wrong, not the server, with their own words. */
const PG_CLIENT_ERRORS: Record<string, [number, string]> = {
  '22P02': [400, 'A value has the wrong format'],
  '22001': [400, 'A value is too long'],
  '22003': [400, 'A number is out of range'],
  '22007': [400, 'A date has the wrong format'],
  '22008': [400, 'A date is out of range'],
  '22021': [400, 'A value contains characters that are not allowed'],
  '23505': [409, 'This already exists'],
  '23503': [400, 'A referenced record does not exist'],
  '23502': [400, 'A required value is missing'],
  '23514': [409, 'The change breaks a rule of the data'],
  // Two requests collided (serialization failure, deadlock): nothing was written; the client may retry.
  '40001': [409, 'Another change happened at the same moment; please try again'],
  '40P01': [409, 'Another change happened at the same moment; please try again'],
};

/** Every other data exception (class 22) or integrity violation (class 23) is the input's fault too. */
const PG_CLIENT_CLASSES: Record<string, [number, string]> = {
  '22': [400, 'A value is not valid'],
  '23': [409, 'The change breaks a rule of the data'],
};

export function pgErrorCode(err: unknown): string | undefined {
  return err instanceof QueryFailedError ? (err.driverError as { code?: string } | undefined)?.code : undefined;
}

const RETRYABLE = new Set(['40001', '40P01']);

/** What a client is told while the database cannot be reached, and when to try again (seconds). */
const DATABASE_DOWN = { message: 'The service is briefly unavailable; please try again in a moment', retryAfter: 5 };

/** An error that says when to try again (429 too many attempts, 503 busy): sent as Retry-After. */
function retryAfterOf(exception: unknown): number | undefined {
  const seconds = (exception as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
  return typeof seconds === 'number' && seconds > 0 ? Math.ceil(seconds) : undefined;
}

function sentence(message: unknown): string {
  if (Array.isArray(message)) return message.map(String).join('; ');
  if (typeof message === 'string') return message;
  return 'Request failed';
}

/**
 * Turns every error into the one shape {statusCode, message, error}; never leaks internals. An
 * unreachable database is a 503 with Retry-After, logged once per outage (DatabaseStatus), not per
 * request; any other 500 is logged with the method, the route pattern and the request id.
 */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  constructor(@Optional() private readonly database?: DatabaseStatus) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') throw exception;
    const http = host.switchToHttp();
    const res = http.getResponse<FastifyReply>();
    const req = http.getRequest<FastifyRequest>();
    const unavailable = isDatabaseUnavailable(exception);
    const body = unavailable ? this.unavailableBody() : this.toBody(exception);
    if (unavailable) this.database?.unreachable(exception);
    // A deliberate 503 (not ready, busy) is no failure: its access line says enough.
    else if (body.statusCode >= 500 && !(exception instanceof HttpException && body.statusCode !== 500)) {
      req.log.error({ method: req.method, route: routeLabel(req), err: exception }, 'request failed');
    }
    if (res.sent) return;
    const retryAfter = unavailable ? DATABASE_DOWN.retryAfter : retryAfterOf(exception);
    if (retryAfter) res.header('Retry-After', String(retryAfter));
    if (body.statusCode === 409 && RETRYABLE.has(pgErrorCode(exception) ?? '')) res.header('Retry-After', '1');
    res.status(body.statusCode).send(body);
  }

  private unavailableBody(): ErrorBody {
    return { statusCode: HttpStatus.SERVICE_UNAVAILABLE, message: DATABASE_DOWN.message, error: 'Service Unavailable' };
  }

  toBody(exception: unknown): ErrorBody {
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const response = exception.getResponse();
      const raw = typeof response === 'string' ? { message: response } : (response as Record<string, unknown>);
      // Fastify's own request errors arrive wrapped, with the original as the cause.
      const tooLarge = (exception.cause as { code?: string } | undefined)?.code === 'FST_ERR_CTP_BODY_TOO_LARGE';
      const body: ErrorBody = {
        statusCode: status,
        message: tooLarge ? 'The request body is too large' : sentence(raw.message ?? exception.message),
        error: STATUS_CODES[status] ?? 'Error',
      };
      if (raw.errors) body.errors = raw.errors;
      return body;
    }
    const code = pgErrorCode(exception);
    if (code) {
      const mapped = PG_CLIENT_ERRORS[code] ?? PG_CLIENT_CLASSES[code.slice(0, 2)];
      if (mapped) return { statusCode: mapped[0], message: mapped[1], error: STATUS_CODES[mapped[0]] ?? 'Error' };
    }
    // Fastify's own request errors (body too large, a type no parser takes, a malformed URL) carry a status.
    const err = exception as { status?: number; statusCode?: number; code?: string; message?: string };
    const status = err?.status ?? err?.statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      const message = err.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? 'The request body is too large' : STATUS_CODES[status] ?? 'Bad request';
      return { statusCode: status, message, error: STATUS_CODES[status] ?? 'Error' };
    }
    return { statusCode: HttpStatus.INTERNAL_SERVER_ERROR, message: 'Something went wrong on our side', error: 'Internal Server Error' };
  }
}
