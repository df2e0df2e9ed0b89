// Every table of the domain, collected for drizzle (queries with relations) and drizzle-kit (migrations).
export * from "../auth/tables";
export * from "../limits/tables";
export * from "../settings/tables";
export * from "../users/tables";
