import { noteRefusalOf, type UserRow } from "@fanfare/core";
import type { FastifyRequest } from "fastify";
import { requireFan } from "../fan";

/**
 * The signed-in fan of a request that takes part in `campaignId`: requireFan, and a banned account's
 * refusal (E6000) counted in that campaign's public fairness report (a count, never who).
 */
export async function requireFanFor(request: FastifyRequest, campaignId: string): Promise<UserRow> {
  try {
    return await requireFan(request);
  } catch (error) {
    noteRefusalOf(request.ctx, campaignId, error, { E6000: "BANNED" });
    throw error;
  }
}
