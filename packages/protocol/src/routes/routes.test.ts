import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ROUTE } from "./every-route";
import { API_ROUTES } from "./index";
import { OPERATOR_ROUTE } from "./operator-table";
import { FAN_ROUTE, fillPath, pathParamNames } from "./table";

const definitions = Object.entries(API_ROUTES);

/** The keys of a params schema (every params schema is a z.object). */
function schemaKeys(schema: z.ZodType | undefined): string[] {
  if (!schema) return [];
  expect(schema).toBeInstanceOf(z.ZodObject);
  return Object.keys((schema as z.ZodObject).shape).sort();
}

describe("the route table", () => {
  it("has one definition per entry, bound to that entry", () => {
    expect(Object.keys(API_ROUTES).sort()).toEqual(Object.keys(ROUTE).sort());
    for (const [name, definition] of definitions) {
      const entry = ROUTE[name as keyof typeof ROUTE];
      expect([name, definition.method, definition.path]).toEqual([name, entry.method, entry.path]);
    }
  });

  it("splits into the fan's table and the operator's, each route in one (the operator's under /api/v1/operator)", () => {
    const fan = Object.keys(FAN_ROUTE);
    const operator = Object.keys(OPERATOR_ROUTE);
    expect([...fan, ...operator].sort()).toEqual(Object.keys(ROUTE).sort());
    expect(fan.filter((name) => operator.includes(name))).toEqual([]);
    // The fan pages carry FAN_ROUTE: an operator route there would weigh on every page (issue 17).
    expect(Object.values(FAN_ROUTE).filter(({ path }) => path.startsWith("/api/v1/operator/"))).toEqual([]);
    expect(Object.values(OPERATOR_ROUTE).filter(({ path }) => !path.startsWith("/api/v1/operator/"))).toEqual([]);
  });

  it("never has two routes with the same method and path", () => {
    const keys = Object.values(ROUTE).map(({ method, path }) => `${method} ${path.replace(/:[^/]+/gu, ":")}`);
    const repeated = keys.filter((key, index) => keys.indexOf(key) !== index);
    expect(repeated).toEqual([]);
  });

  it("declares in each params schema exactly the parameters of its path", () => {
    for (const [name, definition] of definitions) {
      const params = "params" in definition ? definition.params : undefined;
      expect([name, schemaKeys(params)]).toEqual([name, pathParamNames(definition.path).sort()]);
    }
  });

  it("gives every route a summary, a tag and a success answer or a documented non-JSON one", () => {
    for (const [name, definition] of definitions) {
      expect(definition.summary, name).not.toBe("");
      expect(definition.tags.length, name).toBeGreaterThan(0);
    }
    const withoutAnswer = definitions.filter(([, d]) => Object.keys(d.responses).length === 0).map(([name]) => name);
    expect(withoutAnswer.sort()).toEqual(["media", "publicAsset"]);
  });
});

describe("fillPath", () => {
  it("encodes each parameter and refuses a missing one", () => {
    expect(fillPath(ROUTE.getContent.path, { channelId: "a/b", contentId: "c d" })).toBe(
      "/api/v1/channels/a%2Fb/contents/c%20d",
    );
    expect(fillPath(ROUTE.operatorExportClaims.path, { campaignId: "x" })).toBe(
      "/api/v1/operator/campaigns/x/claims.csv",
    );
    expect(() => fillPath(ROUTE.getContent.path, { channelId: "a" })).toThrow(/contentId/u);
  });
});
