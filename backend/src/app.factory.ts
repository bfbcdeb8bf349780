import fastifyStatic from '@fastify/static';
import { DynamicModule, LogLevel } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppModule } from './app.module';
import { AccessErrors } from './common/access/access.errors';
import { errorBody, toErrorBody } from './common/errors/http-exception.filter';
import { emptyForNull, registerCompression } from './common/http/compression';
import { assertCleanQuery, registerJsonBody } from './common/http/json-body';
import { registerMultipart } from './common/http/multipart';
import { setupOpenApi } from './common/openapi/openapi';
import { createValidationPipe } from './common/http/validation.pipe';
import { registerRequestCeiling } from './common/rate-limit/request-ceiling';
import { sameOriginMutations } from './common/security/same-origin';
import { addSecurityHeaders, clientErrorAnswer, securityHeaders } from './common/security/security-headers';
import { spa } from './common/security/spa';
import { AppConfig } from './config/app-config';
import { fastifyLogging, PinoNestLogger } from './common/logging/request-logging';
import { MetricsService } from './common/metrics/metrics.service';
import { ShutdownState } from './common/lifecycle/graceful-shutdown';
import { configurePasswordHashing } from './modules/auth/password-hasher';
import type { Writable } from 'node:stream';
import { ChatIoAdapter } from './modules/chat/chat-io.adapter';
import { PgSessionStore } from './modules/auth/pg-session.store';
import { rewriteUrl } from './common/http/normalize-path';
import { SessionLayer } from './modules/auth/session';
import { SESSION_COOKIE } from './modules/auth/session.service';
import { ChangeFeed } from './database/change-feed';
import { uploadPatterns, type SubAppEntry } from './modules/sub-apps/sub-app';
import { SUB_APPS } from './sub-apps';

const API = /^\/api(\/|\?|$)/;

export interface CreateAppOptions {
  extraModules?: DynamicModule['imports'];
  /** The sub-app manifest (default: sub-apps.ts); a test may add a fixture app. */
  subApps?: readonly SubAppEntry[];
  /** false: no Nest log lines at all; otherwise Nest logs through Fastify's JSON logger at LOG_LEVEL. */
  logger?: LogLevel[] | false;
  /** Where the JSON log lines go (default: standard output); tests read them here. */
  logStream?: Writable;
}

/**
 * Builds the whole HTTP application (used by main.ts and by the e2e tests alike): NestJS on
 * Fastify (see README "Signed-in reads and chat capacity" for why not Express). Every request gets
 * the security headers; GETs outside /api get the built UI; API requests go through the same-origin
 * check, the query check and the session, in that order, before any route.
 */
/** The answer of a request whose session ended while it ran: signed out, in the one error shape. */
function signedOut(reply: FastifyReply): string {
  void reply.status(401).header('content-type', 'application/json; charset=utf-8').removeHeader('content-length').removeHeader('content-encoding');
  return JSON.stringify(toErrorBody(AccessErrors.signInRequired()));
}

export async function createApp(config: AppConfig, databaseUrl: string, options: CreateAppOptions = {}): Promise<NestFastifyApplication> {
  const subApps = options.subApps ?? SUB_APPS;
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
    void reply.headers(headers).header('X-Request-Id', _request.id).status(statusCode).send(errorBody(statusCode, message));
  };
  // rewriteUrl: the path is normalised once, before the router and every hook read it (common/http/normalize-path.ts).
  const adapter = new FastifyAdapter({ trustProxy, rewriteUrl, frameworkErrors, clientErrorHandler: clientErrorAnswer(headers), ...fastifyLogging(config, options.logStream) });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config, databaseUrl, options.extraModules, subApps), adapter, {
    bodyParser: false,
    logger: options.logger === false ? false : new PinoNestLogger(adapter.getInstance().log),
  });
  const fastify = app.getHttpAdapter().getInstance();
  registerJsonBody(fastify, config.bodyLimitBytes);
  await registerMultipart(app, config.mediaMaxUploadMb);
  await registerCompression(app);
  // reply.sendFile for spa() only: no route of its own (the SPA decides which file a path names).
  await app.register(fastifyStatic, { root: config.frontendDist, serve: false, preCompressed: true, cacheControl: false, suppressWarning: true });

  configurePasswordHashing(config.hashing);

  // Operations: requests counted for the graceful shutdown (and `Connection: close` once it began);
  // every answer names its request; every answer is counted (metrics).
  const shutdown = app.get(ShutdownState);
  shutdown.register(fastify);
  // Hooks on every request are synchronous (`done`): an async hook costs a promise per request.
  fastify.addHook('onRequest', (request, reply, done) => {
    reply.header('X-Request-Id', request.id);
    done();
  });
  const metrics = app.get(MetricsService);
  fastify.addHook('onResponse', (request, reply, done) => {
    metrics.observeRequest(request, reply);
    done();
  });

  fastify.addHook('onRequest', addSecurityHeaders(headers));
  registerRequestCeiling(app, config.requestsPerMinutePerIp, config.rateLimit.ipv6PrefixBits);
  fastify.addHook('onRequest', spa(config.frontendDist, config.runtime));

  const store = app.get(PgSessionStore);
  store.startSweeping();
  store.useCache(app.get(ChangeFeed), config.sessionCacheMs);
  const sessions = app.get(SessionLayer);
  const sameOrigin = sameOriginMutations(config.allowedOrigins, uploadPatterns(subApps));
  fastify.addHook('onRequest', async (request, reply) => {
    if (!API.test(request.url)) return undefined;
    if (sameOrigin(request, reply)) return reply;
    assertCleanQuery(request);
    await sessions.open(request, reply);
    return undefined;
  });
  fastify.addHook('onSend', async (request, reply, payload) => {
    if (!API.test(request.url)) return payload;
    const ended = await sessions.commit(request, reply);
    sessions.answered(reply);
    // The session was ended (revoked, signed out elsewhere, account deleted) while this request ran.
    if (ended) return signedOut(reply);
    return emptyForNull(reply, payload);
  });

  const io = new ChatIoAdapter(app, sessions.handshake(), config.allowedOrigins, config.redisUrl);
  await io.connectRedis();
  app.useWebSocketAdapter(io);
  shutdown.sockets = io;
  const listener = app.get(ChangeFeed);
  shutdown.closeBeforePool.push({ name: 'LISTEN connection', close: () => listener.onApplicationShutdown() });
  app.setGlobalPrefix('api');
  app.useGlobalPipes(createValidationPipe());
  setupOpenApi(app, config, { cookieName: SESSION_COOKIE, freshUser: (cookie) => sessions.freshUser(cookie) });
  return app;
}
