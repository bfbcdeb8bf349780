/**
 * The hostile-input corpus: values no client of ours sends, in JSON bodies, socket payloads,
 * path segments and query strings. Each entry says whether it could still be valid somewhere:
 *
 * - strict (`mayBeValid` false): the request is certainly invalid, so the answer must be a 4xx
 *   with the error shape AND the database must be unchanged afterwards;
 * - lenient (`mayBeValid` true): the value can be legitimate there (SQL-looking text is a fine
 *   nickname, `-1` may be in a number's range, `null` clears an optional field, a route that takes
 *   no body ignores one). Then only "never a 5xx, and a 4xx has the error shape" is asserted, and
 *   the request is sent after the no-change check.
 *
 * Field values (the field's kind is read from its class-validator decorators):
 *
 * | values                                             | lenient for                                        | strict for        |
 * |----------------------------------------------------|----------------------------------------------------|-------------------|
 * | 12345, -1, 1e308, 2^53                             | numbers and amounts whose bounds hold them         | every other field |
 * | true, false                                        | booleans                                           | every other field |
 * | null                                               | fields whose @IsOptional/@ValidateIf skips null    | every other field |
 * | [], ["a","b"], {"a":{...}}                         | -                                                  | every typed field |
 * | "NaN", "Infinity", "' OR 1=1 --", impossible dates | text                                               | numbers, booleans, ids, choices, emails, dates |
 * | "12"                                               | text, amounts (money is accepted as a string)      | every other field |
 * | "", "   "                                          | text, and fields that skip them (or null)          | every other field |
 * | NUL byte, lone surrogates, prototype-key objects,  | -                                                  | always            |
 * | 5,000-deep arrays, 90,000 and 200,000 characters   |                                                    |                   |
 *
 * A field without a type validator (`unknown`) takes every value leniently but the always-strict
 * ones. Always strict, because no field may take them: text with a NUL byte (PostgreSQL text cannot
 * hold it) or a lone UTF-16 surrogate (not a character: storing it as UTF-8 silently changes what
 * was written), objects with prototype keys (`__proto__`, `constructor`, `prototype`), nesting
 * thousands deep, and 90,000+ characters (no field of this API takes that much; 200,000 is also
 * over the 100 kB body limit, so a 413). Values are kept as JSON text so that `__proto__` stays an
 * own key and `\ud800` survives intact. Whole bodies, paths and queries: see their tables below.
 */

/** What a body field expects, as read from its class-validator decorators. */
export type FieldKind = 'text' | 'email' | 'number' | 'amount' | 'boolean' | 'choice' | 'uuid' | 'date' | 'unknown';

export interface FieldShape {
  name: string;
  kind: FieldKind;
  /** Bounds for numbers (`@Min`/`@Max`, or the money contract for amounts). */
  min?: number;
  max?: number;
  /** The allowed values of a choice (`@IsIn`, `@IsEnum`). */
  choices?: unknown[];
  /** False when a condition (`@IsOptional`, `@ValidateIf`) lets the field be left out. */
  required: boolean;
  /** Whether the field's own conditions (`@IsOptional`, `@ValidateIf`) skip this value, i.e. treat it as absent. */
  skips(value: unknown): boolean;
}

export interface HostileValue {
  label: string;
  /** The value as JSON text. */
  json: string;
  mayBeValid(field: FieldShape): boolean;
}

/**
 * A value the field accepts, to fill the required fields around the hostile one so that the
 * hostile value is the only thing wrong with the body. `context.id` names a record that exists (a user).
 */
export function validSample(field: FieldShape, context: { id: string; email: () => string }): unknown {
  switch (field.kind) {
    case 'email':
      return context.email();
    case 'number':
      return field.min ?? 1;
    case 'amount':
      return '1.00';
    case 'boolean':
      return true;
    case 'choice':
      return field.choices?.[0];
    case 'uuid':
      return context.id;
    case 'date':
      return '2030-01-15';
    default:
      return 'Hostile test';
  }
}

/** Amounts: positive, two decimals, up to 99,999,999.99 (numeric(10,2), ARCHITECTURE "Money"). */
export const AMOUNT_BOUNDS = { min: 0.01, max: 99_999_999.99 };

/** A marker key the prototype-key payloads try to plant on Object.prototype. */
const POLLUTION_MARKER = 'hostilePolluted';

const never = (): boolean => false;
const forKinds =
  (...kinds: FieldKind[]) =>
  (field: FieldShape): boolean =>
    kinds.includes(field.kind);
