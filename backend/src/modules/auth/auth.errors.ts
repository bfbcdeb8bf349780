import { ConflictException, UnauthorizedException } from '@nestjs/common';

export const INVALID_CREDENTIALS = 'Invalid email or password';

export class InvalidCredentialsException extends UnauthorizedException {
  constructor() {
    super(INVALID_CREDENTIALS);
  }
}

export class EmailTakenException extends ConflictException {
  constructor() {
    super('An account with this email already exists. Sign in instead.');
  }
}
