import { screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderWithApp } from "@/test/render";
import { useSignedInUser } from "./use-signed-in-user";

const replace = vi.fn();
vi.mock("@/i18n/navigation", () => ({
  useRouter: () => ({ replace }),
  usePathname: () => "/change-email/verify-email",
}));

function WhoAmI() {
  const me = useSignedInUser();
  return <p>{me.data?.email ?? "…"}</p>;
}

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  window.history.replaceState(null, "", "/en/change-email/verify-email?token=abc");
});
afterEach(() => {
  fetchMock.mockReset();
  replace.mockReset();
  vi.unstubAllGlobals();
});

describe("useSignedInUser", () => {
  it("gives the signed-in user", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { email: "fan@example.com" }));
    renderWithApp(<WhoAmI />);
    expect(await screen.findByText("fan@example.com")).toBeTruthy();
    expect(replace).not.toHaveBeenCalled();
  });

  it("sends a signed-out visitor to the login page, remembering where they were", async () => {
    fetchMock.mockResolvedValue(jsonResponse(401, { code: "auth-E1001", category: "UNAUTHORIZED", message: "" }));
    renderWithApp(<WhoAmI />);
    await waitFor(() =>
      expect(replace).toHaveBeenCalledWith({
        pathname: "/",
        query: { returnTo: "/change-email/verify-email?token=abc" },
      }),
    );
  });
});
