import { banUserByEmail, setMaintenance } from "@fanfare/core";
import { EnvError, parseEnv } from "./env";
import { startRuntime } from "./runtime";

const USAGE = `usage: npm run fanfare -- <command>
  maintenance on|off   flip the stored maintenance switch (every API call answers MAINTENANCE while on)
  ban <email>          ban an account: it can no longer sign in or act (E6000)
With the embedded database (no DATABASE_URL) stop \`npm start\` first: PGlite allows one process.`;

/** Operator commands run against the configured database (operator screens come with a later issue). */
async function main([command, ...args]: string[]) {
  const env = parseEnv();
  const runtime = await startRuntime(env, { service: "cli", worker: false });
  try {
    if (command === "maintenance" && (args[0] === "on" || args[0] === "off")) {
      await setMaintenance(runtime.database.db, args[0] === "on");
      console.log(`maintenance ${args[0]}`);
    } else if (command === "ban" && args[0]) {
      const banned = await banUserByEmail(runtime.ctx, args[0]);
      console.log(banned ? "banned" : "no account with that address");
      if (!banned) process.exitCode = 1;
    } else {
      console.error(USAGE);
      process.exitCode = 64;
    }
  } finally {
    await runtime.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof EnvError ? error.message : error);
  process.exit(1);
});
