import { registerDecorator, ValidationArguments, ValidationOptions } from 'class-validator';
import { AMOUNT_TOO_LARGE, amountProblem, toCents } from './money';

/** "<Field> must be at most $99,999,999.99", the field named as its own message names it. */
function tooLarge(fieldMessage: string): string {
  const field = /^(.+?) must be /.exec(fieldMessage)?.[1];
  return field ? AMOUNT_TOO_LARGE.replace(/^Amount/, field) : AMOUNT_TOO_LARGE;
}

function amountDecorator(allowZero: boolean, message: string, options?: ValidationOptions) {
  return (object: object, propertyName: string) =>
    registerDecorator({
      name: 'isAmount',
      target: object.constructor,
      propertyName,
      // Past the column's limit the answer says the limit, with the field's name ("Monthly rent must be at most $99,999,999.99").
      options: { ...options, message: (args: ValidationArguments) => (amountProblem(args.value) === 'tooLarge' ? tooLarge(String(options?.message ?? message)) : String(options?.message ?? message)) },
      validator: {
        validate: (value: unknown) => {
          const cents = toCents(value);
          return cents !== null && (allowZero ? cents >= 0 : cents > 0);
        },
      },
    });
}

/** A positive amount (number or string) with at most two decimals, up to 99,999,999.99. */
export function IsAmount(options?: ValidationOptions) {
  return amountDecorator(false, 'Amount must be a positive number with at most two decimals, up to 99,999,999.99', options);
}

/** An amount that may also be zero (a free room, no deposit). */
export function IsAmountOrZero(options?: ValidationOptions) {
  return amountDecorator(true, 'Amount must be a number from 0 with at most two decimals, up to 99,999,999.99', options);
}
