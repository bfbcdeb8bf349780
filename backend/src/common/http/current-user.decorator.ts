import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { FastifyRequest as Request } from 'fastify';
import { AuthUser } from './auth-user';

/** The signed-in user; only use on routes whose access level requires sign-in. */
export const CurrentUser = createParamDecorator((_data: unknown, ctx: ExecutionContext): AuthUser => {
  return ctx.switchToHttp().getRequest<Request>().user as AuthUser;
});
