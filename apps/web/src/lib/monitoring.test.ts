import type { DatadogRum } from "@datadog/browser-rum";
import { describe, expect, it, vi } from "vitest";
import { createMonitoring, rumInitConfiguration } from "./monitoring";

const settings = { clientToken: "pub123", applicationId: "app-1", site: "datadoghq.eu", service: "fanfare-web" };

function fakeRum() {
  const rum = { init: vi.fn(), setTrackingConsent: vi.fn(), stopSession: vi.fn() };
  return { rum, load: vi.fn(async () => rum as unknown as DatadogRum) };
}

describe("rumInitConfiguration", () => {
  it("has the spec's settings", () => {
    expect(rumInitConfiguration(settings)).toEqual({
      applicationId: "app-1",
      clientToken: "pub123",
      site: "datadoghq.eu",
      service: "fanfare-web",
      sessionSampleRate: 100,
      sessionReplaySampleRate: 0,
      trackUserInteractions: true,
      trackResources: true,
      trackLongTasks: true,
      defaultPrivacyLevel: "mask-user-input",
      trackingConsent: "granted",
    });
  });
});

describe("createMonitoring", () => {
  it("loads nothing until started, then loads and inits once", async () => {
    const { rum, load } = fakeRum();
    const monitoring = createMonitoring(load);
    await monitoring.stop();
    expect(load).not.toHaveBeenCalled();
    await monitoring.start(settings);
    await monitoring.start(settings);
    expect(load).toHaveBeenCalledOnce();
    expect(rum.init).toHaveBeenCalledOnce();
    expect(rum.init).toHaveBeenCalledWith(expect.objectContaining({ applicationId: "app-1", sessionSampleRate: 100 }));
  });

  it("stops the session on withdrawal and resumes without a second init", async () => {
    const { rum, load } = fakeRum();
    const monitoring = createMonitoring(load);
    await monitoring.start(settings);
    await monitoring.stop();
    expect(rum.setTrackingConsent).toHaveBeenLastCalledWith("not-granted");
    expect(rum.stopSession).toHaveBeenCalledOnce();
    await monitoring.start(settings);
    expect(rum.setTrackingConsent).toHaveBeenLastCalledWith("granted");
    expect(rum.init).toHaveBeenCalledOnce();
  });

  it("does not init when consent is withdrawn while the SDK is still loading", async () => {
    const { rum, load } = fakeRum();
    const monitoring = createMonitoring(load);
    const starting = monitoring.start(settings);
    await monitoring.stop();
    await starting;
    expect(rum.init).not.toHaveBeenCalled();
    expect(rum.stopSession).not.toHaveBeenCalled();
  });

  it("tries the download again after a failure", async () => {
    const { rum } = fakeRum();
    const load = vi
      .fn<() => Promise<DatadogRum>>()
      .mockRejectedValueOnce(new Error("chunk failed"))
      .mockResolvedValueOnce(rum as unknown as DatadogRum);
    const monitoring = createMonitoring(load);
    await expect(monitoring.start(settings)).rejects.toThrow("chunk failed");
    await monitoring.start(settings);
    expect(rum.init).toHaveBeenCalledOnce();
  });
});
