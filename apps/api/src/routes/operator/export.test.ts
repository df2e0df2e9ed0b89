import { readFileSync } from "node:fs";
import { addOperator, DEMO_PROJECT_FILE, importProject } from "@fanfare/core";
import { sandboxSocialConfig } from "@fanfare/core/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse, parseDocument } from "yaml";
import { createTestApp } from "../../test-app";
import { signInFan, signInOperator } from "../../test-fans";

let t: Awaited<ReturnType<typeof createTestApp>>;
let projectId: string;
let companyId: string;
beforeAll(async () => {
  t = await createTestApp({ social: sandboxSocialConfig("http://127.0.0.1:9") });
  const demo: unknown = parse(readFileSync(DEMO_PROJECT_FILE, "utf8"), { maxAliasCount: 1000 });
  const imported = await importProject(t.ctx, demo, { baseDir: new URL(".", DEMO_PROJECT_FILE) });
  projectId = imported.projectId;
  companyId = imported.companyId;
});
afterAll(async () => {
  await t.close();
});

const url = (id: string) => `/api/v1/operator/projects/${id}/export.yaml`;

describe("GET /api/v1/operator/projects/:projectId/export.yaml", () => {
  it("sends the project's import file as a YAML download, with comments where codes are left out", async () => {
    // A viewer may read: exporting writes nothing.
    const viewer = await signInFan(t);
    await addOperator(t.ctx, { companyId, email: viewer.email, role: "VIEWER" });
    const res = await t.app.inject({ method: "GET", url: url(projectId), headers: viewer.read });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/yaml; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="project-${projectId}.yaml"`);
    expect(res.headers["cache-control"]).toBe("no-store");

    const doc = parseDocument(res.body);
    expect(doc.errors).toEqual([]);
    expect(doc.commentBefore).toContain("npm run fanfare -- import");
    expect(res.body).toMatch(/# 10 codes \(0 used\) are not exported/u);
    expect(res.body).toMatch(/# The shared code is stored only as a keyed hash/u);
    expect(res.body).not.toContain("FANFARE-2026");

    // The downloaded text itself is an import file: it creates the project again (one more in the company).
    const again = await importProject(t.ctx, doc.toJS());
    expect(again.companyId).toBe(companyId);
    expect(again.campaigns.map((c) => c.title).sort()).toEqual(
      (
        parse(readFileSync(DEMO_PROJECT_FILE, "utf8"), { maxAliasCount: 1000 }) as {
          campaigns: { title: { en: string } }[];
        }
      ).campaigns
        .map((c) => c.title.en)
        .sort(),
    );
  });

  it("answers another company's project, and a project that does not exist, with request-E1004", async () => {
    const stranger = await signInOperator(t);
    const other = await t.app.inject({ method: "GET", url: url(projectId), headers: stranger.read });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ code: "request-E1004" });
    const none = await t.app.inject({
      method: "GET",
      url: url("6f1c0c1e-3a5b-4c2d-8e9f-0a1b2c3d4e5f"),
      headers: stranger.read,
    });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ code: "request-E1004" });
  });

  it("is for operators only: signed out 401", async () => {
    const res = await t.app.inject({ method: "GET", url: url(projectId) });
    expect(res.statusCode).toBe(401);
  });
});
