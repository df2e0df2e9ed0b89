import { render } from "@testing-library/react";
import type { ComponentType } from "react";
import { describe, expect, it } from "vitest";
import { ArrowIcon } from "./arrow-icon";
import { BrowserExtensionWalletIcon } from "./browser-extension-wallet-icon";
import { CheckIcon } from "./check-icon";
import { ChevronIcon } from "./chevron-icon";
import { CloseIcon } from "./close-icon";
import { ConnectionProtocolWalletIcon } from "./connection-protocol-wallet-icon";
import { CopyIcon } from "./copy-icon";
import { ErrorPageIcon } from "./error-page-icon";
import { HomeIcon } from "./home-icon";
import type { IconProps } from "./icon";
import { InfoIcon } from "./info-icon";
import { LuckyDrawIcon } from "./lucky-draw-icon";
import { MailIcon } from "./mail-icon";
import { MaintenanceIcon } from "./maintenance-icon";
import { WarningIcon } from "./warning-icon";
import { WebWalletIcon } from "./web-wallet-icon";

// Spec section 2's icons: three wallet kinds, lucky draw, maintenance, error page, mail, home, info,
// copy, check, warning and arrows (plus close and chevron for the UI kit).
const ICONS: Record<string, ComponentType<IconProps>> = {
  BrowserExtensionWalletIcon,
  ConnectionProtocolWalletIcon,
  WebWalletIcon,
  LuckyDrawIcon,
  MaintenanceIcon,
  ErrorPageIcon,
  MailIcon,
  HomeIcon,
  InfoIcon,
  CopyIcon,
  CheckIcon,
  WarningIcon,
  ArrowIcon,
  ChevronIcon,
  CloseIcon,
};

describe("icons", () => {
  it.each(Object.entries(ICONS))("%s is an inline SVG, decorative unless labelled", (_name, IconComponent) => {
    const { container, rerender } = render(<IconComponent />);
    const svg = container.querySelector("svg");
    expect(svg).not.toBeNull();
    expect(svg?.getAttribute("aria-hidden")).toBe("true");
    expect(svg?.getAttribute("focusable")).toBe("false");
    expect(svg?.getAttribute("role")).toBeNull();
    expect(svg?.querySelectorAll("path, rect, circle").length).toBeGreaterThan(0);

    rerender(<IconComponent label="Meaning" size={32} />);
    const labelled = container.querySelector("svg");
    expect(labelled?.getAttribute("role")).toBe("img");
    expect(labelled?.getAttribute("aria-label")).toBe("Meaning");
    expect(labelled?.getAttribute("aria-hidden")).toBeNull();
    expect(labelled?.getAttribute("width")).toBe("32");
  });

  it("turns the arrow to each direction", () => {
    const { container, rerender } = render(<ArrowIcon pointing="left" />);
    expect(container.querySelector("g")?.getAttribute("transform")).toBe("rotate(180 12 12)");
    rerender(<ArrowIcon pointing="up" />);
    expect(container.querySelector("g")?.getAttribute("transform")).toBe("rotate(270 12 12)");
  });
});
