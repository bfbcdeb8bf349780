import express, { ErrorRequestHandler, RequestHandler } from 'express';
import { HttpExceptionFilter } from '../errors/http-exception.filter';

const filter = new HttpExceptionFilter();

/** JSON bodies only, bounded; parse and size errors answer in the one error shape with a plain message. */
export function jsonBody(limit: string): [RequestHandler, ErrorRequestHandler] {
  const parse = express.json({ limit });
  return [
    (req, res, next) => (req.method === 'GET' || req.method === 'HEAD' ? next() : parse(req, res, next)),
    (err, _req, res, _next) => {
      const body = filter.toBody(err);
      res.status(body.statusCode).json(body);
    },
  ];
}
