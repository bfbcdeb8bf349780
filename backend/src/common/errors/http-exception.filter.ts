import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Optional } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { STATUS_CODES } from 'node:http';
import { QueryFailedError } from 'typeorm';
import { DatabaseStatus, isDatabaseUnavailable } from '../database/database-status';
import { routeLabel } from '../logging/request-logging';

/** The one error shape on the wire (see ApiErrorBody in packages/contracts). */
export interface ErrorBody {
  statusCode: number;
  /** Stable and machine-readable: `<feature>.<rule>` from defineErrors, else a generic code below. */
  code: string;
  message: string;
  error: string;
  errors?: unknown;
}

/**
 * Codes for errors that name no rule of ours (Nest's own 404 and validation errors, Fastify's refusals,
 * a status without a DomainError): one per status, stable whatever words Node gives the status.
 */
export const GENERIC_CODES: Readonly<Record<number, string>> = {
  400: 'http.badRequest',
  401: 'http.unauthorized',
  403: 'http.forbidden',
  404: 'http.notFound',
  405: 'http.methodNotAllowed',
  406: 'http.notAcceptable',
  408: 'http.requestTimeout',
  409: 'http.conflict',
  410: 'http.gone',
  411: 'http.lengthRequired',
  412: 'http.preconditionFailed',
  413: 'http.payloadTooLarge',
  414: 'http.uriTooLong',
  415: 'http.unsupportedMediaType',
  416: 'http.rangeNotSatisfiable',
  422: 'http.unprocessableEntity',
  429: 'http.tooManyRequests',
  431: 'http.headersTooLarge',
  500: 'http.internalError',
  503: 'http.serviceUnavailable',
};

/** The generic code of a status (`http.status<N>` for one not in the table). */
export function genericCode(status: number): string {
  return GENERIC_CODES[status] ?? `http.status${status}`;
}

/** The one error body for a status, a code and words (used by the filter and by the hooks that answer before it). */
export function errorBody(statusCode: number, message: string, code: string = genericCode(statusCode)): ErrorBody {
  return { statusCode, code, message, error: STATUS_CODES[statusCode] ?? 'Error' };
}

/** PostgreSQL error codes that mean the input was wrong, not the server, with their own words and code. */
const PG_CLIENT_ERRORS: Record<string, [number, string, string]> = {
  '22P02': [400, 'A value has the wrong format', 'data.wrongFormat'],
  '22001': [400, 'A value is too long', 'data.tooLong'],
  '22003': [400, 'A number is out of range', 'data.numberOutOfRange'],
  '22007': [400, 'A date has the wrong format', 'data.wrongDateFormat'],
  '22008': [400, 'A date is out of range', 'data.dateOutOfRange'],
  '22021': [400, 'A value contains characters that are not allowed', 'data.badCharacters'],
  '23505': [409, 'This already exists', 'data.alreadyExists'],
  '23503': [400, 'A referenced record does not exist', 'data.missingReference'],
  '23502': [400, 'A required value is missing', 'data.missingValue'],
  '23514': [409, 'The change breaks a rule of the data', 'data.ruleBroken'],
  // Two requests collided (serialization failure, deadlock): nothing was written; the client may retry.
  '40001': [409, 'Another change happened at the same moment; please try again', 'data.concurrentChange'],
  '40P01': [409, 'Another change happened at the same moment; please try again', 'data.concurrentChange'],
};

/** Every other data exception (class 22) or integrity violation (class 23) is the input's fault too. */
const PG_CLIENT_CLASSES: Record<string, [number, string, string]> = {
  '22': [400, 'A value is not valid', 'data.invalidValue'],
  '23': [409, 'The change breaks a rule of the data', 'data.ruleBroken'],
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
 * Turns every error into the one shape {statusCode, code, message, error}; never leaks internals. An
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
    const body = unavailable ? errorBody(HttpStatus.SERVICE_UNAVAILABLE, DATABASE_DOWN.message, 'database.unavailable') : toErrorBody(exception);
    if (unavailable) this.database?.unreachable(exception);
    else if (isUnexpected(exception, body)) {
      req.log.error({ method: req.method, route: routeLabel(req), err: exception }, 'request failed');
    }
    if (res.sent) return;
    const retryAfter = unavailable ? DATABASE_DOWN.retryAfter : retryAfterOf(exception);
    if (retryAfter) res.header('Retry-After', String(retryAfter));
    if (body.statusCode === 409 && RETRYABLE.has(pgErrorCode(exception) ?? '')) res.header('Retry-After', '1');
    res.status(body.statusCode).send(body);
  }
}

/**
 * Whether an error answered with `body` is a failure worth an error line: a 5xx that nobody meant. A
 * deliberate 503 (not ready, busy, chat briefly unavailable while Redis is away) is no failure: its
 * access line says enough, and the outage itself is logged once by whoever watches the dependency.
 */
export function isUnexpected(exception: unknown, body: ErrorBody): boolean {
  return body.statusCode >= 500 && !(exception instanceof HttpException && body.statusCode !== 500);
}

/**
 * The error body of any exception: a DomainError keeps its code; Nest's and Fastify's errors, and the
 * database's input errors, get a generic one; anything else is a 500 that says nothing of its cause.
 * The HTTP filter sends it; the chat gateway acks its code and message.
 */
export function toErrorBody(exception: unknown): ErrorBody {
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const response = exception.getResponse();
    const raw = typeof response === 'string' ? { message: response } : (response as Record<string, unknown>);
    // Fastify's own request errors arrive wrapped, with the original as the cause.
    const tooLarge = (exception.cause as { code?: string } | undefined)?.code === 'FST_ERR_CTP_BODY_TOO_LARGE';
    const body = errorBody(
      status,
      tooLarge ? 'The request body is too large' : sentence(raw.message ?? exception.message),
      typeof raw.code === 'string' ? raw.code : genericCode(status),
    );
    if (raw.errors) body.errors = raw.errors;
    // A DomainError's details (e.g. a suspension's `until`) join the body; they never replace its fields.
    if (raw.details && typeof raw.details === 'object') return { ...(raw.details as Record<string, unknown>), ...body };
    return body;
  }
  const code = pgErrorCode(exception);
  if (code) {
    const mapped = PG_CLIENT_ERRORS[code] ?? PG_CLIENT_CLASSES[code.slice(0, 2)];
    if (mapped) return errorBody(mapped[0], mapped[1], mapped[2]);
  }
  // Fastify's own request errors (body too large, a type no parser takes, a malformed URL) carry a status.
  const err = exception as { status?: number; statusCode?: number; code?: string; message?: string };
  const status = err?.status ?? err?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const message = err.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? 'The request body is too large' : STATUS_CODES[status] ?? 'Bad request';
    return errorBody(status, message);
  }
  return errorBody(HttpStatus.INTERNAL_SERVER_ERROR, 'Something went wrong on our side');
}