const inRange =
  (n: number) =>
  (field: FieldShape): boolean =>
    field.kind === 'unknown' || ((field.kind === 'number' || field.kind === 'amount') && n >= (field.min ?? -Infinity) && n <= (field.max ?? Infinity));
/** Empty text may be valid as text, or where the field treats it (or the null a trim turns it into) as absent. */
const blank =
  (value: string) =>
  (field: FieldShape): boolean =>
    forKinds('text', 'unknown')(field) || field.skips(value) || field.skips(null);

function deepJson(depth: number): string {
  return `${'['.repeat(depth)}${']'.repeat(depth)}`;
}

const PROTO_OBJECTS: [string, string][] = [
  ['object with a __proto__ key', `{"__proto__":{"${POLLUTION_MARKER}":true}}`],
  ['object with a constructor.prototype key', `{"constructor":{"prototype":{"${POLLUTION_MARKER}":true}}}`],
  ['object with a prototype key', `{"prototype":{"${POLLUTION_MARKER}":true}}`],
];

const text = (label: string, value: string, mayBeValid: (field: FieldShape) => boolean): HostileValue => ({ label, json: JSON.stringify(value), mayBeValid });

/** Values for one body (or socket payload) field at a time. */
export const FIELD_VALUES: HostileValue[] = [
  // Wrong types: numbers, booleans, null, arrays and objects where something else is expected.
  { label: 'number 12345', json: '12345', mayBeValid: inRange(12345) },
  { label: 'number -1', json: '-1', mayBeValid: inRange(-1) },
  { label: 'number 1e308', json: '1e308', mayBeValid: inRange(1e308) },
  { label: 'number 2^53', json: String(2 ** 53), mayBeValid: inRange(2 ** 53) },
  { label: 'boolean true', json: 'true', mayBeValid: forKinds('boolean', 'unknown') },
  { label: 'boolean false', json: 'false', mayBeValid: forKinds('boolean', 'unknown') },
  { label: 'null', json: 'null', mayBeValid: (field) => field.kind === 'unknown' || field.skips(null) },
  { label: 'empty array', json: '[]', mayBeValid: forKinds('unknown') },
  { label: 'array of strings', json: '["a","b"]', mayBeValid: forKinds('unknown') },
  { label: 'nested object', json: '{"a":{"b":{"c":1}}}', mayBeValid: forKinds('unknown') },
  ...PROTO_OBJECTS.map(([label, json]) => ({ label, json, mayBeValid: never })),
  { label: 'array nested 5,000 deep', json: deepJson(5_000), mayBeValid: never },
  // Strings where numbers, booleans, ids, choices or dates are expected.
  text('string "NaN"', 'NaN', forKinds('text', 'unknown')),
  text('string "Infinity"', 'Infinity', forKinds('text', 'unknown')),
  text('numeric string "12"', '12', forKinds('text', 'unknown', 'amount')),
  text('empty string', '', blank('')),
  text('blank string', '   ', blank('   ')),
  text('SQL-looking text', "' OR 1=1 --", forKinds('text', 'unknown')),
  text('impossible date 2026-02-30', '2026-02-30', forKinds('text', 'unknown')),
  text('impossible date 0000-01-01', '0000-01-01', forKinds('text', 'unknown')),
  text('impossible date 2026-13-01', '2026-13-01', forKinds('text', 'unknown')),
  // Never valid text.
  text('NUL byte "a\\u0000b"', 'a\u0000b', never),
  text('lone surrogate "\\uD800"', '\uD800', never),
  text('lone surrogate "a\\uDC00"', 'a\uDC00', never),
  text('90,000 characters', 'x'.repeat(90_000), never),
  text('200,000 characters (body over the 100 kB limit)', 'x'.repeat(200_000), never),
];

/**
 * Whole request bodies. `parser`: no route may accept them (not a JSON object or array, or over
 * the body limit), so they are strict everywhere. `validation`: invalid for a route that
 * validates a body DTO (unknown fields are refused there), lenient where the body is ignored.
 */
export interface HostileBody {
  label: string;
  raw: string;
  rejectedBy: 'parser' | 'validation';
}

