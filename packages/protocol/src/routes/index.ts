import { assetRoutes } from "./assets";
import { authRoutes } from "./auth";
import { campaignRoutes, projectRoutes } from "./campaigns";
import { chainRoutes } from "./chain";
import { channelRoutes } from "./channels";
import { claimRoutes } from "./claims";
import type { RouteSpec } from "./define";
import { devRoutes } from "./dev";
import type { ROUTE, RouteName } from "./every-route";
import { meRoutes } from "./me";
import {
  operatorCampaignRoutes,
  operatorChannelRoutes,
  operatorDashboardRoutes,
  operatorMemberRoutes,
  operatorMintingRoutes,
  operatorProjectRoutes,
  operatorWebhookRoutes,
} from "./operator";
import { socialRoutes } from "./social";
import { systemRoutes } from "./system";
import { walletRoutes } from "./wallets";

export * from "./define";
export * from "./every-route";
export * from "./operator-table";
export * from "./table";

/**
 * Every route of the table with its schemas, by name (the API registers from these, the web infers its
 * types from them). `satisfies` makes a table entry without a definition, or one bound to another
 * entry, a type error.
 */
export const API_ROUTES = {
  ...systemRoutes,
  ...authRoutes,
  ...meRoutes,
  ...devRoutes,
  ...chainRoutes,
  ...socialRoutes,
  ...projectRoutes,
  ...campaignRoutes,
  ...channelRoutes,
  ...assetRoutes,
  ...walletRoutes,
  ...claimRoutes,
  ...operatorProjectRoutes,
  ...operatorCampaignRoutes,
  ...operatorChannelRoutes,
  ...operatorMemberRoutes,
  ...operatorDashboardRoutes,
  ...operatorWebhookRoutes,
  ...operatorMintingRoutes,
} satisfies { [N in RouteName]: (typeof ROUTE)[N] & RouteSpec };

export type ApiRoutes = typeof API_ROUTES;
