import { fireEvent, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CONSENT_COOKIE, type Consent, readConsentCookie } from "@/lib/cookie-consent";
import { renderWithApp } from "@/test/render";
import { CONSENT_HEIGHT_VARIABLE, ConsentDialog } from "./consent-dialog";
import { ConsentProvider, useConsent } from "./consent-provider";

const navigation = vi.hoisted(() => ({ pathname: "/projects" }));
vi.mock("@/i18n/navigation", () => ({
  usePathname: () => navigation.pathname,
  Link: ({ href, children, ...rest }: { href: string; children: ReactNode }) => (
    <a href={`/en${href}`} {...rest}>
      {children}
    </a>
  ),
}));

const monitoring = vi.hoisted(() => ({ start: vi.fn(async () => {}), stop: vi.fn(async () => {}) }));
vi.mock("@/lib/monitoring", () => ({ monitoring }));

const settings = { clientToken: "pub1", applicationId: "app-1", site: "datadoghq.com", service: "fanfare-web" };

function renderDialog(initialConsent: Consent, monitoringSettings: typeof settings | null = settings) {
  return renderWithApp(
    <ConsentProvider initialConsent={initialConsent} monitoringSettings={monitoringSettings}>
      <ConsentDialog />
    </ConsentProvider>,
  );
}

/** The provider's current choice, as its consumers see it. */
function ShownConsent() {
  return <p>consent: {String(useConsent().consent)}</p>;
}

afterEach(() => {
  navigation.pathname = "/projects";
  monitoring.start.mockClear();
  monitoring.stop.mockClear();
  // biome-ignore lint/suspicious/noDocumentCookie: clearing the test's cookie
  document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`;
});

describe("ConsentDialog", () => {
  it("asks when there is no stored choice, with a settings link to /cookie-settings", () => {
    renderDialog(null);
    const dialog = screen.getByRole("dialog", { name: "We use cookies" });
    expect(dialog.getAttribute("aria-modal")).toBe("false");
    expect(screen.getByRole("link", { name: "Cookie settings" }).getAttribute("href")).toBe("/en/cookie-settings");
    expect(monitoring.start).not.toHaveBeenCalled();
  });

  it("is not shown on the cookie settings page, nor once a choice is stored", () => {
    navigation.pathname = "/cookie-settings";
    renderDialog(null);
    expect(screen.queryByRole("dialog")).toBeNull();
    navigation.pathname = "/projects";
    renderDialog(false);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("Accept stores 'true', closes, and starts monitoring", async () => {
    renderDialog(null);
    fireEvent.click(screen.getByRole("button", { name: "Accept" }));
    expect(readConsentCookie(document.cookie)).toBe(true);
    expect(screen.queryByRole("dialog")).toBeNull();
    await waitFor(() => expect(monitoring.start).toHaveBeenCalledWith(settings));
  });

  it("Reject stores 'false' and monitoring stays off", async () => {
    renderDialog(null);
    fireEvent.click(screen.getByRole("button", { name: "Reject" }));
    expect(readConsentCookie(document.cookie)).toBe(false);
    expect(screen.queryByRole("dialog")).toBeNull();
    await waitFor(() => expect(monitoring.stop).toHaveBeenCalled());
    expect(monitoring.start).not.toHaveBeenCalled();
  });

  it("starts monitoring on page load when the stored choice is 'true'", async () => {
    renderDialog(true);
    await waitFor(() => expect(monitoring.start).toHaveBeenCalledWith(settings));
  });

  it("does nothing with monitoring when it is not configured", async () => {
    renderWithApp(
      <ConsentProvider initialConsent={null} monitoringSettings={null}>
        <ConsentDialog />
        <ShownConsent />
      </ConsentProvider>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Accept" }));
    expect(readConsentCookie(document.cookie)).toBe(true);
    // The provider has rendered the accepted choice; its monitoring effect belongs to that same commit.
    expect(await screen.findByText("consent: true")).toBeTruthy();
    expect(monitoring.start).not.toHaveBeenCalled();
    expect(monitoring.stop).not.toHaveBeenCalled();
  });
  it("publishes its height for focus scrolling while it is open, and takes it back once answered", async () => {
    const rect = vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockReturnValue({
      height: 211.4,
    } as DOMRect);
    try {
      renderDialog(null);
      const root = document.documentElement;
      expect(root.style.getPropertyValue(CONSENT_HEIGHT_VARIABLE)).toBe("212px");
      fireEvent.click(screen.getByRole("button", { name: "Accept" }));
      await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
      expect(root.style.getPropertyValue(CONSENT_HEIGHT_VARIABLE)).toBe("");
    } finally {
      rect.mockRestore();
    }
  });
});
