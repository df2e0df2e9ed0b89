import { writeFileSync } from "node:fs";
import {
  banUserByEmail,
  createCompanyWithOwner,
  exportProjectForPlatform,
  getDrawRecord,
  isAppError,
  rotateWalletKeys,
  sealWebhookSecrets,
  setMaintenance,
  verifyDraw,
} from "@fanfare/core";
import { EnvError, parseEnv } from "./env";
import { projectExportYaml } from "./export-file";
import { importProjectFile } from "./import-file";
import { startRuntime } from "./runtime";

const USAGE = `usage: npm run fanfare -- <command>
  maintenance on|off   flip the stored maintenance switch (every API call answers MAINTENANCE while on)
  ban <email>          ban an account: it can no longer sign in or act (E6000)
  create-company <name> <owner-email>
                       create a company and its first owner (the account is made if needed; it signs in
                       by e-mail and finds the console at /<locale>/console); prints the company id
  import <file.yaml>   create a whole project (company, operators, campaigns, codes) from one file, all or
                       nothing; example: packages/core/demo/demo-project.yaml
  export <projectId> [file.yaml]
                       write a project as an import file (to the file, else to standard output); codes
                       are not in it (only their hashes are stored): see the comments it carries
  verify-draw <campaignId>  recompute a lucky draw from its public record (docs/verifiable-draws.md)
  rotate-wallet-keys   re-encrypt every web wallet's key under WALLET_ENCRYPTION_KEY (the old key stays in
                       WALLET_ENCRYPTION_KEYS_PREVIOUS until this reports remaining 0; ADR 0013)
  rotate-webhook-keys  seal every webhook endpoint's secret under WEBHOOK_SECRET_ENCRYPTION_KEY (the old
                       key stays in WEBHOOK_SECRET_ENCRYPTION_KEYS_PREVIOUS until this reports remaining 0)
With the embedded database (no DATABASE_URL) stop \`npm start\` first: PGlite allows one process.`;

/** Platform commands run against the configured database (operators' own work is in the console). */
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
    } else if (command === "create-company" && args[0] && args[1] && args.length === 2) {
      const { companyId } = await createCompanyWithOwner(runtime.ctx, { name: args[0], ownerEmail: args[1] });
      console.log(companyId);
    } else if (command === "import" && args[0]) {
      const result = await importProjectFile(runtime.ctx, args[0]);
      console.log(`project ${result.projectId} (company ${result.companyId})`);
      for (const c of result.campaigns) console.log(`  campaign ${c.id}  ${c.title}`);
    } else if (command === "export" && args[0] && args.length <= 2) {
      const text = projectExportYaml(await exportProjectForPlatform(runtime.ctx, { projectId: args[0] }));
      if (args[1]) {
        writeFileSync(args[1], text, "utf8");
        console.error(`project ${args[0]} written to ${args[1]}`);
      } else process.stdout.write(text);
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
    } else if (command === "rotate-webhook-keys") {
      const result = await sealWebhookSecrets(runtime.ctx);
      console.log(`checked ${result.checked}, sealed ${result.sealed}, remaining under an old key ${result.remaining}`);
      if (result.remaining > 0) process.exitCode = 1;
    } else {
      console.error(USAGE);
      process.exitCode = 64;
    }
  } finally {
    await runtime.close();
  }
}

function refusalText(error: unknown): unknown {
  if (error instanceof EnvError) return error.message;
  return isAppError(error) ? `${error.code}: ${error.message}` : error;
}

main(process.argv.slice(2)).catch((error: unknown) => {
  // A refusal (e.g. an import naming the campaign it cannot create) is for the operator to read, not a stack.
  console.error(refusalText(error));
  process.exit(1);
});
