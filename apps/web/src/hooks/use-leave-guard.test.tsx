import { fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mayLeavePage, useLeaveGuard } from "./use-leave-guard";

const MESSAGE = "You have unsaved changes. Leave this page?";

/** A form's page: links as Next's <Link> renders them, whose own click handler would navigate. */
function Page({ active, onNavigate }: { active: boolean; onNavigate: (href: string) => void }) {
  useLeaveGuard(active, MESSAGE);
  const link = (href: string, text: string, extra: Record<string, string> = {}) => (
    <a
      href={href}
      {...extra}
      onClick={(event) => {
        event.preventDefault();
        onNavigate(href);
      }}
    >
      {text}
    </a>
  );
  return (
    <main>
      {link("/ja/console/team", "Team")}
      {link("/ja/console/team", "Team in a new tab", { target: "_blank" })}
      {link("#builder-errors", "To the errors")}
      <span>{link("/ja/console", "Overview (nested)")}</span>
    </main>
  );
}

/** The browser's confirm dialog (happy-dom has none), answering `answer`. */
const answerConfirm = (answer: boolean) => {
  const confirm = vi.fn(() => answer);
  vi.stubGlobal("confirm", confirm);
  return confirm;
};

afterEach(() => vi.unstubAllGlobals());

describe("useLeaveGuard", () => {
  it("asks before a link leaves the page, and stays when the operator cancels", () => {
    const confirm = answerConfirm(false);
    const onNavigate = vi.fn();
    render(<Page active onNavigate={onNavigate} />);
    fireEvent.click(screen.getByRole("link", { name: "Team" }));
    expect(confirm).toHaveBeenCalledWith(MESSAGE);
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it("lets the link through when the operator confirms", () => {
    answerConfirm(true);
    const onNavigate = vi.fn();
    render(<Page active onNavigate={onNavigate} />);
    fireEvent.click(screen.getByText("Overview (nested)"));
    expect(onNavigate).toHaveBeenCalledWith("/ja/console");
  });

  it("asks nothing for a new tab, an anchor of this page, or a modified click", () => {
    const confirm = answerConfirm(false);
    const onNavigate = vi.fn();
    render(<Page active onNavigate={onNavigate} />);
    fireEvent.click(screen.getByRole("link", { name: "Team in a new tab" }));
    fireEvent.click(screen.getByRole("link", { name: "To the errors" }));
    fireEvent.click(screen.getByRole("link", { name: "Team" }), { ctrlKey: true });
    expect(confirm).not.toHaveBeenCalled();
    expect(onNavigate).toHaveBeenCalledTimes(3);
  });

  it("asks nothing once nothing is unsaved", () => {
    const confirm = answerConfirm(false);
    const onNavigate = vi.fn();
    const { rerender } = render(<Page active onNavigate={onNavigate} />);
    rerender(<Page active={false} onNavigate={onNavigate} />);
    fireEvent.click(screen.getByRole("link", { name: "Team" }));
    expect(confirm).not.toHaveBeenCalled();
    expect(onNavigate).toHaveBeenCalledWith("/ja/console/team");
  });

  it("asks once for a page with two forms holding unsaved changes, and not after both are gone", () => {
    const confirm = answerConfirm(false);
    const onNavigate = vi.fn();
    const Second = ({ active }: { active: boolean }) => {
      useLeaveGuard(active, "The article is not saved. Leave this page?");
      return null;
    };
    const { rerender, unmount } = render(
      <>
        <Page active onNavigate={onNavigate} />
        <Second active />
      </>,
    );
    fireEvent.click(screen.getByRole("link", { name: "Team" }));
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(confirm).toHaveBeenCalledWith("The article is not saved. Leave this page?");
    expect(onNavigate).not.toHaveBeenCalled();
    rerender(
      <>
        <Page active onNavigate={onNavigate} />
        <Second active={false} />
      </>,
    );
    fireEvent.click(screen.getByRole("link", { name: "Team" }));
    expect(confirm).toHaveBeenLastCalledWith(MESSAGE);
    unmount();
    render(<Page active={false} onNavigate={onNavigate} />);
    fireEvent.click(screen.getByRole("link", { name: "Team" }));
    expect(confirm).toHaveBeenCalledTimes(2);
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });

  it("has the browser warn before a reload or closing the tab only while something is unsaved", () => {
    const unload = () => {
      const event = new Event("beforeunload", { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    const { rerender } = render(<Page active onNavigate={vi.fn()} />);
    expect(unload()).toBe(true);
    rerender(<Page active={false} onNavigate={vi.fn()} />);
    expect(unload()).toBe(false);
  });

  it("lets a control leave at once when nothing is unsaved, and asks otherwise (mayLeavePage)", () => {
    const confirm = answerConfirm(false);
    const { rerender } = render(<Page active={false} onNavigate={vi.fn()} />);
    expect(mayLeavePage()).toBe(true);
    expect(confirm).not.toHaveBeenCalled();
    rerender(<Page active onNavigate={vi.fn()} />);
    expect(mayLeavePage()).toBe(false);
    expect(confirm).toHaveBeenCalledWith(MESSAGE);
  });

  it("does not have the browser ask again when the operator agreed to a departure that unloads the page", () => {
    const unload = () => {
      const event = new Event("beforeunload", { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    answerConfirm(true);
    const { rerender } = render(<Page active onNavigate={vi.fn()} />);
    expect(mayLeavePage()).toBe(true);
    // A client navigation (a link, the language switcher) does not unload: the warning stays armed.
    expect(unload()).toBe(true);
    expect(mayLeavePage({ unloading: true })).toBe(true);
    expect(unload()).toBe(false);
    // Once the page's forms are gone, a later form is guarded as before.
    rerender(<Page active={false} onNavigate={vi.fn()} />);
    rerender(<Page active onNavigate={vi.fn()} />);
    expect(unload()).toBe(true);
  });
});
