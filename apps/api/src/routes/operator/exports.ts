import { Readable } from "node:stream";
import { type CsvExport, exportChannelMembers, exportClaims, exportCodesUsed, exportDrawEntries } from "@fanfare/core";
import { API_ROUTES } from "@fanfare/protocol";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { registerRoute } from "../register";
import { currentOperator } from "./operator";

/**
 * Sends an export as it is read: the core reads a page of rows, this writes it, and the next page is read
 * only when the socket has taken the last (Readable.from pulls on demand), so the API's memory is one
 * page whatever the size of the file and however slow the operator's connection. A client that goes
 * away destroys the stream, which ends the generator and its reads. The verb has already answered 404
 * for another company's campaign or channel, before the headers go out.
 */
export function sendCsvExport(reply: FastifyReply, csv: CsvExport) {
  return reply
    .type("text/csv; charset=utf-8")
    .header("content-disposition", `attachment; filename="${csv.filename}"`)
    .header("cache-control", "no-store")
    .send(Readable.from(csv.lines, { objectMode: false }));
}

/** The operator's CSV exports (docs/exports.md): every role may export; another company's rows are 404. */
export const operatorExportRoutes: FastifyPluginAsyncZod = async (app) => {
  registerRoute(app, API_ROUTES.operatorExportClaims, async (request, reply) =>
    sendCsvExport(
      reply,
      await exportClaims(request.ctx, await currentOperator(request), {
        campaignId: request.params.campaignId,
        timeZone: request.query.tz,
      }),
    ),
  );

  for (const [route, winnersOnly] of [
    [API_ROUTES.operatorExportApplicants, false],
    [API_ROUTES.operatorExportWinners, true],
  ] as const) {
    registerRoute(app, route, async (request, reply) =>
      sendCsvExport(
        reply,
        await exportDrawEntries(request.ctx, await currentOperator(request), {
          campaignId: request.params.campaignId,
          winnersOnly,
          timeZone: request.query.tz,
        }),
      ),
    );
  }

  registerRoute(app, API_ROUTES.operatorExportCodesUsed, async (request, reply) =>
    sendCsvExport(
      reply,
      await exportCodesUsed(request.ctx, await currentOperator(request), {
        campaignId: request.params.campaignId,
        conditionId: request.query.conditionId,
        timeZone: request.query.tz,
      }),
    ),
  );

  registerRoute(app, API_ROUTES.operatorExportChannelMembers, async (request, reply) =>
    sendCsvExport(
      reply,
      await exportChannelMembers(request.ctx, await currentOperator(request), {
        channelId: request.params.channelId,
        timeZone: request.query.tz,
      }),
    ),
  );
};
