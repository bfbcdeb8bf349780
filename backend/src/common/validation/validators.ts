import { PASSWORD_MAX, PASSWORD_MIN } from '@pfe/contracts';
import { registerDecorator, ValidateIf, ValidationOptions } from 'class-validator';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * A real calendar date (or date-time) in ISO 8601: 2026-02-30, month 13, hour 25 or the year 0000
 * are refused instead of being rolled over into another day. Years 1900 to 9999.
 */
export function isStrictIsoDate(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const [year, month, day, hour = 0, minute = 0, second = 0] = m.slice(1, 7).map((part) => (part === undefined ? undefined : Number(part))) as number[];
  if (year < 1900 || month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59) return false;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= daysInMonth && !Number.isNaN(Date.parse(value));
}

/** `@IsStrictDate()`: see isStrictIsoDate. */
export function IsStrictDate(options?: ValidationOptions): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'isStrictDate',
      target: target.constructor,
      propertyName: propertyName as string,
      options,
      validator: { validate: isStrictIsoDate },
    });
}

/**
 * Optional means "may be left out", not "may be null": an explicit null is validated like any
 * other value (and so refused by the type check). Use IsOptional only where null means "clear".
 */
export function Optional(options?: ValidationOptions): PropertyDecorator {
  return ValidateIf((_object, value) => value !== undefined, options);
}

export const PASSWORD_RULE = `Password must be ${PASSWORD_MIN} to ${PASSWORD_MAX} characters, not counting spaces at either end`;

/** 10 to 128 characters, the spaces at either end not counted toward the minimum: ten spaces is no password. */
export function isAcceptablePassword(value: unknown): boolean {
  return typeof value === 'string' && value.length <= PASSWORD_MAX && value.trim().length >= PASSWORD_MIN;
}

export function IsPassword(options?: ValidationOptions): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'isPassword',
      target: target.constructor,
      propertyName: propertyName as string,
      options,
      validator: { validate: isAcceptablePassword },
    });
}
