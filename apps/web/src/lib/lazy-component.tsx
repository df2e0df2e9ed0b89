"use client";

import { type ComponentType, lazy } from "react";

/**
 * A component whose code is fetched the first time it renders (React.lazy), for what a page shows only
 * after an answer, such as the claim's modals (issue 17: the fan pages' first load). Unlike React.lazy
 * alone, a failed fetch is not remembered for good: React.lazy keeps its rejection and would throw it at
 * every later render, so the error boundary's "try again" could never succeed; here the failure makes a
 * fresh lazy component, which the next render (that retry) fetches again. Render it inside a Suspense
 * boundary.
 */
export function lazyComponent<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  const fresh = () =>
    lazy(() =>
      load().then(
        (component) => ({ default: component }),
        (error: unknown) => {
          current = fresh();
          throw error;
        },
      ),
    );
  let current = fresh();
  function LazyComponent(props: Props) {
    const Component = current;
    return <Component {...props} />;
  }
  return LazyComponent;
}
