import { SuspensionRepository } from '../safety/suspension.repository';
import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { UsersModule } from '../users/users.module';
import { AdminBootstrapService } from './admin-bootstrap.service';
import { AuthController } from './auth.controller';
import { AuthRepository } from './auth.repository';
import { AuthService } from './auth.service';
import { DeviceCookies } from './device-cookie';
import { LocalStrategy } from './local.strategy';
import { PgSessionStore } from './pg-session.store';
import { AuthRateLimits } from './rate-limits.provider';
import { SessionLayer } from './session';
import { SESSION_COOKIE, SessionService } from './session.service';

@Module({
  imports: [UsersModule, PassportModule],
  controllers: [AuthController],
  providers: [
    AuthService,
    AuthRepository,
    LocalStrategy,
    SessionService,
    SuspensionRepository,
    AuthRateLimits,
    DeviceCookies,
    AdminBootstrapService,
    { provide: PgSessionStore, useFactory: (db: DataSource) => new PgSessionStore(db), inject: [DataSource] },
    {
      provide: SessionLayer,
      useFactory: (store: PgSessionStore, config: AppConfig) =>
        new SessionLayer(store, {
          // `__Host-` in production: only this origin, over HTTPS, at path / may set it (no planted cookie from a sibling domain).
          cookieName: config.nodeEnv === 'production' ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE,
          secrets: [config.sessionSecret, ...config.previousSessionSecrets],
          maxAgeMs: config.sessionMaxAgeDays * 24 * 60 * 60 * 1000,
          secure: config.nodeEnv === 'production',
        }),
      inject: [PgSessionStore, APP_CONFIG],
    },
  ],
  exports: [AuthService, AuthRateLimits, DeviceCookies, SessionService, PgSessionStore, SessionLayer],
})
export class AuthModule {}
