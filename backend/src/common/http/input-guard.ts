import { BadRequestException } from '@nestjs/common';

/** Deeper than this, no request of ours is legitimate; checked before any transformation. */
export const MAX_INPUT_DEPTH = 16;

/** Keys that would reach (or shadow) an object's prototype when copied onto an object. */
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** A NUL (PostgreSQL text cannot hold one) or a UTF-16 surrogate without its partner. */
// eslint-disable-next-line no-control-regex -- finding the NUL control character is the point of this pattern.
const BAD_CHARACTER = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function hasBadCharacter(text: string): boolean {
  return BAD_CHARACTER.test(text);
}

/**
 * Refuses input no route may accept, whatever its DTO: nesting deeper than MAX_INPUT_DEPTH,
 * prototype keys, and text with NUL bytes or lone surrogates (in values and keys). Iterative,
 * so hostile nesting cannot overflow the stack. `where` names the input in the message.
 */
export function assertCleanInput(value: unknown, where = 'The request'): void {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (typeof item === 'string') {
      if (hasBadCharacter(item)) throw new BadRequestException(`${where} contains characters that are not allowed (a NUL byte or an incomplete character)`);
      continue;
    }
    if (item === null || typeof item !== 'object') continue;
    if (depth >= MAX_INPUT_DEPTH) throw new BadRequestException(`${where} is nested too deeply`);
    if (Array.isArray(item)) {
      for (const child of item) stack.push([child, depth + 1]);
      continue;
    }
    for (const key of Object.keys(item)) {
      if (PROTOTYPE_KEYS.has(key)) throw new BadRequestException(`${where} contains a field name that is not allowed: ${key}`);
      if (hasBadCharacter(key)) throw new BadRequestException(`${where} contains characters that are not allowed (a NUL byte or an incomplete character)`);
      stack.push([(item as Record<string, unknown>)[key], depth + 1]);
    }
  }
}

/**
 * JSON.parse for untrusted text that must stay small and flat (list query parameters): the
 * nesting is measured on the text first, so the parser never sees hostile depth.
 */
export function parseUntrustedJson(text: string, name: string): unknown {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '[' || c === '{') {
      if (++depth > MAX_INPUT_DEPTH) throw new BadRequestException(`${name} is nested too deeply`);
    } else if (c === ']' || c === '}') depth--;
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new BadRequestException(`${name} must be JSON`);
  }
  assertCleanInput(value, name);
  return value;
}
