import { act, fireEvent, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderWithApp } from "@/test/render";
import { Modal, type ModalProps } from "./modal";

function Harness(props: Partial<ModalProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      <Modal open={open} onClose={() => setOpen(false)} {...props}>
        {props.children ?? (
          <>
            <p>Body</p>
            <button type="button">first action</button>
            <button type="button">last action</button>
          </>
        )}
      </Modal>
    </>
  );
}

const openModal = () => {
  const opener = screen.getByRole("button", { name: "open" });
  opener.focus();
  fireEvent.click(opener);
  return opener;
};

describe("Modal", () => {
  it("shows a titled dialog with its kind as a data attribute", () => {
    renderWithApp(<Harness title="Connect a wallet" kind="ConnectToWallet" />);
    openModal();
    const dialog = screen.getByRole("dialog", { name: "Connect a wallet" });
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    expect(dialog.getAttribute("data-modal-kind")).toBe("ConnectToWallet");
    expect(dialog.className).toContain("min-w-[min(340px,100%)]");
    expect(dialog.className).toContain("md:min-w-[440px]");
    expect(dialog.className).toContain("max-w-[min(640px,100%)]");
    expect(dialog.className).toContain("lg:max-w-[840px]");
  });

  it("has an optional title: without one it is named by its label", () => {
    renderWithApp(<Harness label="Lucky draw" kind="LuckyDraw" />);
    openModal();
    expect(screen.getByRole("dialog", { name: "Lucky draw" })).toBeTruthy();
    expect(screen.queryByRole("heading")).toBeNull();
  });

  it("closes with its close button, a backdrop click and Escape", () => {
    renderWithApp(<Harness title="T" />);
    openModal();
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();

    openModal();
    fireEvent.click(screen.getByTestId("modal-backdrop"));
    expect(screen.queryByRole("dialog")).toBeNull();

    openModal();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("with the close button hidden ignores the backdrop and Escape", () => {
    const onClose = vi.fn();
    renderWithApp(
      <Modal open onClose={onClose} title="Limit reached" kind="LimitReached" hideCloseButton>
        <button type="button">OK</button>
      </Modal>,
    );
    expect(screen.queryByRole("button", { name: "Close" })).toBeNull();
    fireEvent.click(screen.getByTestId("modal-backdrop"));
    fireEvent.keyDown(document.activeElement ?? document.body, { key: "Escape" });
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole("dialog", { name: "Limit reached" })).toBeTruthy();
  });

  it("moves focus in, keeps it in with Tab and Shift+Tab, and gives it back on close", () => {
    renderWithApp(<Harness title="T" />);
    const opener = openModal();
    const close = screen.getByRole("button", { name: "Close" });
    const last = screen.getByRole("button", { name: "last action" });
    expect(document.activeElement).toBe(close);

    last.focus();
    fireEvent.keyDown(last, { key: "Tab" });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: "Tab", shiftKey: true });
    expect(document.activeElement).toBe(last);

    // Focus that escapes to the page behind is pulled back in.
    act(() => opener.focus());
    expect(screen.getByRole("dialog").contains(document.activeElement)).toBe(true);

    fireEvent.keyDown(document.activeElement ?? document.body, { key: "Escape" });
    expect(document.activeElement).toBe(opener);
  });

  it("locks the page scroll while open", () => {
    renderWithApp(<Harness title="T" />);
    openModal();
    expect(document.body.style.overflow).toBe("hidden");
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(document.body.style.overflow).toBe("");
  });
});
