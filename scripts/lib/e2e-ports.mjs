import { isPortFree } from "./net.mjs";

/**
 * Ports for `npm test`'s e2e stack. The defaults (web 3100, API 3101, a maintenance stand-in on 3103,
 * chain 8546: e2e/support/env.ts) are kept when free; when something else holds one (a forgotten
 * `npm start`, another checkout's stack), the next free block is used instead of failing the whole
 * suite on a port. Ports the caller set (E2E_WEB_PORT, E2E_API_PORT, E2E_CHAIN_PORT) are never changed.
 *
 * @param {NodeJS.ProcessEnv} env
 * @param {(port: number) => Promise<boolean>} [isFree]
 * @returns {Promise<{ E2E_WEB_PORT: string, E2E_API_PORT: string, E2E_CHAIN_PORT: string } | null>} null: leave as configured
 */
export async function pickE2ePorts(env, isFree = isPortFree) {
  if (env.E2E_WEB_PORT || env.E2E_API_PORT || env.E2E_CHAIN_PORT) return null;
  for (let block = 0; block < 20; block += 1) {
    const web = 3100 + block * 10;
    const chain = 8546 + block * 10;
    // web, API, API + 2 (e2e/support/maintenance-api.ts), chain
    const ports = [web, web + 1, web + 3, chain];
    let free = true;
    for (const port of ports) free = free && (await isFree(port));
    if (free) {
      return block === 0
        ? null
        : { E2E_WEB_PORT: String(web), E2E_API_PORT: String(web + 1), E2E_CHAIN_PORT: String(chain) };
    }
  }
  return null; // nothing free nearby: let the global setup say which port is taken
}