export const WHOLE_BODIES: HostileBody[] = [
  { label: 'empty array body', raw: '[]', rejectedBy: 'validation' },
  { label: 'array of objects body', raw: '[{"email":"a@example.test"}]', rejectedBy: 'validation' },
  ...PROTO_OBJECTS.map(([label, raw]): HostileBody => ({ label: `body: ${label}`, raw, rejectedBy: 'validation' })),
  { label: 'unknown field', raw: '{"unknownField":1}', rejectedBy: 'validation' },
  { label: 'NUL byte in a field name', raw: '{"a\\u0000b":1}', rejectedBy: 'validation' },
  { label: 'body nested 5,000 deep', raw: `{"a":${deepJson(5_000)}}`, rejectedBy: 'validation' },
  { label: 'body nested 40,000 deep (80 kB)', raw: `{"a":${deepJson(40_000)}}`, rejectedBy: 'validation' },
  { label: 'body nested 60,000 deep (over the limit)', raw: `{"a":${deepJson(60_000)}}`, rejectedBy: 'parser' },
  { label: 'body of 200,000 characters', raw: JSON.stringify({ a: 'x'.repeat(200_000) }), rejectedBy: 'parser' },
  { label: 'string body', raw: '"text"', rejectedBy: 'parser' },
  { label: 'number body', raw: '12345', rejectedBy: 'parser' },
  { label: 'null body', raw: 'null', rejectedBy: 'parser' },
  { label: 'boolean body', raw: 'true', rejectedBy: 'parser' },
  { label: 'malformed JSON', raw: '{"a":', rejectedBy: 'parser' },
];

/** Path segments, already percent-encoded as they travel. No route takes any of them: all strict. */
export const PATH_VALUES: { label: string; segment: string }[] = [
  { label: 'NUL byte %00', segment: '%00' },
  { label: 'NUL byte a%00b', segment: 'a%00b' },
  { label: 'lone surrogate %ED%A0%80', segment: '%ED%A0%80' },
  { label: 'malformed percent-encoding', segment: '%E0%A4%A' },
  { label: 'path traversal ..%2F', segment: '..%2F..%2Fadmin' },
  { label: 'SQL-looking text', segment: "'%20OR%201=1%20--" },
  { label: 'very long (5,000 characters)', segment: 'x'.repeat(5_000) },
  { label: 'not a uuid', segment: 'not-a-uuid' },
  { label: 'a number', segment: '12345' },
  { label: '__proto__', segment: '__proto__' },
  { label: 'constructor', segment: 'constructor' },
  { label: 'JSON object', segment: encodeURIComponent('{"a":1}') },
];

/** A query string (already encoded) and whether it may be legitimate. */
export interface HostileQuery {
  label: string;
  query: string;
  mayBeValid: boolean;
}

const json = (name: string, value: unknown) => `${name}=${encodeURIComponent(JSON.stringify(value))}`;
const raw = (name: string, value: string) => `${name}=${encodeURIComponent(value)}`;

