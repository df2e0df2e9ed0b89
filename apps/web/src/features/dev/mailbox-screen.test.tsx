import { render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderWithApp } from "@/test/render";
import { LinkifiedText, MailboxScreen, sortNewestFirst } from "./mailbox-screen";

const mail = (id: string, receivedAt: string, text = "") => ({
  id,
  from: "Fanfare <no-reply@fanfare.test>",
  to: ["fan@example.com"],
  subject: `Mail ${id}`,
  text,
  html: null,
  receivedAt,
});

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal("fetch", fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe("the dev mailbox", () => {
  it("makes the URLs of a text clickable without reading it as HTML", () => {
    render(
      <p>
        <LinkifiedText text={"Open http://localhost:3000/ja/confirm-email?token=abc to sign in.\n<b>bold</b>"} />
      </p>,
    );
    const link = screen.getByRole("link");
    expect(link.getAttribute("href")).toBe("http://localhost:3000/ja/confirm-email?token=abc");
    expect(screen.getByText(/<b>bold<\/b>/)).toBeTruthy();
  });

  it("lists the newest mail first", () => {
    const sorted = sortNewestFirst([mail("a", "2026-01-01T00:00:00Z"), mail("b", "2026-01-02T00:00:00Z")]);
    expect(sorted.map((m) => m.id)).toEqual(["b", "a"]);
  });

  it("shows subject, recipient and text of each mail", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, { mails: [mail("1", "2026-01-01T09:30:00Z", "Link: https://x.test/a")] }),
    );
    renderWithApp(<MailboxScreen />);
    expect(await screen.findByRole("heading", { name: "Mail 1" })).toBeTruthy();
    expect(screen.getByText("fan@example.com")).toBeTruthy();
    expect(screen.getByRole("link", { name: "https://x.test/a" })).toBeTruthy();
  });

  it("says when the mailbox is off because real SMTP is configured", async () => {
    fetchMock.mockResolvedValue(jsonResponse(404, { code: "request-E1004", category: "BAD_REQUEST", message: "" }));
    renderWithApp(<MailboxScreen />);
    expect(await screen.findByText(/real mail delivery \(SMTP\) is configured/)).toBeTruthy();
  });
});
