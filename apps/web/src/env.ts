import { z } from "zod";

// The only reader of process.env in apps/web. Next itself also reads PORT (next start) and NODE_ENV.
const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
  /** Where the API listens; the browser never sees it, /api/* is forwarded there. */
  API_ORIGIN: z
    .url({ protocol: /^https?$/ })
    .default("http://127.0.0.1:3001")
    .transform((url) => url.replace(/\/+$/, "")),
  /** The address fans use; mail links and absolute URLs start with it. */
  PUBLIC_URL: z
    .url({ protocol: /^https?$/ })
    .default("http://localhost:3000")
    .transform((url) => url.replace(/\/+$/, "")),
});
export type WebEnv = z.infer<typeof EnvSchema>;

export function parseEnv(source: Record<string, string | undefined>): WebEnv {
  // An empty variable counts as unset, so `API_ORIGIN= npm start` keeps the default.
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const result = EnvSchema.safeParse(present);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid environment for apps/web: ${problems.join("; ")}`);
  }
  return result.data;
}

export const env = parseEnv(process.env);
