import { BadRequestException } from '@nestjs/common';
import type { Response } from 'express';

/** The react-admin simple-rest query: sort=["field","ASC"], range=[0,24], filter={"q":"text",...}. */
export interface AdminListQuery {
  sort?: string;
  range?: string;
  filter?: string;
}

export interface ListRequest {
  offset: number;
  limit: number;
  /** A column expression chosen from the resource's allow-list, never raw input. */
  orderBy: string;
  direction: 'ASC' | 'DESC';
  filter: Record<string, unknown>;
}

export interface ListPage<T> {
  rows: T[];
  total: number;
}

const DEFAULT_LIMIT = 100;
const MAX_LIMIT = 1000;

function parseJson(raw: string | undefined, name: string): unknown {
  if (raw === undefined || raw === '') return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    throw new BadRequestException(`${name} must be JSON`);
  }
}

/**
 * Parses the list query against a resource's sortable fields (property → SQL column).
 * Without range: the first 100 rows; without sort: the default (newest first).
 */
export function parseListQuery(
  query: AdminListQuery,
  sortable: Record<string, string>,
  defaultSort: [string, 'ASC' | 'DESC'] = ['createdAt', 'DESC'],
): ListRequest {
  const sort = parseJson(query.sort, 'sort') ?? defaultSort;
  if (!Array.isArray(sort) || sort.length !== 2 || typeof sort[0] !== 'string' || !['ASC', 'DESC'].includes(String(sort[1]).toUpperCase())) {
    throw new BadRequestException('sort must look like ["field","ASC"]');
  }
  const orderBy = sortable[sort[0]];
  if (!orderBy) throw new BadRequestException(`Cannot sort by ${sort[0]}`);
  const range = parseJson(query.range, 'range') ?? [0, DEFAULT_LIMIT - 1];
  if (!Array.isArray(range) || range.length !== 2 || !range.every((n) => Number.isInteger(n) && n >= 0) || range[1] < range[0]) {
    throw new BadRequestException('range must look like [0,24]');
  }
  const filter = parseJson(query.filter, 'filter') ?? {};
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) throw new BadRequestException('filter must be a JSON object');
  return {
    offset: range[0],
    limit: Math.min(range[1] - range[0] + 1, MAX_LIMIT),
    orderBy,
    direction: String(sort[1]).toUpperCase() as 'ASC' | 'DESC',
    filter: filter as Record<string, unknown>,
  };
}

/** The ids of a react-admin getMany call (filter {"id": [...]}), validated as UUIDs. */
export function idFilter(filter: Record<string, unknown>): string[] | undefined {
  const ids = filter.id ?? filter.ids;
  if (ids === undefined) return undefined;
  const list = Array.isArray(ids) ? ids : [ids];
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  if (!list.every((id) => typeof id === 'string' && uuid.test(id))) throw new BadRequestException('filter id must be a list of ids');
  return list as string[];
}

/** A text filter value, trimmed and bounded, or undefined. */
export function textFilter(filter: Record<string, unknown>, key: string): string | undefined {
  const value = filter[key];
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') throw new BadRequestException(`filter ${key} must be text`);
  return value.trim().slice(0, 200) || undefined;
}

/** Sets `Content-Range: <resource> start-end/total` and returns the rows. */
export function sendPage<T>(res: Response, resource: string, list: ListRequest, page: ListPage<T>): T[] {
  const end = page.rows.length === 0 ? list.offset : list.offset + page.rows.length - 1;
  res.setHeader('Content-Range', `${resource} ${list.offset}-${end}/${page.total}`);
  res.setHeader('Access-Control-Expose-Headers', 'Content-Range');
  return page.rows;
}

/** An ILIKE pattern that finds `text` anywhere, with LIKE's wildcards in it taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[%_\\]/g, '\\$&')}%`;
}
