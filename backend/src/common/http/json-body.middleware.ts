import express, { ErrorRequestHandler, RequestHandler } from 'express';
import { HttpExceptionFilter } from '../errors/http-exception.filter';

const filter = new HttpExceptionFilter();

/** JSON bodies only, bounded; parse and size errors answer in the one error shape with a plain message. */
export function jsonBody(limit: string): [RequestHandler, ErrorRequestHandler] {
  return [
    express.json({ limit }),
    (err, _req, res, _next) => {
      const body = filter.toBody(err);
      res.status(body.statusCode).json(body);
    },
  ];
}
