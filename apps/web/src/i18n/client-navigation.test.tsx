import { render, renderHook, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clearLocaleCookie, localeCookie } from "@/test/locale-cookie";

const nextRouter = {
  push: vi.fn(),
  replace: vi.fn(),
  prefetch: vi.fn(),
  back: vi.fn(),
  forward: vi.fn(),
  refresh: vi.fn(),
};
let nextPathname = "/th/projects/p1";
vi.mock("next/navigation", () => ({ useRouter: () => nextRouter, usePathname: () => nextPathname }));

const { Link, usePathname, useRouter } = await import("./client-navigation");

function inThai({ children }: { children: ReactNode }) {
  return (
    <NextIntlClientProvider locale="th" messages={{}}>
      {children}
    </NextIntlClientProvider>
  );
}

beforeEach(() => {
  vi.clearAllMocks();
});
afterEach(() => {
  clearLocaleCookie();
});

describe("Link", () => {
  it("links to the path in the page's locale", () => {
    render(
      <>
        <Link href="/projects">projects</Link>
        <Link href={{ pathname: "/enter-email", query: { country: "TH" } }}>email</Link>
      </>,
      { wrapper: inThai },
    );
    expect(screen.getByRole("link", { name: "projects" }).getAttribute("href")).toBe("/th/projects");
    expect(screen.getByRole("link", { name: "email" }).getAttribute("href")).toBe("/th/enter-email?country=TH");
  });
});

describe("useRouter", () => {
  it("navigates within the page's locale", () => {
    const { result } = renderHook(() => useRouter(), { wrapper: inThai });
    result.current.push("/projects/p1/c1/claimed-success");
    result.current.replace({ pathname: "/", query: { returnTo: "/projects" } });
    expect(nextRouter.push).toHaveBeenCalledWith("/th/projects/p1/c1/claimed-success", { scroll: undefined });
    expect(nextRouter.replace).toHaveBeenCalledWith("/th?returnTo=%2Fprojects", { scroll: undefined });
    expect(localeCookie()).toBe("");
  });

  it("moves the same page to another locale, the locale cookie written first", () => {
    const { result } = renderHook(() => useRouter(), { wrapper: inThai });
    nextRouter.replace.mockImplementationOnce(() => expect(localeCookie()).toBe("ja"));
    result.current.replace("/projects/p1?tab=nfts", { locale: "ja" });
    expect(nextRouter.replace).toHaveBeenCalledWith("/ja/projects/p1?tab=nfts", { scroll: undefined });
  });

  it("keeps the other methods of Next's router", () => {
    const { result } = renderHook(() => useRouter(), { wrapper: inThai });
    result.current.back();
    result.current.refresh();
    expect(nextRouter.back).toHaveBeenCalledOnce();
    expect(nextRouter.refresh).toHaveBeenCalledOnce();
  });
});

describe("usePathname", () => {
  it("is the page's path without its locale", () => {
    nextPathname = "/th/projects/p1";
    expect(renderHook(() => usePathname(), { wrapper: inThai }).result.current).toBe("/projects/p1");
    nextPathname = "/th";
    expect(renderHook(() => usePathname(), { wrapper: inThai }).result.current).toBe("/");
  });
});
