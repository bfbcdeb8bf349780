import { BadRequestException, ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import type { FastifyRequest as Request } from 'fastify';
import { AuthErrors } from './auth.errors';
import { LoginDto } from './dto/login.dto';

/**
 * The password sign-in's guard: validates the body, then passport runs the `local` strategy
 * (LocalStrategy) and puts the member on `req.user`; the route starts her session
 * (SessionService.signIn). Any failure of the strategy reads `Invalid email or password`.
 */
@Injectable()
export class LocalAuthGuard extends AuthGuard('local') {
  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request>();
    const errors = await validate(plainToInstance(LoginDto, req.body ?? {}), { stopAtFirstError: true });
    if (errors.length > 0) {
      throw new BadRequestException(errors.flatMap((e) => Object.values(e.constraints ?? {})).join('; '));
    }
    await super.canActivate(context);
    return true;
  }

  override handleRequest<TUser>(err: unknown, user: TUser | false): TUser {
    if (err) throw err;
    if (!user) throw AuthErrors.invalidCredentials();
    return user;
  }
}
