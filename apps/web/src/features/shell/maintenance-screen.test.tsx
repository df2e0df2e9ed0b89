import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderWithApp } from "@/test/render";
import { MaintenanceScreen } from "./maintenance-screen";

const replace = vi.fn();
vi.mock("@/i18n/navigation", () => ({ useRouter: () => ({ replace }) }));

const fetchMock = vi.fn<typeof fetch>();
const maintenance = () =>
  jsonResponse(503, { code: "maintenance-E5030", category: "MAINTENANCE", message: "Fanfare is under maintenance." });

beforeEach(() => vi.stubGlobal("fetch", fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  replace.mockReset();
  vi.unstubAllGlobals();
});

describe("MaintenanceScreen", () => {
  it("is a dark page that says so, and stays while the API is still in maintenance", async () => {
    fetchMock.mockResolvedValue(maintenance());
    const { container } = renderWithApp(<MaintenanceScreen returnTo="/projects?tab=2" />);
    expect(container.querySelector('[data-page-theme="dark"]')).not.toBeNull();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("We are doing some maintenance");
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(screen.getByRole("status").textContent).toMatch(/Still under maintenance/));
    expect(fetchMock).toHaveBeenCalledWith("/api/v1/auth/captcha", expect.objectContaining({ method: "GET" }));
    expect(replace).not.toHaveBeenCalled();
  });

  it("returns to where the fan was once maintenance is over", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { provider: "none", siteKey: null }));
    renderWithApp(<MaintenanceScreen returnTo="/projects?tab=2" />);
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(replace).toHaveBeenCalledWith("/projects?tab=2"));
  });

  it("goes to the top page when there is no safe place to return to", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { provider: "none", siteKey: null }));
    renderWithApp(<MaintenanceScreen returnTo="//evil.example/" />);
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(replace).toHaveBeenCalledWith("/"));
  });

  it("checks again by itself every 30 s", async () => {
    vi.useFakeTimers();
    fetchMock.mockResolvedValue(maintenance());
    renderWithApp(<MaintenanceScreen returnTo={null} />);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    fetchMock.mockResolvedValue(jsonResponse(200, { provider: "none", siteKey: null }));
    await vi.advanceTimersByTimeAsync(30_000);
    expect(replace).toHaveBeenCalledWith("/");
    vi.useRealTimers();
  });
});
