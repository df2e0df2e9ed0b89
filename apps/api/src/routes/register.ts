import type { RouteDefinition } from "@fanfare/protocol";
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errorResponses } from "./errors-schema";

type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** The Fastify schema a protocol definition stands for, so the handler's request and reply are typed by it. */
type SchemaOf<D extends RouteDefinition> = {
  params: D extends { params: infer P } ? P : undefined;
  querystring: D extends { query: infer Q } ? Q : undefined;
  body: D extends { body: infer B } ? B : undefined;
  response: D["responses"];
};

export type RouteHandler<D extends RouteDefinition> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  SchemaOf<D>,
  ZodTypeProvider,
  FastifyBaseLogger
>;

/**
 * Registers a route of the protocol's table (`API_ROUTES.<name>`): its method, path and schemas come
 * from there, so the API, the OpenAPI document and the web's client cannot disagree. The error contract
 * is added for the statuses the definition lists (errors-schema.ts adds the ones every route can answer).
 */
export function registerRoute<D extends RouteDefinition>(app: ZodApp, route: D, handler: RouteHandler<D>): void {
  app.route({
    method: route.method,
    url: route.path,
    schema: {
      tags: [...route.tags],
      summary: route.summary,
      ...(route.params && { params: route.params }),
      ...(route.query && { querystring: route.query }),
      ...(route.body && { body: route.body }),
      response: { ...route.responses, ...(route.errors && errorResponses(...route.errors)) },
    },
    // The handler was typed against SchemaOf<D> above; Fastify cannot see through the generic here.
    handler: handler as RouteHandlerMethod,
  });
}
