import { BadRequestException, createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { FastifyReply as Response, FastifyRequest as Request } from 'fastify';
import { isUuid } from '../http/id-param';
import { parseUntrustedJson } from '../http/input-guard';

/**
 * react-admin's simple-rest list query, parsed in ONE place for every admin list:
 * sort=["field","ASC"] (allow-listed fields only), range=[0,24], filter={"q":"text",...} with
 * allow-listed keys of declared kinds. Anything else is a 400. Sort and filter keys are looked up
 * as own keys of the resource's spec only, so `__proto__`, `constructor` and friends name nothing.
 */
export type FilterKind = 'text' | 'uuid' | 'boolean';

export interface ListSpec {
  /** The resource name in `Content-Range`. */
  resource: string;
  /** Sortable property → SQL column expression (never raw input). */
  sortable: Record<string, string>;
  /** Filter keys this resource understands; `id` (getMany) is always allowed. */
  filters?: Record<string, FilterKind>;
  defaultSort?: [string, 'ASC' | 'DESC'];
}

export interface ListFilter {
  /** The ids of a react-admin getMany (`{"id": [...]}`); an empty list matches nothing. */
  ids?: string[];
  text: Record<string, string | undefined>;
  uuid: Record<string, string | undefined>;
  boolean: Record<string, boolean | undefined>;
}

export interface ListRequest {
  resource: string;
  offset: number;
  limit: number;
  /** A column expression chosen from the resource's allow-list, never raw input. */
  orderBy: string;
  direction: 'ASC' | 'DESC';
  filter: ListFilter;
}

export interface ListPage<T> {
  rows: T[];
  total: number;
}

const DEFAULT_LIMIT = 100;
const MAX_LIMIT = 1000;
const MAX_OFFSET = 1_000_000;
const MAX_TEXT = 200;

function has(record: object, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(record, key);
}

function jsonParam(query: Record<string, unknown>, name: string): unknown {
  const raw = query[name];
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw !== 'string') throw new BadRequestException(`${name} must be given once, as JSON`);
  return parseUntrustedJson(raw, name);
}

function parseSort(value: unknown, spec: ListSpec): Pick<ListRequest, 'orderBy' | 'direction'> {
  const sort = value ?? spec.defaultSort ?? ['createdAt', 'DESC'];
  if (!Array.isArray(sort) || sort.length !== 2 || typeof sort[0] !== 'string' || typeof sort[1] !== 'string') {
    throw new BadRequestException('sort must look like ["field","ASC"]');
  }
  const direction = sort[1].toUpperCase();
  if (direction !== 'ASC' && direction !== 'DESC') throw new BadRequestException('sort must look like ["field","ASC"]');
  if (!has(spec.sortable, sort[0])) throw new BadRequestException(`Cannot sort by ${sort[0].slice(0, 50)}`);
  return { orderBy: spec.sortable[sort[0]], direction };
}

function parseRange(value: unknown): Pick<ListRequest, 'offset' | 'limit'> {
  const range = value ?? [0, DEFAULT_LIMIT - 1];
  const ok =
    Array.isArray(range) &&
    range.length === 2 &&
    range.every((n) => Number.isSafeInteger(n) && n >= 0 && n <= MAX_OFFSET + MAX_LIMIT) &&
    range[1] >= range[0] &&
    range[0] <= MAX_OFFSET;
  if (!ok) throw new BadRequestException('range must look like [0,24]');
  return { offset: range[0], limit: Math.min(range[1] - range[0] + 1, MAX_LIMIT) };
}

function parseIds(value: unknown): string[] {
  const list = Array.isArray(value) ? value : [value];
  if (list.length > MAX_LIMIT || !list.every((id) => typeof id === 'string' && isUuid(id))) {
    throw new BadRequestException('filter id must be a list of ids');
  }
  return list as string[];
}

function parseFilter(value: unknown, spec: ListSpec): ListFilter {
  const filter: ListFilter = { text: {}, uuid: {}, boolean: {} };
  if (value === undefined) return filter;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new BadRequestException('filter must be a JSON object');
  const kinds = spec.filters ?? {};
  for (const [key, raw] of Object.entries(value)) {
    if (key === 'id' || key === 'ids') {
      filter.ids = parseIds(raw);
      continue;
    }
    if (!has(kinds, key)) throw new BadRequestException(`Cannot filter by ${key.slice(0, 50)}`);
    if (raw === null || raw === '') continue;
    const kind = kinds[key];
    if (kind === 'boolean') {
      if (typeof raw !== 'boolean') throw new BadRequestException(`filter ${key} must be true or false`);
      filter.boolean[key] = raw;
    } else if (typeof raw !== 'string') {
      throw new BadRequestException(`filter ${key} must be text`);
    } else if (kind === 'uuid') {
      if (!isUuid(raw)) throw new BadRequestException(`filter ${key} must be an id`);
      filter.uuid[key] = raw;
    } else {
      filter.text[key] = raw.trim().slice(0, MAX_TEXT) || undefined;
    }
  }
  return filter;
}

/** Parses a list query against a resource's spec. Without range: the first 100 rows; without sort: newest first. */
export function parseListQuery(query: Record<string, unknown>, spec: ListSpec): ListRequest {
  return {
    resource: spec.resource,
    ...parseSort(jsonParam(query, 'sort'), spec),
    ...parseRange(jsonParam(query, 'range')),
    filter: parseFilter(jsonParam(query, 'filter'), spec),
  };
}

/**
 * `@AdminList(SPEC) list: ListRequest` — the parsed list query; the handler returns a ListPage
 * `{rows, total}`, which is answered as its rows with `Content-Range: <resource> start-end/total`.
 * (Done on this reply's `send`, not by a global interceptor: an interceptor would run on every
 * route, and Nest's interceptor chain is a measurable part of a small request's cost.)
 */
export const AdminList = createParamDecorator((spec: ListSpec, ctx: ExecutionContext): ListRequest => {
  const req = ctx.switchToHttp().getRequest<Request>();
  const list = parseListQuery(req.query as Record<string, unknown>, spec);
  const res = ctx.switchToHttp().getResponse<Response>();
  const send = res.send;
  res.send = function (this: Response, body?: unknown) {
    const page = body as ListPage<unknown> | undefined;
    if (!page || !Array.isArray(page.rows) || typeof page.total !== 'number') return send.call(this, body);
    const end = page.rows.length === 0 ? list.offset : list.offset + page.rows.length - 1;
    this.header('Content-Range', `${list.resource} ${list.offset}-${end}/${page.total}`);
    this.header('Access-Control-Expose-Headers', 'Content-Range');
    return send.call(this, page.rows);
  };
  return list;
});

/** An ILIKE pattern that finds `text` anywhere, with LIKE's wildcards in it taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[%_\\]/g, '\\$&')}%`;
}
