import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CAPTCHA_PASS_TOKEN, verifyCaptcha } from "./captcha";
import { type Sandbox, startSandbox } from "./index";

const SECRET = "test-secret";

describe("verifyCaptcha", () => {
  it("passes only the sandbox token with the right secret", () => {
    expect(verifyCaptcha({ secret: SECRET, response: CAPTCHA_PASS_TOKEN }, SECRET)).toMatchObject({
      success: true,
      "error-codes": [],
    });
    expect(verifyCaptcha({ secret: SECRET, response: "sandbox-fail" }, SECRET)).toEqual({
      success: false,
      "error-codes": ["invalid-input-response"],
    });
    expect(verifyCaptcha({ secret: SECRET }, SECRET)["error-codes"]).toEqual(["invalid-input-response"]);
    expect(verifyCaptcha({ secret: "wrong", response: CAPTCHA_PASS_TOKEN }, SECRET)["error-codes"]).toEqual([
      "invalid-input-secret",
    ]);
    expect(verifyCaptcha({ response: CAPTCHA_PASS_TOKEN }, SECRET)["error-codes"]).toEqual(["invalid-input-secret"]);
  });
});

describe("captcha siteverify over HTTP", () => {
  let sandbox: Sandbox;
  beforeAll(async () => {
    sandbox = await startSandbox({ smtpPort: 0, httpPort: 0, captchaSecret: SECRET });
  });
  afterAll(async () => {
    await sandbox.close();
  });

  const verify = (init: RequestInit) => fetch(sandbox.captchaVerifyUrl, { method: "POST", ...init });

  it("accepts a form-encoded request, as Turnstile clients send it", async () => {
    const response = await verify({
      body: new URLSearchParams({ secret: SECRET, response: CAPTCHA_PASS_TOKEN, remoteip: "203.0.113.7" }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ success: true, "error-codes": [] });
  });

  it("accepts a JSON request", async () => {
    const response = await verify({
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ secret: SECRET, response: CAPTCHA_PASS_TOKEN }),
    });
    expect(await response.json()).toMatchObject({ success: true });
  });

  it("accepts multipart form data", async () => {
    const form = new FormData();
    form.set("secret", SECRET);
    form.set("response", CAPTCHA_PASS_TOKEN);
    expect(await (await verify({ body: form })).json()).toMatchObject({ success: true });
  });

  it("fails any other token", async () => {
    const response = await verify({ body: new URLSearchParams({ secret: SECRET, response: "robot" }) });
    expect(await response.json()).toEqual({ success: false, "error-codes": ["invalid-input-response"] });
  });

  it("fails a wrong or missing secret", async () => {
    const wrong = await verify({ body: new URLSearchParams({ secret: "nope", response: CAPTCHA_PASS_TOKEN }) });
    expect(await wrong.json()).toEqual({ success: false, "error-codes": ["invalid-input-secret"] });
    const missing = await verify({ body: new URLSearchParams({ response: CAPTCHA_PASS_TOKEN }) });
    expect(await missing.json()).toEqual({ success: false, "error-codes": ["invalid-input-secret"] });
  });

  it("rejects malformed JSON with 400", async () => {
    const response = await verify({ headers: { "content-type": "application/json" }, body: "{" });
    expect(response.status).toBe(400);
  });
});
