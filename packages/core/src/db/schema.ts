// Every table of the domain, collected for drizzle (queries with relations) and drizzle-kit (migrations).

export * from "../analytics/tables";
export * from "../assets/tables";
export * from "../audit/tables";
export * from "../auth/tables";
export * from "../campaigns/tables";
export * from "../chain/tables";
export * from "../channels/tables";
export * from "../claims/tables";
export * from "../companies/tables";
export * from "../conditions/tables";
export * from "../draws/tables";
export * from "../limits/tables";
export * from "../operators/tables";
export * from "../projects/tables";
export * from "../settings/tables";
export * from "../social/tables";
export * from "../users/tables";
export * from "../wallets/tables";
export * from "../webhooks/tables";
