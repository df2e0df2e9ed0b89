import { fireEvent, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { hydrateWithApp, jsonResponse, renderWithApp } from "@/test/render";
import { EntryEmailScreen } from "./entry-email-screen";

const push = vi.fn();
vi.mock("@/i18n/navigation", () => ({
  useRouter: () => ({ push, replace: vi.fn() }),
  usePathname: () => "/projects/p1/c1/entry-email",
  Link: ({ href, children }: { href: string; children: ReactNode }) => <a href={href}>{children}</a>,
}));

const fetchMock = vi.fn<typeof fetch>();
let answer: Response;
beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  fetchMock.mockImplementation(async (input) =>
    String(input) === "/api/v1/me" ? jsonResponse(200, { email: "fan@example.com" }) : answer,
  );
});
afterEach(() => {
  fetchMock.mockReset();
  push.mockReset();
  vi.unstubAllGlobals();
});

async function submit(address: string) {
  const button = screen.getByRole("button", { name: "Register" });
  await waitFor(() => expect(button).toHaveProperty("disabled", false));
  fireEvent.change(screen.getByLabelText("Contact e-mail address"), { target: { value: address } });
  fireEvent.click(button);
}

describe("EntryEmailScreen", () => {
  it("refuses a malformed address before asking the API", async () => {
    renderWithApp(<EntryEmailScreen projectId="p1" campaignId="c1" />);
    await submit("not-an-address");
    expect(await screen.findByText(/valid e-mail/i)).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("registers the address and goes to entry-success", async () => {
    answer = jsonResponse(200, { ok: true });
    renderWithApp(<EntryEmailScreen projectId="p1" campaignId="c1" />);
    await submit(" contact@example.com ");
    await waitFor(() => expect(push).toHaveBeenCalledWith("/projects/p1/c1/entry-success"));
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).endsWith("/draw-entry/email")) ?? [];
    expect(init?.body).toBe(JSON.stringify({ email: "contact@example.com" }));
  });

  it("registers an address typed before the scripts arrived", async () => {
    answer = jsonResponse(200, { ok: true });
    hydrateWithApp(<EntryEmailScreen projectId="p1" campaignId="c1" />, (serverHtml) => {
      const field = serverHtml.querySelector<HTMLInputElement>('input[type="email"]');
      if (!field) throw new Error("the server's HTML has no address field");
      field.value = "early@example.com";
    });
    // `/me` answering enables the button, a re-render that used to write "" over the field.
    const button = screen.getByRole("button", { name: "Register" });
    await waitFor(() => expect(button).toHaveProperty("disabled", false));
    fireEvent.click(button);
    await waitFor(() => expect(push).toHaveBeenCalledWith("/projects/p1/c1/entry-success"));
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).endsWith("/draw-entry/email")) ?? [];
    expect(init?.body).toBe(JSON.stringify({ email: "early@example.com" }));
  });

  it("says so when an address is already entered (listOfApplicant-E2000)", async () => {
    answer = jsonResponse(409, { code: "listOfApplicant-E2000", category: "BAD_REQUEST", message: "" });
    renderWithApp(<EntryEmailScreen projectId="p1" campaignId="c1" />);
    await submit("contact@example.com");
    expect((await screen.findByRole("alert")).textContent).toBe("This e-mail address has already been entered.");
    expect(push).not.toHaveBeenCalled();
  });
});
