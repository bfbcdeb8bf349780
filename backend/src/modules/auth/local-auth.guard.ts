import { BadRequestException, ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import type { FastifyRequest as Request } from 'fastify';
import { AuthErrors } from './auth.errors';
import { LoginDto } from './dto/login.dto';

/** Validates the body, checks the credentials, then signs in (passport regenerates the session id). */
@Injectable()
export class LocalAuthGuard extends AuthGuard('local') {
  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request>();
    const errors = await validate(plainToInstance(LoginDto, req.body ?? {}), { stopAtFirstError: true });
    if (errors.length > 0) {
      throw new BadRequestException(errors.flatMap((e) => Object.values(e.constraints ?? {})).join('; '));
    }
    await super.canActivate(context);
    await super.logIn(req as unknown as { logIn: () => void });
    return true;
  }

  override handleRequest<TUser>(err: unknown, user: TUser | false): TUser {
    if (err) throw err;
    if (!user) throw AuthErrors.invalidCredentials();
    return user;
  }
}
