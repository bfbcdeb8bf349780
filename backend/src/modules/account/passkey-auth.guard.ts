import { Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { AccountErrors } from './account.errors';

/** The passkey sign-in's guard: passport runs the `passkey` strategy (PasskeyStrategy) and puts the member on `req.user`. */
@Injectable()
export class PasskeyAuthGuard extends AuthGuard('passkey') {
  override handleRequest<TUser>(err: unknown, user: TUser | false): TUser {
    if (err) throw err;
    if (!user) throw AccountErrors.passkeySignInFailed();
    return user;
  }
}
