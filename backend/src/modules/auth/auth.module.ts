import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { UsersModule } from '../users/users.module';
import { AdminBootstrapService } from './admin-bootstrap.service';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { LocalStrategy } from './local.strategy';
import { AuthRateLimits } from './rate-limits.provider';
import { SessionSerializer } from './session.serializer';
import { SessionService } from './session.service';

@Module({
  imports: [UsersModule, PassportModule.register({ session: true })],
  controllers: [AuthController],
  providers: [AuthService, LocalStrategy, SessionSerializer, SessionService, AuthRateLimits, AdminBootstrapService],
  exports: [AuthService, AuthRateLimits, SessionService],
})
export class AuthModule {}
