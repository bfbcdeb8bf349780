import { toErrorBody } from '../errors/http-exception.filter';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppConfig } from '../../config/app-config';
import { AccessLevel, SESSION_SECURITY } from '../access/access.decorator';
import { assertAccess } from '../access/access.guard';
import type { AuthUser } from '../http/auth-user';

/** What the docs need from the session layer (modules/auth), handed in by the app factory: common imports no module. */
export interface DocsSessions {
  /** The session cookie's name (documented as the API's security scheme). */
  cookieName: string;
  /** The signed-in user of a Cookie header, read afresh. */
  freshUser(cookieHeader: string | undefined): Promise<AuthUser | undefined>;
}

export const DOCS_PATH = 'api/docs';
export const DOCS_JSON_PATH = 'api/docs-json';

/** Whether a request path belongs to the document or its UI (they are not controller routes). */
export function isOpenApiPath(url: string): boolean {
  const path = url.split('?')[0];
  return path === `/${DOCS_JSON_PATH}` || path === `/${DOCS_PATH}` || path.startsWith(`/${DOCS_PATH}/`);
}

/**
 * The docs are not Nest routes (SwaggerModule serves them on Fastify directly), so the global
 * AccessGuard does not see them: in production this onRequest hook applies the Admin level itself,
 * on the user read afresh from the database, with the same refusals and the same error shape.
 */
export function docsAccess(config: AppConfig, sessions: DocsSessions) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> => {
    if (config.nodeEnv !== 'production' || !isOpenApiPath(request.url)) return undefined;
    try {
      assertAccess(AccessLevel.Admin, await sessions.freshUser(request.headers.cookie));
      return undefined;
    } catch (err) {
      const body = toErrorBody(err);
      return reply.status(body.statusCode).send(body);
    }
  };
}

export function buildOpenApiDocument(app: NestFastifyApplication, config: AppConfig, cookieName: string): OpenAPIObject {
  const builder = new DocumentBuilder()
    .setTitle(`${config.appName} API`)
    .setDescription(
      'Generated from the controllers and DTOs. Every route needs the session cookie unless it is public; ' +
        'errors share one shape {statusCode, code, message, error}.',
    )
    .setVersion('1')
    .addCookieAuth(cookieName, { type: 'apiKey', in: 'cookie', name: cookieName }, SESSION_SECURITY)
    .build();
  return SwaggerModule.createDocument(app, builder);
}

/**
 * Serves the OpenAPI document at /api/docs-json and the Swagger UI at /api/docs: to everyone in
 * development and test, to admins only in production. The document is built on first request.
 * The UI loads its own scripts from /api/docs/ (no inline script), so the app's CSP stays as it is.
 */
export function setupOpenApi(app: NestFastifyApplication, config: AppConfig, sessions: DocsSessions): void {
  app.getHttpAdapter().getInstance().addHook('onRequest', docsAccess(config, sessions));
  SwaggerModule.setup(DOCS_PATH, app, () => buildOpenApiDocument(app, config, sessions.cookieName), {
    jsonDocumentUrl: DOCS_JSON_PATH,
    raw: ['json'],
    customSiteTitle: `${config.appName} API`,
    swaggerOptions: { withCredentials: true, validatorUrl: null },
  });
}
