import { ProjectDefinition } from "@fanfare/protocol";
import type { z } from "zod";
import { recordAuditEvent } from "../audit/record-audit-event";
import type { CoreContext } from "../context";
import { assertOperatorMay, type Operator } from "../operators/require-operator";
import { projectAssets, projects } from "./tables";

/** An operator creates a project of their company (status MAKING: invisible to fans until published). */
export async function createProject(
  ctx: CoreContext,
  operator: Operator,
  input: z.input<typeof ProjectDefinition>,
): Promise<{ id: string }> {
  assertOperatorMay(operator, "write");
  const def = ProjectDefinition.parse(input);
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(projects)
      .values({
        companyId: operator.companyId,
        texts: { name: def.name, description: def.description },
        allowedCountries: def.allowedCountries,
        links: def.links,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: projects.id });
    if (!row) throw new Error("project insert returned nothing");
    if (def.assets.length > 0) {
      await tx.insert(projectAssets).values(def.assets.map((a) => ({ projectId: row.id, type: a.type, url: a.url })));
    }
    await recordAuditEvent(tx, operator, {
      action: "project.create",
      target: { type: "project", id: row.id },
      before: null,
      after: {
        name: def.name,
        description: def.description,
        allowedCountries: def.allowedCountries,
        assets: def.assets,
        links: def.links,
      },
      at: now,
    });
    return row;
  });
}
