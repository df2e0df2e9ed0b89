import { banUserByEmail, getDrawRecord, isAppError, rotateWalletKeys, setMaintenance, verifyDraw } from "@fanfare/core";
import { EnvError, parseEnv } from "./env";
import { importProjectFile } from "./import-file";
import { startRuntime } from "./runtime";

const USAGE = `usage: npm run fanfare -- <command>
  maintenance on|off   flip the stored maintenance switch (every API call answers MAINTENANCE while on)
  ban <email>          ban an account: it can no longer sign in or act (E6000)
  import <file.yaml>   create a whole project (company, operators, campaigns, codes) from one file, all or
                       nothing; example: packages/core/demo/demo-project.yaml
  verify-draw <campaignId>  recompute a lucky draw from its public record (docs/verifiable-draws.md)
  rotate-wallet-keys   re-encrypt every web wallet's key under WALLET_ENCRYPTION_KEY (the old key stays in
                       WALLET_ENCRYPTION_KEYS_PREVIOUS until this reports remaining 0; ADR 0013)
With the embedded database (no DATABASE_URL) stop \`npm start\` first: PGlite allows one process.`;

/** Operator commands run against the configured database (the web has no operator screens yet). */
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
    } else if (command === "import" && args[0]) {
      const result = await importProjectFile(runtime.ctx, args[0]);
      console.log(`project ${result.projectId} (company ${result.companyId})`);
      for (const c of result.campaigns) console.log(`  campaign ${c.id}  ${c.title}`);
    } else if (command === "verify-draw" && args[0]) {
      const record = await getDrawRecord(runtime.ctx, { campaignId: args[0] });
      if (!record) {
        console.error("no lucky draw for that campaign");
        process.exitCode = 1;
      } else {
        const result = verifyDraw(record);
        console.log(JSON.stringify({ ...record, verification: result }, null, 2));
        if (!result.ok) process.exitCode = 1;
      }
    } else if (command === "rotate-wallet-keys") {
      const result = await rotateWalletKeys(runtime.ctx);
      console.log(
        `checked ${result.checked}, re-encrypted ${result.reencrypted}, remaining under an old key ${result.remaining}`,
      );
      if (result.remaining > 0) process.exitCode = 1;
    } else {
      console.error(USAGE);
      process.exitCode = 64;
    }
  } finally {
    await runtime.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  // A refusal (e.g. an import naming the campaign it cannot create) is for the operator to read, not a stack.
  console.error(
    error instanceof EnvError ? error.message : isAppError(error) ? `${error.code}: ${error.message}` : error,
  );
  process.exit(1);
});
