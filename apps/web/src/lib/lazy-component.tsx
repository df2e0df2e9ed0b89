"use client";

import { type ComponentType, lazy } from "react";

/**
 * A component whose code is fetched the first time it renders (React.lazy), for screens a page shows
 * only sometimes (issue 17: the fan pages' first load). Unlike React.lazy alone, a failed fetch is not
 * remembered for good: React.lazy keeps its rejection and would throw it at every later render, so the
 * error boundary's "try again" could never succeed; here the failure makes a fresh lazy component, which
 * the next render (that retry) fetches again.
 *
 * Render it inside a Suspense boundary. On the server the fetch resolves at once, so a server-rendered
 * page holds its HTML; in the browser that part hydrates when its code has arrived.
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
