import { RequestMethod } from '@nestjs/common';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum.js';
import { METHOD_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants.js';
import { ModulesContainer } from '@nestjs/core';
import { getMetadataStorage } from 'class-validator';
import type { App } from '../../src/bootstrap.js';
import { routeName, type LiveRoute } from './live-routes.js';

type Class = abstract new (...args: never[]) => unknown;

/** What a route reads from the request, from its handler's own metadata. */
export interface RouteInputs {
  /** The DTO its `@Body()` is validated against, if any. */
  body?: Class;
  /** The DTO its `@Query()` is validated against, if any. */
  query?: Class;
}

const join = (...parts: string[]) =>
  `/${parts
    .flatMap((p) => p.split('/'))
    .filter(Boolean)
    .join('/')}`;

/** Every controller handler's body and query DTOs, by route name (`POST /api/scrape-job`). */
export function routeInputs(app: App): Map<string, RouteInputs> {
  const inputs = new Map<string, RouteInputs>();
  for (const module of app.nest.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as Class | null;
      if (!controller) continue;
      const prefixes = [Reflect.getMetadata(PATH_METADATA, controller) ?? ''].flat() as string[];
      for (const name of Object.getOwnPropertyNames(controller.prototype)) {
        const handler = (controller.prototype as Record<string, unknown>)[name];
        if (name === 'constructor' || typeof handler !== 'function') continue;
        const paths = Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined;
        if (paths === undefined) continue;
        const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod].toLowerCase();
        const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, name) ?? {}) as Record<
          string,
          { index: number; data?: unknown }
        >;
        const types = (Reflect.getMetadata('design:paramtypes', controller.prototype, name) ?? []) as Class[];
        const found: RouteInputs = {};
        for (const [key, arg] of Object.entries(args)) {
          const kind = Number(key.split(':')[0]) as RouteParamtypes;
          if (arg.data !== undefined) continue;
          if (kind === RouteParamtypes.BODY) found.body = types[arg.index];
          if (kind === RouteParamtypes.QUERY) found.query = types[arg.index];
        }
        for (const prefix of prefixes) {
          for (const path of [paths].flat()) {
            inputs.set(routeName({ method: method as LiveRoute['method'], path: join('api', prefix, path) }), found);
          }
        }
      }
    }
  }
  return inputs;
}

/** A DTO's validated properties, with the DTO class of those that hold a nested one. */
export function dtoFields(dto: Class): { name: string; nested?: Class }[] {
  const names = new Set(
    getMetadataStorage()
      .getTargetValidationMetadatas(dto as unknown as new () => unknown, '', true, false)
      .map((m) => m.propertyName),
  );
  return [...names].map((name) => {
    const type = Reflect.getMetadata('design:type', (dto as unknown as { prototype: object }).prototype, name) as
      Class | undefined;
    const isDto = !!type && getMetadataStorage().getTargetValidationMetadatas(type, '', true, false).length > 0;
    return isDto ? { name, nested: type } : { name };
  });
}

/** An object with every field of `dto` (nested DTOs included) set by `value`. */
export function fill(dto: Class, value: (field: string) => unknown): Record<string, unknown> {
  return Object.fromEntries(
    dtoFields(dto).map(({ name, nested }) => [name, nested ? fill(nested, value) : value(name)]),
  );
}

/** Candidate texts for a `@Matches` pattern, first match wins: ids, hosts, tokens. */
const PATTERN_SAMPLES = ['4123456789', 'mail.example.com', 'token-1', 'x'];

/** A value that `property`'s validators accept, read off its class-validator metadata (best effort). */
function sampleValue(dto: Class, property: string): unknown {
  const rules = getMetadataStorage()
    .getTargetValidationMetadatas(dto as unknown as new () => unknown, '', true, false)
    .filter((m) => m.propertyName === property);
  const named = (name: string) => rules.find((m) => m.name === name)?.constraints as unknown[] | undefined;
  const list = named('isArray') !== undefined;
  const one = (): unknown => {
    const allowed = named('isIn')?.[0] as unknown[] | undefined;
    if (allowed?.length) return allowed[0];
    if (named('isBoolean')) return true;
    if (named('isEmail')) return 'someone@example.com';
    if (named('isUrl')) return 'https://example.com/page';
    if (named('isUuid')) return '00000000-0000-4000-8000-000000000000';
    if (named('isIso8601')) return new Date(Date.now() + 86_400_000).toISOString();
    if (named('isInt') || named('min') || named('max')) return Number(named('min')?.[0] ?? 1);
    const pattern = named('matches')?.[0] as RegExp | undefined;
    if (pattern) return PATTERN_SAMPLES.find((text) => pattern.test(text)) ?? 'x';
    return 'text'.padEnd(Number(named('minLength')?.[0] ?? 4), 'x');
  };
  return list ? [one()] : one();
}

/** A body of `dto` that passes its validation as far as its metadata tells, nested DTOs included. */
export function validSample(dto: Class): Record<string, unknown> {
  return Object.fromEntries(
    dtoFields(dto).map(({ name, nested }) => [name, nested ? validSample(nested) : sampleValue(dto, name)]),
  );
}
