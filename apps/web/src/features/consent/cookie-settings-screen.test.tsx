import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CONSENT_COOKIE, readConsentCookie } from "@/lib/cookie-consent";
import { renderWithApp } from "@/test/render";
import { ConsentProvider } from "./consent-provider";
import { CookieSettingsScreen } from "./cookie-settings-screen";

const monitoring = vi.hoisted(() => ({ start: vi.fn(async () => {}), stop: vi.fn(async () => {}) }));
vi.mock("@/lib/monitoring", () => ({ monitoring }));

const settings = { clientToken: "pub1", applicationId: "app-1", site: "datadoghq.com", service: "fanfare-web" };

afterEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: clearing the test's cookie
  document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`;
});

describe("CookieSettingsScreen", () => {
  it("shows the current choice and withdraws consent, which stops monitoring", async () => {
    renderWithApp(
      <ConsentProvider initialConsent={true} monitoringSettings={settings}>
        <CookieSettingsScreen />
      </ConsentProvider>,
    );
    expect(screen.getByTestId("consent-status").textContent).toBe("Current choice: allowed");
    expect(screen.getByRole("button", { name: "Allow" }).getAttribute("aria-pressed")).toBe("true");
    await waitFor(() => expect(monitoring.start).toHaveBeenCalled());

    fireEvent.click(screen.getByRole("button", { name: "Do not allow" }));
    expect(readConsentCookie(document.cookie)).toBe(false);
    expect(screen.getByTestId("consent-status").textContent).toBe("Current choice: not allowed");
    expect(screen.getByText("Your cookie settings have been saved.")).toBeTruthy();
    await waitFor(() => expect(monitoring.stop).toHaveBeenCalled());
  });

  it("lets a visitor who has not chosen yet allow monitoring", () => {
    renderWithApp(
      <ConsentProvider initialConsent={null} monitoringSettings={settings}>
        <CookieSettingsScreen />
      </ConsentProvider>,
    );
    expect(screen.getByTestId("consent-status").textContent).toBe("You have not chosen yet.");
    fireEvent.click(screen.getByRole("button", { name: "Allow" }));
    expect(readConsentCookie(document.cookie)).toBe(true);
  });
});
