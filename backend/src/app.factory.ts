import { DynamicModule, LogLevel } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { NestExpressApplication } from '@nestjs/platform-express';
import type { RequestHandler } from 'express';
import session from 'express-session';
import helmet from 'helmet';
import passport from 'passport';
import { DataSource } from 'typeorm';
import { AppModule } from './app.module';
import { compressApi } from './common/http/compression.middleware';
import { jsonBody } from './common/http/json-body.middleware';
import { setupOpenApi } from './common/openapi/openapi';
import { createValidationPipe } from './common/http/validation.pipe';
import { sameOriginMutations } from './common/security/same-origin.middleware';
import { spa } from './common/security/spa.middleware';
import { AppConfig } from './config/app-config';
import { ChatIoAdapter } from './modules/chat/chat-io.adapter';
import { PgSessionStore } from './modules/auth/pg-session.store';
import { SESSION_COOKIE } from './modules/auth/session.service';
import { onMutations, sessionsFor } from './modules/auth/session-routing';
import { SessionEndedListener } from './modules/chat/session-ended.listener';

const LEVELS: LogLevel[] = ['error', 'warn', 'log', 'debug'];

export interface CreateAppOptions {
  extraModules?: DynamicModule['imports'];
  logger?: LogLevel[] | false;
}

/** Builds the whole HTTP application (used by main.ts and by the e2e tests alike). */
export async function createApp(config: AppConfig, databaseUrl: string, options: CreateAppOptions = {}): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config, databaseUrl, options.extraModules), {
    bodyParser: false,
    logger: options.logger ?? LEVELS.slice(0, LEVELS.indexOf(config.logLevel) + 1),
  });
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'https:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          // SleepStories: Wistia's embedded player, an iframe a story page adds only after the member presses play.
          frameSrc: ["'self'", 'https://fast.wistia.net'],
          mediaSrc: ["'self'"],
          frameAncestors: ["'none'"],
          objectSrc: ["'none'"],
          upgradeInsecureRequests: config.nodeEnv === 'production' ? [] : null,
        },
      },
    }),
  );
  app.use('/api', compressApi(), ...jsonBody(config.bodyLimit));

  const store = new PgSessionStore(app.get(DataSource));
  store.startSweeping();
  store.useCache(app.get(SessionEndedListener), config.sessionCacheMs);
  const sessionOptions: session.SessionOptions = {
    name: SESSION_COOKIE,
    secret: config.sessionSecret,
    resave: false,
    saveUninitialized: false,
    rolling: true,
    proxy: config.trustProxy !== false,
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      secure: config.nodeEnv === 'production',
      maxAge: config.sessionMaxAgeDays * 24 * 60 * 60 * 1000,
      path: '/',
    },
  };
  const sessionMiddleware = session({ ...sessionOptions, store });
  const cachedSessionMiddleware = session({ ...sessionOptions, store: store.cached() });
  app.use(
    '/api',
    sameOriginMutations(config.allowedOrigins),
    sessionsFor(store, sessionMiddleware, cachedSessionMiddleware, SESSION_COOKIE),
    onMutations(passport.initialize()),
    store.attachUser(),
  );
  app.use(spa(config.frontendDist));
  const io = new ChatIoAdapter(app, [sessionMiddleware, store.attachUser() as unknown as RequestHandler], config.allowedOrigins, config.redisUrl);
  await io.connectRedis();
  app.useWebSocketAdapter(io);
  app.setGlobalPrefix('api');
  app.useGlobalPipes(createValidationPipe());
  setupOpenApi(app, config);
  app.set('sessionMiddleware', sessionMiddleware);
  app.set('sessionStore', store);
  return app;
}
