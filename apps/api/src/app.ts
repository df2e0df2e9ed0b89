import { randomUUID } from "node:crypto";
import { AppError, type CoreContext, type Database, flushRefusals } from "@fanfare/core";
import fastifyCookie from "@fastify/cookie";
import fastifySwagger from "@fastify/swagger";
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyRequest } from "fastify";
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
} from "fastify-type-provider-zod";
import { registerClientAddress } from "./plugins/client-address";
import { registerCsrf } from "./plugins/csrf";
import { frameworkErrors, registerErrorHandling, sendError } from "./plugins/errors";
import { registerInputGuard } from "./plugins/input-guard";
import { isLocalHost, registerSecurityHeaders } from "./plugins/security-headers";
import { lazyRequestLogger } from "./request-logger";
import { assetRoutes } from "./routes/assets";
import { authRoutes } from "./routes/auth";
import { campaignRoutes } from "./routes/campaigns/campaigns";
import { conditionRoutes } from "./routes/campaigns/conditions";
import { fairnessRoutes } from "./routes/campaigns/fairness";
import { projectRoutes } from "./routes/campaigns/projects";
import { channelRoutes } from "./routes/channels/channels";
import { claimRoutes } from "./routes/claims";
import { devRoutes } from "./routes/dev";
import { meRoutes } from "./routes/me";
import { metadataRoutes } from "./routes/metadata";
import { operatorCampaignRoutes } from "./routes/operator/campaigns";
import { operatorChannelRoutes } from "./routes/operator/channels";
import { operatorDashboardRoutes } from "./routes/operator/dashboards";
import { operatorDrawRoutes } from "./routes/operator/draws";
import { operatorExportRoutes } from "./routes/operator/exports";
import { operatorMemberRoutes } from "./routes/operator/members";
import { operatorMintingRoutes } from "./routes/operator/minting";
import { registerOperatorWriteGate } from "./routes/operator/operator";
import { operatorPreviewRoutes } from "./routes/operator/previews";
import { operatorProjectRoutes } from "./routes/operator/projects";
import { operatorRehearsalRoutes } from "./routes/operator/rehearsals";
import { operatorWebhookRoutes } from "./routes/operator/webhooks";
import { socialRoutes } from "./routes/social";
import { systemRoutes } from "./routes/system";
import { walletRoutes } from "./routes/wallets/wallets";

export type AppOptions = {
  ctx: CoreContext;
  database: Database;
  logger: FastifyBaseLogger;
  publicUrl: string;
  bodyLimit: number;
  /** Proxies in front of the API whose X-Forwarded-For is believed: none, a hop count or their addresses. */
  trustProxy: false | number | string[];
  /** Proves a request was forwarded by our web server, which then states the client's address (ADR 0019). */
  webProxySecret: string | null;
  /** The embedded mail catcher's HTTP address, when mail is not configured (serves /api/dev/mailbox). */
  mailboxUrl: string | null;
  /** Queues a scheduled job now (DEV_JOB_TRIGGERS, tests and local use only); null: no /api/dev/jobs. */
  triggerJob?: ((name: string) => Promise<string | null>) | null;
  isMaintenance: () => boolean | Promise<boolean>;
};

const REQUEST_ID = /^[A-Za-z0-9_.:-]{1,100}$/;

declare module "fastify" {
  interface FastifyRequest {
    /** The domain context for this request: the shared one with a logger that carries the request id. */
    ctx: CoreContext;
  }
}

/** Builds the HTTP face of the domain. Routes are thin: parse (zod) → core verb → map errors. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { trustProxy } = options;
  const app = Fastify({
    loggerInstance: options.logger,
    bodyLimit: options.bodyLimit,
    // A hop count as a function: Fastify's types take no number (its runtime would).
    trustProxy: typeof trustProxy === "number" ? (_address: string, hop: number) => hop < trustProxy : trustProxy,
    // The request id travels web → api → jobs: take the web's when it is sane, else make one.
    genReqId: (req) => {
      const given = req.headers["x-request-id"];
      return typeof given === "string" && REQUEST_ID.test(given) ? given : randomUUID();
    },
    frameworkErrors,
    // The request's child logger is made when it first writes a line (request-logger.ts).
    childLoggerFactory: lazyRequestLogger,
    routerOptions: { maxParamLength: 200 },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // The JSON parser (depth limit), text PostgreSQL cannot store, unread bodies drained: plugins/input-guard.ts.
  registerInputGuard(app, { bodyLimit: options.bodyLimit });

  registerClientAddress(app, options.webProxySecret);
  await app.register(fastifyCookie);
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: "Fanfare API", version: "1", description: "Generated from the zod schemas of @fanfare/protocol." },
      components: { securitySchemes: { cookie: { type: "apiKey", in: "cookie", name: "ff_at" } } },
    },
    transform: jsonSchemaTransform,
    // The schemas named with .meta({ id }) are written once under components.schemas and referenced
    // by $ref; without this the document refers to them but never defines them.
    transformObject: jsonSchemaTransformObject,
  });

  registerErrorHandling(app);
  registerSecurityHeaders(app, options.publicUrl);
  app.decorateRequest("ctx", null as unknown as CoreContext);
  app.addHook("onRequest", async (request: FastifyRequest) => {
    request.ctx = { ...options.ctx, log: request.log };
  });
  app.addHook("onRequest", async (request, reply) => {
    if (!request.url.startsWith("/api/v1/")) return;
    if (await options.isMaintenance()) return sendError(reply, new AppError("maintenance-E5030"));
  });
  // Refusals wait in memory for about a second (core analytics/refusals.ts): a stopping server writes
  // them before the database closes, so a deploy loses none of the fairness report's counts.
  app.addHook("onClose", async () => {
    await flushRefusals(options.ctx.db).catch(() => undefined);
  });
  registerCsrf(app, options.publicUrl);
  registerOperatorWriteGate(app);

  const cookiePolicy = { secure: !isLocalHost(new URL(options.publicUrl).hostname) };
  await app.register(systemRoutes, { database: options.database });
  await app.register(authRoutes, { cookiePolicy });
  await app.register(meRoutes, { cookiePolicy });
  await app.register(projectRoutes);
  await app.register(campaignRoutes);
  await app.register(conditionRoutes);
  await app.register(fairnessRoutes);
  await app.register(socialRoutes, { publicUrl: options.publicUrl, cookiePolicy });
  await app.register(metadataRoutes);
  await app.register(operatorProjectRoutes);
  await app.register(operatorCampaignRoutes);
  await app.register(operatorExportRoutes);
  await app.register(operatorDashboardRoutes);
  await app.register(operatorDrawRoutes);
  await app.register(operatorPreviewRoutes);
  await app.register(operatorRehearsalRoutes);
  await app.register(walletRoutes);
  await app.register(claimRoutes);
  await app.register(channelRoutes);
  await app.register(assetRoutes);
  await app.register(operatorChannelRoutes, { assetMaxBytes: options.ctx.config.assetMaxBytes });
  await app.register(operatorMemberRoutes);
  await app.register(operatorWebhookRoutes);
  await app.register(operatorMintingRoutes);
  await app.register(devRoutes, { mailboxUrl: options.mailboxUrl, triggerJob: options.triggerJob ?? null });
  return app;
}
