import express, { ErrorRequestHandler, RequestHandler } from 'express';
import { HttpExceptionFilter } from '../errors/http-exception.filter';
import { assertCleanInput } from './input-guard';

const filter = new HttpExceptionFilter();

/**
 * JSON bodies only, bounded in size and depth; the body and the query string are checked for
 * input no route accepts (see assertCleanInput) before any route, pipe or transformer sees them.
 * Parse, size and input errors answer in the one error shape with a plain message.
 */
export function jsonBody(limit: string): [RequestHandler, RequestHandler, ErrorRequestHandler] {
  const parse = express.json({ limit });
  return [
    (req, res, next) => (req.method === 'GET' || req.method === 'HEAD' ? next() : parse(req, res, next)),
    (req, _res, next) => {
      try {
        assertCleanInput(req.query, 'The query string');
        if (req.body !== undefined) assertCleanInput(req.body, 'The request body');
        next();
      } catch (err) {
        next(err);
      }
    },
    (err, _req, res, _next) => {
      const body = filter.toBody(err);
      res.status(body.statusCode).json(body);
    },
  ];
}
