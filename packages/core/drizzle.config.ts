import { defineConfig } from "drizzle-kit";

// Migrations are generated once and applied unchanged to PGlite (embedded) and PostgreSQL.
export default defineConfig({
  dialect: "postgresql",
  schema: "./packages/core/src/db/schema.ts",
  out: "./packages/core/drizzle",
});
