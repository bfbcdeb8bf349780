import { RequestMethod, Type } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { DiscoveryService, MetadataScanner, ModulesContainer } from '@nestjs/core';
import type { INestApplication } from '@nestjs/common';
import { GATEWAY_METADATA, GATEWAY_OPTIONS, MESSAGE_MAPPING_METADATA, MESSAGE_METADATA } from '@nestjs/websockets/constants';
import { getMetadataStorage, ValidationTypes } from 'class-validator';
import type { ValidationMetadata } from 'class-validator/types/metadata/ValidationMetadata';
import { ACCESS_KEY, AccessLevel } from '../../src/common/access/access.decorator';
import { IDEMPOTENT_KEY } from '../../src/common/idempotency/idempotent.decorator';
import { isOpenApiPath } from '../../src/common/openapi/openapi';
import { AMOUNT_BOUNDS, FieldKind, FieldShape } from './hostile-values';

/** One HTTP route as the Nest application registered it. */
export interface RouteInfo {
  /** `GET`, `POST`, ... */
  method: string;
  /** The full path with the global prefix, e.g. `/api/admin/users/:id`. */
  path: string;
  /** `Controller.handler`, for messages. */
  handler: string;
  /** The `@Access` decision (handler first, then class); undefined when neither has one. */
  access: AccessLevel | undefined;
  /** The class of the `@Body()` parameter when it is a class (a DTO), else undefined. */
  bodyDto: Type<unknown> | undefined;
  /** Whether the handler has a `@Body()` parameter at all. */
  hasBody: boolean;
  /** `@Query()` keys: `'*'` for the whole query object, else the named keys. */
  queryKeys: string[];
  /** The `:name` segments of the path. */
  pathParams: string[];
  /** Whether the route honours `Idempotency-Key` (@Idempotent: a create). */
  idempotent: boolean;
}

interface RouteArg {
  index: number;
  data?: unknown;
}

/** Types that `design:paramtypes` reports for interfaces, primitives and `unknown`: not DTO classes. */
const NOT_A_DTO = new Set<unknown>([Object, String, Number, Boolean, Array, undefined]);

function asList(value: string | string[] | undefined): string[] {
  if (value === undefined) return [''];
  return Array.isArray(value) ? value : [value];
}

function joinPath(...parts: string[]): string {
  const joined = parts
    .flatMap((p) => p.split('/'))
    .filter(Boolean)
    .join('/');
  return `/${joined}`;
}

/** The arguments of one kind (`@Body`, `@Query`, ...) a handler declares. */
function argsOfType(controller: Type<unknown>, methodName: string, type: RouteParamtypes): RouteArg[] {
  const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, methodName) ?? {}) as Record<string, RouteArg>;
  return Object.entries(args)
    .filter(([key]) => key.split(':')[0] === String(type))
    .map(([, arg]) => arg);
}

function accessOf(controller: Type<unknown>, handler: object): AccessLevel | undefined {
  return (Reflect.getMetadata(ACCESS_KEY, handler) ?? Reflect.getMetadata(ACCESS_KEY, controller)) as AccessLevel | undefined;
}

/**
 * The global prefix the application was given (`app.setGlobalPrefix`). Nest keeps it on the
 * application's private config; the spec cross-checks the result against Express's own router.
 */
function globalPrefixOf(app: INestApplication): string {
  const config = (app as unknown as { config?: { getGlobalPrefix?: () => string } }).config;
  return config?.getGlobalPrefix?.() ?? '';
}

/** Every route of every controller of the application, read from Nest's decorator metadata. */
export function routeInventory(app: INestApplication): RouteInfo[] {
  const discovery = new DiscoveryService(app.get(ModulesContainer));
  const scanner = new MetadataScanner();
  const prefix = globalPrefixOf(app);
  const routes: RouteInfo[] = [];

  for (const wrapper of discovery.getControllers()) {
    const controller = wrapper.metatype as Type<unknown> | undefined;
    if (!controller) continue;
    const controllerPaths = asList(Reflect.getMetadata(PATH_METADATA, controller) as string | string[] | undefined);

    for (const methodName of scanner.getAllMethodNames(controller.prototype)) {
      const handler = (controller.prototype as Record<string, object>)[methodName];
      const requestMethod = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
      const methodPaths = Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined;
      if (requestMethod === undefined || methodPaths === undefined) continue;

      const paramTypes = (Reflect.getMetadata('design:paramtypes', controller.prototype, methodName) ?? []) as unknown[];
      const bodyArgs = argsOfType(controller, methodName, RouteParamtypes.BODY);
      const wholeBody = bodyArgs.find((arg) => arg.data === undefined);
      const bodyType = wholeBody ? paramTypes[wholeBody.index] : undefined;
      const queryKeys = argsOfType(controller, methodName, RouteParamtypes.QUERY).map((arg) => (arg.data === undefined ? '*' : String(arg.data)));

      for (const controllerPath of controllerPaths) {
        for (const methodPath of asList(methodPaths)) {
          const path = joinPath(prefix, controllerPath, methodPath);
          routes.push({
            method: RequestMethod[requestMethod],
            path,
            handler: `${controller.name}.${methodName}`,
            access: accessOf(controller, handler),
            bodyDto: NOT_A_DTO.has(bodyType) ? undefined : (bodyType as Type<unknown>),
            hasBody: bodyArgs.length > 0,
            queryKeys,
            pathParams: [...path.matchAll(/:(\w+)/g)].map((m) => m[1]),
            idempotent: Reflect.getMetadata(IDEMPOTENT_KEY, handler) === true,
          });
        }
      }
    }
  }
  return routes.sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
}

