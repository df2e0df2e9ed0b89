import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useLeaveGuard } from "@/hooks/use-leave-guard";
import { ME_QUERY_KEY } from "@/lib/query-client";
import { clearLocaleCookie } from "@/test/locale-cookie";
import { jsonResponse, renderWithApp } from "@/test/render";
import { LanguageSwitcher } from "./language-switcher";

const replace = vi.fn();
vi.mock("@/i18n/navigation", () => ({
  useRouter: () => ({ replace }),
  usePathname: () => "/projects",
}));

describe("LanguageSwitcher", () => {
  beforeEach(() => {
    window.history.replaceState(null, "", "/en/projects?tab=1");
  });
  afterEach(() => {
    replace.mockReset();
    localStorage.clear();
    clearLocaleCookie();
  });

  it("lists the four languages by their own names under a label", () => {
    renderWithApp(<LanguageSwitcher />);
    const select = screen.getByLabelText("Language") as HTMLSelectElement;
    expect(select.value).toBe("en");
    expect([...select.options].map((option) => option.textContent)).toEqual(["日本語", "English", "Français", "ไทย"]);
  });

  it("stores the choice, tells the owner, then opens the same page in that language", async () => {
    const onChange = vi.fn();
    renderWithApp(<LanguageSwitcher onChange={onChange} />);
    fireEvent.change(screen.getByLabelText("Language"), { target: { value: "th" } });
    await waitFor(() => expect(replace).toHaveBeenCalledWith("/projects?tab=1", { locale: "th" }));
    expect(localStorage.getItem("fanfare.language")).toBe("th");
    expect(document.cookie).toContain("NEXT_LOCALE=th");
    expect(onChange).toHaveBeenCalledWith("th");
  });

  it("saves the language on the account when signed in (PATCH /api/v1/me { locale })", async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(jsonResponse(200, {}));
    vi.stubGlobal("fetch", fetchMock);
    const { queryClient } = renderWithApp(<LanguageSwitcher />);
    queryClient.setQueryData(ME_QUERY_KEY, { email: "fan@example.com" });
    fireEvent.change(screen.getByLabelText("Language"), { target: { value: "ja" } });
    await waitFor(() => expect(replace).toHaveBeenCalledWith("/projects?tab=1", { locale: "ja" }));
    expect(fetchMock).toHaveBeenCalledOnce();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/v1/me");
    expect(init?.method).toBe("PATCH");
    expect(init?.body).toBe('{"locale":"ja"}');
    vi.unstubAllGlobals();
  });

  it("asks nothing of the API when signed out", async () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal("fetch", fetchMock);
    renderWithApp(<LanguageSwitcher />);
    fireEvent.change(screen.getByLabelText("Language"), { target: { value: "fr" } });
    await waitFor(() => expect(replace).toHaveBeenCalledWith("/projects?tab=1", { locale: "fr" }));
    expect(fetchMock).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it("asks first when a form on the page holds unsaved changes, and stays in its language when declined", async () => {
    const confirm = vi.fn(() => false);
    vi.stubGlobal("confirm", confirm);
    const UnsavedForm = () => {
      useLeaveGuard(true, "You have unsaved changes. Leave anyway?");
      return null;
    };
    renderWithApp(
      <>
        <UnsavedForm />
        <LanguageSwitcher />
      </>,
    );
    const select = screen.getByLabelText("Language") as HTMLSelectElement;
    fireEvent.change(select, { target: { value: "th" } });
    expect(confirm).toHaveBeenCalledWith("You have unsaved changes. Leave anyway?");
    expect(select.value).toBe("en");
    expect(localStorage.getItem("fanfare.language")).toBeNull();
    confirm.mockReturnValue(true);
    fireEvent.change(select, { target: { value: "th" } });
    await waitFor(() => expect(replace).toHaveBeenCalledWith("/projects?tab=1", { locale: "th" }));
    expect(replace).toHaveBeenCalledOnce();
    vi.unstubAllGlobals();
  });
});
