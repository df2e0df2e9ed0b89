import { fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { hydrateWithApp, renderWithApp } from "@/test/render";
import { SelectCountryScreen } from "./select-country-screen";

const push = vi.fn();
vi.mock("@/i18n/navigation", () => ({ useRouter: () => ({ push, replace: vi.fn() }) }));
afterEach(() => push.mockReset());

describe("SelectCountryScreen", () => {
  it("goes on to enter-email with the country picked", () => {
    renderWithApp(<SelectCountryScreen initialCountry="JP" />);
    fireEvent.click(screen.getByLabelText("France"));
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(push).toHaveBeenCalledWith({ pathname: "/enter-email", query: { country: "FR" } });
  });

  it("goes on with a country picked before the scripts arrived", () => {
    hydrateWithApp(<SelectCountryScreen initialCountry="JP" />, (serverHtml) => {
      serverHtml.querySelector<HTMLInputElement>('input[type="radio"][value="TH"]')?.click();
    });
    expect((screen.getByLabelText("Thailand") as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(push).toHaveBeenCalledWith({ pathname: "/enter-email", query: { country: "TH" } });
  });
});