/** The socket.io events each gateway subscribes to, by namespace (e.g. `{ '/chat': ['send', ...] }`). */
export function gatewayEvents(app: INestApplication): Record<string, string[]> {
  const discovery = new DiscoveryService(app.get(ModulesContainer));
  const scanner = new MetadataScanner();
  const events: Record<string, string[]> = {};
  for (const wrapper of discovery.getProviders()) {
    const gateway = wrapper.metatype as Type<unknown> | undefined;
    if (!gateway || !Reflect.getMetadata(GATEWAY_METADATA, gateway)) continue;
    const namespace = String((Reflect.getMetadata(GATEWAY_OPTIONS, gateway) as { namespace?: string } | undefined)?.namespace ?? '/');
    for (const methodName of scanner.getAllMethodNames(gateway.prototype)) {
      const handler = (gateway.prototype as Record<string, object>)[methodName];
      if (!Reflect.getMetadata(MESSAGE_MAPPING_METADATA, handler)) continue;
      (events[namespace] ??= []).push(String(Reflect.getMetadata(MESSAGE_METADATA, handler)));
    }
  }
  return events;
}

/** The `METHOD path` pairs the HTTP server routes (TestApp.routes), less the OpenAPI document and its UI. */
export function serverRoutes(routes: string[]): string[] {
  // The OpenAPI document and its UI are served by SwaggerModule, not by a controller (see openapi.e2e-spec.ts).
  return routes.filter((route) => !isOpenApiPath(route.slice(route.indexOf(' ') + 1)));
}

export function describeRoute(route: Pick<RouteInfo, 'method' | 'path'>): string {
  return `${route.method} ${route.path}`;
}

/** class-validator constraint names → the kind of value a field expects; the first kind that matches wins. */
const KIND_BY_VALIDATOR: [FieldKind, string[]][] = [
  ['date', ['isDateString', 'isIso8601', 'isISO8601', 'isStrictDate', 'isDate']],
  ['uuid', ['isUuid', 'isUUID']],
  ['email', ['isEmail']],
  ['amount', ['isAmount']],
  ['choice', ['isIn', 'isEnum']],
  ['boolean', ['isBoolean']],
  ['number', ['isInt', 'isNumber', 'min', 'max', 'isPositive']],
  ['text', ['isString', 'isLength', 'minLength', 'maxLength', 'matches', 'isPassword']],
];

function constraintNumber(metas: ValidationMetadata[], name: string): number | undefined {
  const meta = metas.find((m) => m.name === name);
  return typeof meta?.constraints?.[0] === 'number' ? meta.constraints[0] : undefined;
}

/** The fields of a body DTO and what each expects, read from class-validator's metadata storage. */
export function dtoFields(dto: Type<unknown>): FieldShape[] {
  const byField = new Map<string, ValidationMetadata[]>();
  for (const meta of getMetadataStorage().getTargetValidationMetadatas(dto, '', true, false)) {
    byField.set(meta.propertyName, [...(byField.get(meta.propertyName) ?? []), meta]);
  }
  return [...byField].map(([name, metas]): FieldShape => {
    const names = new Set(metas.map((m) => m.name));
    const kind = KIND_BY_VALIDATOR.find(([, validators]) => validators.some((v) => names.has(v)))?.[0] ?? 'unknown';
    const conditions = metas
      .filter((m) => m.type === ValidationTypes.CONDITIONAL_VALIDATION)
      .map((m) => m.constraints[0] as (object: object, value: unknown) => boolean);
    const bounds = kind === 'amount' ? AMOUNT_BOUNDS : { min: constraintNumber(metas, 'min'), max: constraintNumber(metas, 'max') };
    const choices = metas.find((m) => m.name === 'isIn' || m.name === 'isEnum')?.constraints?.[0] as unknown[] | Record<string, unknown> | undefined;
    return {
      name,
      kind,
      ...bounds,
      required: conditions.length === 0,
      choices: Array.isArray(choices) ? choices : choices && Object.values(choices),
      skips: (value) => conditions.some((condition) => !condition({ [name]: value }, value)),
    };
  });
}
