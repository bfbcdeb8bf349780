import { DynamicModule, LogLevel } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { STATUS_CODES } from 'node:http';
import passport from 'passport';
import { AppModule } from './app.module';
import { compressJson } from './common/http/compression';
import { assertCleanQuery, registerJsonBody } from './common/http/json-body';
import { setupOpenApi } from './common/openapi/openapi';
import { createValidationPipe } from './common/http/validation.pipe';
import { sameOriginMutations } from './common/security/same-origin';
import { addSecurityHeaders, securityHeaders } from './common/security/security-headers';
import { spa } from './common/security/spa';
import { AppConfig } from './config/app-config';
import { ChatIoAdapter } from './modules/chat/chat-io.adapter';
import { PgSessionStore } from './modules/auth/pg-session.store';
import { isSafeMethod, SessionLayer } from './modules/auth/session';
import { SessionEndedListener } from './modules/chat/session-ended.listener';

const LEVELS: LogLevel[] = ['error', 'warn', 'log', 'debug'];
const API = /^\/api(\/|\?|$)/;

export interface CreateAppOptions {
  extraModules?: DynamicModule['imports'];
  logger?: LogLevel[] | false;
}

/**
 * Builds the whole HTTP application (used by main.ts and by the e2e tests alike): NestJS on
 * Fastify (see README "Signed-in reads and chat capacity" for why not Express). Every request gets
 * the security headers; GETs outside /api get the built UI; API requests go through the same-origin
 * check, the query check and the session, in that order, before any route.
 */
export async function createApp(config: AppConfig, databaseUrl: string, options: CreateAppOptions = {}): Promise<NestFastifyApplication> {
  const hops = config.trustProxy;
  // TRUST_PROXY as a number of proxy hops, in the function form Fastify's types take.
  const trustProxy = typeof hops === 'number' ? (_address: string, hop: number) => hop < hops : hops;
  const headers = securityHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Our origin only: no image on any page is fetched from another host (LightHouse photos are ours).
        imgSrc: ["'self'", 'data:'],
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
  });
  // The router refuses a malformed URL (400) or an over-long path parameter (414) before any hook
  // runs: answered here in the one error shape, with the security headers.
  const frameworkErrors = (error: { statusCode?: number }, _request: FastifyRequest, reply: FastifyReply) => {
    const statusCode = error.statusCode ?? 400;
    const message = statusCode === 414 ? 'The address is too long' : 'The address could not be read';
    void reply.headers(headers).status(statusCode).send({ statusCode, message, error: STATUS_CODES[statusCode] ?? 'Error' });
  };
  const adapter = new FastifyAdapter({ trustProxy, frameworkErrors });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config, databaseUrl, options.extraModules), adapter, {
    bodyParser: false,
    logger: options.logger ?? LEVELS.slice(0, LEVELS.indexOf(config.logLevel) + 1),
  });
  const fastify = app.getHttpAdapter().getInstance();
  registerJsonBody(fastify, config.bodyLimitBytes);

  fastify.addHook('onRequest', addSecurityHeaders(headers));
  fastify.addHook('onRequest', spa(config.frontendDist, config.runtime));

  const store = app.get(PgSessionStore);
  store.startSweeping();
  store.useCache(app.get(SessionEndedListener), config.sessionCacheMs);
  const sessions = app.get(SessionLayer);
  const sameOrigin = sameOriginMutations(config.allowedOrigins);
  // passport (sign-in) only where a sign-in can happen: requests that may change data.
  const passportInit = passport.initialize() as unknown as (req: FastifyRequest, res: FastifyReply, next: () => void) => void;
  fastify.addHook('onRequest', async (request, reply) => {
    if (!API.test(request.url)) return undefined;
    if (sameOrigin(request, reply)) return reply;
    assertCleanQuery(request);
    await sessions.open(request, reply);
    if (!isSafeMethod(request.method)) passportInit(request, reply, () => undefined);
    return undefined;
  });
  fastify.addHook('onSend', async (request, reply, payload) => {
    if (!API.test(request.url)) return payload;
    await sessions.commit(request, reply);
    sessions.answered(reply);
    return compressJson(request, reply, payload);
  });

  const io = new ChatIoAdapter(app, sessions.handshake(), config.allowedOrigins, config.redisUrl);
  await io.connectRedis();
  app.useWebSocketAdapter(io);
  app.setGlobalPrefix('api');
  app.useGlobalPipes(createValidationPipe());
  setupOpenApi(app, config, sessions);
  return app;
}
