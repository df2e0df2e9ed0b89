// Real-user monitoring (Datadog RUM), only with the fan's consent (spec sections 1, 4, 7; ADR 0008).
// The SDK is loaded with a dynamic import the first time consent is given, so no monitoring code is in
// any page's first load, and a visitor who never accepts never downloads it.

import type { DatadogRum, RumInitConfiguration } from "@datadog/browser-rum";

/** What the server hands the browser (apps/web/src/env.ts, `monitoringConfig`). */
export type MonitoringSettings = { clientToken: string; applicationId: string; site: string; service: string };

/** Spec sections 7 and 9: every session, no replay, interactions, resources and long tasks, inputs masked. */
export function rumInitConfiguration(settings: MonitoringSettings): RumInitConfiguration {
  return {
    applicationId: settings.applicationId,
    clientToken: settings.clientToken,
    site: settings.site,
    service: settings.service,
    sessionSampleRate: 100,
    sessionReplaySampleRate: 0,
    trackUserInteractions: true,
    trackResources: true,
    trackLongTasks: true,
    defaultPrivacyLevel: "mask-user-input",
    trackingConsent: "granted",
  };
}

export type Monitoring = {
  /** Loads and starts the SDK once; after a withdrawal it resumes with a new session instead of a second init. */
  start(settings: MonitoringSettings): Promise<void>;
  /** Ends the session and stops collection; loads nothing when the SDK was never loaded. */
  stop(): Promise<void>;
};

export function createMonitoring(load: () => Promise<DatadogRum>): Monitoring {
  let loading: Promise<DatadogRum> | null = null;
  let isInitialised = false;
  // The latest wish wins: a withdrawal that arrives while the SDK downloads prevents the init.
  let isWanted = false;

  const loadOnce = () => {
    loading ??= load().catch((error: unknown) => {
      loading = null; // a failed chunk load may succeed next time
      throw error;
    });
    return loading;
  };

  return {
    async start(settings) {
      isWanted = true;
      const rum = await loadOnce();
      if (!isWanted) return;
      if (isInitialised) {
        rum.setTrackingConsent("granted");
      } else {
        rum.init(rumInitConfiguration(settings));
        isInitialised = true;
      }
    },
    async stop() {
      isWanted = false;
      if (!loading) return;
      const rum = await loading.catch(() => null);
      if (!rum || !isInitialised) return;
      rum.setTrackingConsent("not-granted");
      rum.stopSession();
    },
  };
}

/** The page's one monitoring instance. */
export const monitoring = createMonitoring(() => import("@datadog/browser-rum").then((module) => module.datadogRum));
