import { Header } from '@nestjs/common';

/** The media type of every JSON answer. */
export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/**
 * A JSON document already written out as text (built by PostgreSQL for a hot read), standing for a
 * value of type `T`: sent as it is, never parsed or serialised again.
 */
export type JsonText<T> = string & { readonly __jsonOf?: T };

/** On a route answering JsonText: the text goes out as it is, under the JSON media type. */
export const AnswersJsonText = (): MethodDecorator => Header('Content-Type', JSON_CONTENT_TYPE);
