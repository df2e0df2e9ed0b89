import { act, render, screen } from "@testing-library/react";
import { Component, type ReactNode, Suspense } from "react";
import { describe, expect, it, vi } from "vitest";
import { lazyComponent } from "./lazy-component";

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

/** An error boundary with a "try again", as the pages' error.tsx offers. */
class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <button type="button" onClick={() => this.setState({ failed: false })}>
        try again
      </button>
    );
  }
}

describe("lazyComponent", () => {
  it("fetches the code the first time it renders, not before, and once only", async () => {
    const load = vi.fn(async () => Greeting);
    const LazyGreeting = lazyComponent(load);
    expect(load).not.toHaveBeenCalled();

    const { rerender } = render(
      <Suspense fallback={<p>loading</p>}>
        <LazyGreeting name="Aiko" />
      </Suspense>,
    );
    expect(screen.getByText("loading")).toBeTruthy();
    expect(await screen.findByText("Hello Aiko")).toBeTruthy();
    rerender(
      <Suspense fallback={<p>loading</p>}>
        <LazyGreeting name="Mali" />
      </Suspense>,
    );
    expect(screen.getByText("Hello Mali")).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("fetches again after a failed fetch, when the error boundary tries again", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    let online = false;
    const load = vi.fn(async () => {
      if (!online) throw new Error("offline");
      return Greeting;
    });
    const LazyGreeting = lazyComponent(load);

    render(
      <Boundary>
        <Suspense fallback={<p>loading</p>}>
          <LazyGreeting name="Aiko" />
        </Suspense>
      </Boundary>,
    );
    const retry = await screen.findByRole("button", { name: "try again" });
    const failedFetches = load.mock.calls.length;
    online = true;
    act(() => retry.click());
    expect(await screen.findByText("Hello Aiko")).toBeTruthy();
    // React.lazy alone would have thrown its first rejection again, without fetching.
    expect(load).toHaveBeenCalledTimes(failedFetches + 1);
    vi.restoreAllMocks();
  });
});
