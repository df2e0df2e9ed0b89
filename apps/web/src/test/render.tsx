import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type RenderOptions, render } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import type { ReactElement, ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { vi } from "vitest";
import { withModuleMessages } from "@/i18n/module-messages";
import { createQueryClient } from "@/lib/query-client";
import { Toaster } from "@/ui/toaster";
import common from "../../messages/en/common.json";
import consoleMessages from "../../messages/en/console.json";

/**
 * The English messages as the app has them (i18n/request.ts): common.json, the kinds' and providers'
 * own texts, and the operator console's namespace.
 */
export const messages = { ...withModuleMessages("en", common), console: consoleMessages };

/** Renders with what the app's layout provides: English messages, a fresh query client, the toaster. */
export function renderWithApp(ui: ReactElement, options?: RenderOptions & { queryClient?: QueryClient }) {
  const queryClient = options?.queryClient ?? testQueryClient();
  return { queryClient, ...render(ui, { wrapper: appWrapper(queryClient), ...options }) };
}

/**
 * As a page the server drew reaches the browser: `ui` rendered to HTML (react-dom/server, the providers
 * above), then `beforeScripts` acts on that HTML as a fan can before the scripts arrive (types, ticks),
 * then React hydrates it.
 */
export function hydrateWithApp(ui: ReactElement, beforeScripts: (serverHtml: HTMLElement) => void) {
  const queryClient = testQueryClient();
  const Wrapper = appWrapper(queryClient);
  const container = document.body.appendChild(document.createElement("div"));
  container.innerHTML = renderToString(<Wrapper>{ui}</Wrapper>);
  beforeScripts(container);
  return { queryClient, ...render(ui, { wrapper: Wrapper, container, hydrate: true }) };
}

function testQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

function appWrapper(queryClient: QueryClient) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <NextIntlClientProvider locale="en" messages={messages} timeZone="UTC">
        <QueryClientProvider client={queryClient}>
          <Toaster>{children}</Toaster>
        </QueryClientProvider>
      </NextIntlClientProvider>
    );
  };
}

/** A fetch stand-in answering JSON; records the calls. */
export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

/** A client made as the app makes it, its global error listener a mock, and a wrapper for `renderHook`. */
export function withQueryClient() {
  const onError = vi.fn();
  const client = createQueryClient({ onError });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, wrapper, onError };
}
