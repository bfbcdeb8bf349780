import { NotFoundException, ParseUUIDPipe } from '@nestjs/common';
import type { DomainError } from '../errors/domain-error';

/** A UUID (any version), the shape of every id of ours: the one definition. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID_PATTERN.test(value);

/** A path id: anything that is not a UUID names nothing, so it is a 404 like an unknown id. */
export const IdParam = new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException('Not found') });

/** A path id whose malformed value answers the feature's own 404 (e.g. "Story not found"), as an unknown id does. */
export const idParamOr = (notFound: () => DomainError) => new ParseUUIDPipe({ exceptionFactory: notFound });
