import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithApp } from "@/test/render";
import { useStoredLanguage } from "./use-stored-language";

const replace = vi.fn();
vi.mock("@/i18n/navigation", () => ({
  useRouter: () => ({ replace }),
  usePathname: () => "/terms-of-use",
}));

function Watcher() {
  useStoredLanguage();
  return null;
}

describe("useStoredLanguage (the page renders in English here)", () => {
  beforeEach(() => window.history.replaceState(null, "", "/en/terms-of-use?from=mail"));
  afterEach(() => {
    replace.mockReset();
    localStorage.clear();
  });

  it("re-routes the page to a stored preference that differs", () => {
    localStorage.setItem("fanfare.language", "th");
    renderWithApp(<Watcher />);
    expect(replace).toHaveBeenCalledWith("/terms-of-use?from=mail", { locale: "th" });
  });

  it("stays when the preference is the page's language, absent, or unsupported", () => {
    localStorage.setItem("fanfare.language", "en");
    renderWithApp(<Watcher />);
    localStorage.setItem("fanfare.language", "de");
    renderWithApp(<Watcher />);
    localStorage.removeItem("fanfare.language");
    renderWithApp(<Watcher />);
    expect(replace).not.toHaveBeenCalled();
  });
});
