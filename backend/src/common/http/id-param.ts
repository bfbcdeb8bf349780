import { NotFoundException, ParseUUIDPipe } from '@nestjs/common';

/** A path id: anything that is not a UUID names nothing, so it is a 404 like an unknown id. */
export const IdParam = new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException('Not found') });