/** react-admin simple-rest list parameters (for the list routes: those that answer `Content-Range` or take the whole query). */
export const LIST_QUERIES: HostileQuery[] = [
  // Strict: names that are no sortable field (prototype members above all), and malformed values.
  ...['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', 'id; DROP TABLE users'].map((field) => ({
    label: `sort=["${field}","ASC"]`,
    query: json('sort', [field, 'ASC']),
    mayBeValid: false,
  })),
  { label: 'sort=["createdAt","SIDEWAYS"]', query: json('sort', ['createdAt', 'SIDEWAYS']), mayBeValid: false },
  { label: 'sort=["createdAt"]', query: json('sort', ['createdAt']), mayBeValid: false },
  { label: 'sort=[1,"ASC"]', query: json('sort', [1, 'ASC']), mayBeValid: false },
  { label: 'sort="createdAt"', query: json('sort', 'createdAt'), mayBeValid: false },
  { label: 'sort=[ (not JSON)', query: raw('sort', '['), mayBeValid: false },
  { label: 'range=[-1,5]', query: json('range', [-1, 5]), mayBeValid: false },
  { label: 'range=[5,1]', query: json('range', [5, 1]), mayBeValid: false },
  { label: 'range=[0.5,3]', query: json('range', [0.5, 3]), mayBeValid: false },
  { label: 'range=[0]', query: json('range', [0]), mayBeValid: false },
  { label: 'range=[0,"a"]', query: json('range', [0, 'a']), mayBeValid: false },
  { label: 'range="x" (JSON string)', query: json('range', 'x'), mayBeValid: false },
  { label: 'range=x (not JSON)', query: raw('range', 'x'), mayBeValid: false },
  { label: 'filter=[1]', query: json('filter', [1]), mayBeValid: false },
  { label: 'filter="x" (JSON string)', query: json('filter', 'x'), mayBeValid: false },
  { label: 'filter={ (not JSON)', query: raw('filter', '{'), mayBeValid: false },
  { label: 'filter={"q":"a\\u0000b"}', query: json('filter', { q: 'a\u0000b' }), mayBeValid: false },
  { label: 'filter={"q":"\\uD800"}', query: json('filter', { q: '\uD800' }), mayBeValid: false },
  { label: 'filter={"id":["a\\u0000b"]}', query: json('filter', { id: ['a\u0000b'] }), mayBeValid: false },
  // Lenient: an empty getMany, an id list that names nothing, keys a resource may ignore, a huge page.
  { label: 'range=[0,1e20]', query: 'range=' + encodeURIComponent('[0,1e20]'), mayBeValid: true },
  { label: 'filter={"id":[]}', query: json('filter', { id: [] }), mayBeValid: true },
  { label: 'filter={"id":"not-a-uuid"}', query: json('filter', { id: 'not-a-uuid' }), mayBeValid: true },
  { label: 'filter={"id":[1,null,{}]}', query: json('filter', { id: [1, null, {}] }), mayBeValid: true },
  { label: 'filter={"unknownKey":"x"}', query: json('filter', { unknownKey: 'x' }), mayBeValid: true },
  { label: 'filter={"__proto__":{…}}', query: 'filter=' + encodeURIComponent(`{"__proto__":{"${POLLUTION_MARKER}":1}}`), mayBeValid: true },
  { label: 'filter={"constructor":{"prototype":…}}', query: 'filter=' + encodeURIComponent(PROTO_OBJECTS[1][1]), mayBeValid: true },
  { label: 'filter={"q":123}', query: json('filter', { q: 123 }), mayBeValid: true },
  { label: 'filter={"q":["a"]}', query: json('filter', { q: ['a'] }), mayBeValid: true },
  { label: 'filter={"q":"\' OR 1=1 --"}', query: json('filter', { q: "' OR 1=1 --" }), mayBeValid: true },
  { label: 'filter={"q":"%_\\\\"}', query: json('filter', { q: '%_\\' }), mayBeValid: true },
  { label: 'filter={"q":5,000 characters}', query: json('filter', { q: 'x'.repeat(5_000) }), mayBeValid: true },
  { label: 'filter nested 1,000 deep', query: 'filter=' + encodeURIComponent(`{"id":${deepJson(1_000)}}`), mayBeValid: true },
  { label: 'sort, range and filter repeated', query: `${json('sort', ['createdAt', 'ASC'])}&${json('sort', ['createdAt', 'DESC'])}&range=a&range=b`, mayBeValid: true },
];

/** Values for one named query parameter (`key`), and for `q` on list routes. */
export const NAMED_QUERIES: { label: string; query: (key: string) => string; mayBeValid: boolean }[] = [
  { label: 'NUL byte a%00b', query: (key) => `${key}=a%00b`, mayBeValid: false },
  { label: 'NUL byte alone', query: (key) => `${key}=%00`, mayBeValid: false },
  // A lone surrogate cannot travel in a URL: the server's query parser turns %ED%A0%80 into U+FFFD.
  { label: '%ED%A0%80', query: (key) => `${key}=%ED%A0%80`, mayBeValid: true },
  { label: 'malformed percent-encoding', query: (key) => `${key}=%E0%A4%A`, mayBeValid: true },
  { label: 'SQL-looking text', query: (key) => raw(key, "' OR 1=1 --"), mayBeValid: true },
  { label: 'empty', query: (key) => `${key}=`, mayBeValid: true },
  { label: '5,000 characters', query: (key) => `${key}=${'x'.repeat(5_000)}`, mayBeValid: true },
  { label: 'repeated (an array)', query: (key) => `${key}=a&${key}=b`, mayBeValid: true },
  { label: 'bracketed __proto__ key', query: (key) => `${key}[__proto__]=x&${key}[]=y`, mayBeValid: true },
];

/** `Idempotency-Key` values that are not keys (1-255 visible ASCII characters): each is a 400 that writes nothing. */
export const HOSTILE_IDEMPOTENCY_KEYS: { label: string; value: string }[] = [
  { label: 'empty', value: '' },
  { label: '256 characters', value: 'k'.repeat(256) },
  { label: '10,000 characters', value: 'k'.repeat(10_000) },
  { label: 'non-ASCII', value: 'clé-été' },
  { label: 'inner space', value: 'two words' },
  { label: 'inner tab', value: 'tab\there' },
  { label: 'sent twice (joined with ", ")', value: 'one, two' },
];
