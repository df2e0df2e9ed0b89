import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithApp } from "@/test/render";
import { LocalTime } from "./local-time";

vi.mock("@/lib/time-zone", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/time-zone")>()),
  detectTimeZone: () => "Asia/Tokyo",
}));

describe("LocalTime", () => {
  afterEach(() => vi.restoreAllMocks());

  it("shows the instant in the fan's time zone and says which zone it is", () => {
    renderWithApp(<LocalTime value="2026-11-22T07:00:00Z" />);
    const time = screen.getByText("Nov 22, 2026, 4:00 PM GMT+9");
    expect(time.tagName).toBe("TIME");
    expect(time.getAttribute("datetime")).toBe("2026-11-22T07:00:00.000Z");
  });

  it("can show a fixed zone instead", () => {
    renderWithApp(<LocalTime value="2026-11-22T07:00:00Z" timeZone="Europe/Paris" />);
    expect(screen.getByText("Nov 22, 2026, 8:00 AM GMT+1")).toBeTruthy();
  });
});
