import { BadRequestException, InternalServerErrorException, NotFoundException, ServiceUnavailableException } from '@nestjs/common';
import { QueryFailedError } from 'typeorm';
import { defineErrors } from './domain-error';
import { genericCode, isUnexpected, toErrorBody } from './http-exception.filter';

const Errors = defineErrors('things', { gone: [410, 'This thing is gone'], away: [503, 'Briefly unavailable; try again in a moment.'] });

describe('toErrorBody', () => {
  it("keeps a DomainError's code and words", () => {
    expect(toErrorBody(Errors.gone())).toEqual({ statusCode: 410, code: 'things.gone', message: 'This thing is gone', error: 'Gone' });
  });

  it("gives Nest's own errors a generic code by status, and keeps a code they carry", () => {
    expect(toErrorBody(new NotFoundException('Cannot GET /api/x'))).toEqual({ statusCode: 404, code: 'http.notFound', message: 'Cannot GET /api/x', error: 'Not Found' });
    expect(toErrorBody(new BadRequestException({ message: 'Title is required', code: 'validation.failed', errors: [{ field: 'title', messages: ['Title is required'] }] }))).toEqual({
      statusCode: 400,
      code: 'validation.failed',
      message: 'Title is required',
      error: 'Bad Request',
      errors: [{ field: 'title', messages: ['Title is required'] }],
    });
  });

  it("maps the database's input errors to data.* codes and Fastify's refusals to generic ones", () => {
    const unique = new QueryFailedError('INSERT', [], Object.assign(new Error('duplicate key'), { code: '23505' }));
    expect(toErrorBody(unique)).toEqual({ statusCode: 409, code: 'data.alreadyExists', message: 'This already exists', error: 'Conflict' });
    expect(toErrorBody(Object.assign(new Error('x'), { statusCode: 415, code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE' }))).toMatchObject({ statusCode: 415, code: 'http.unsupportedMediaType' });
  });

  it('answers anything else as a 500 that says nothing of its cause', () => {
    expect(toErrorBody(new Error('password=hunter2 in a stack'))).toEqual({
      statusCode: 500,
      code: 'http.internalError',
      message: 'Something went wrong on our side',
      error: 'Internal Server Error',
    });
  });

  it('has a stable code for every status, listed or not', () => {
    expect(genericCode(429)).toBe('http.tooManyRequests');
    expect(genericCode(418)).toBe('http.status418');
  });
});

describe('isUnexpected', () => {
  const judge = (err: unknown) => isUnexpected(err, toErrorBody(err));

  it('counts a 500 nobody meant as a failure worth an error line', () => {
    expect(judge(new Error('boom'))).toBe(true);
    expect(judge(new InternalServerErrorException())).toBe(true);
  });

  it('counts no deliberate refusal: a 503 such as chat.unavailable during a Redis outage, nor any 4xx', () => {
    expect(judge(Errors.away())).toBe(false);
    expect(judge(new ServiceUnavailableException())).toBe(false);
    expect(judge(new NotFoundException())).toBe(false);
  });
});
