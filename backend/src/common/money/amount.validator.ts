import { registerDecorator, ValidationOptions } from 'class-validator';
import { toCents } from './money';

/** A positive amount (number or string) with at most two decimals, up to 99,999,999.99. */
export function IsAmount(options?: ValidationOptions) {
  return (object: object, propertyName: string) =>
    registerDecorator({
      name: 'isAmount',
      target: object.constructor,
      propertyName,
      options: { message: 'Amount must be a positive number with at most two decimals, up to 99,999,999.99', ...options },
      validator: {
        validate: (value: unknown) => {
          const cents = toCents(value);
          return cents !== null && cents > 0;
        },
      },
    });
}
