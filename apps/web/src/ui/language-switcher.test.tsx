import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithApp } from "@/test/render";
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
    // biome-ignore lint/suspicious/noDocumentCookie: clearing the test's cookie
    document.cookie = "NEXT_LOCALE=; max-age=0; path=/";
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
});
