import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * A part of a page whose code is not in the page's first JavaScript (issue 18): what only some visitors see
 * (a signed-in buyer's purchase box), fetched only when it is rendered.
 *
 * - The server renders it in place, as any component: its code is loaded as the server starts, and a lazy
 *   component whose code is there renders at once. No <Suspense> around it: React's server renderer sends a
 *   boundary found after the first ~12 KB of a page later in the stream, hidden until a script reveals it — a
 *   browser without JavaScript would never show it.
 * - Hydrating, the page's hydration waits for the code (React keeps the server's HTML on screen meanwhile:
 *   nothing moves), then goes on. Not fetched (offline, the first time): the server's HTML stays as it is (its
 *   forms and links work as without JavaScript) and the code is asked again once the browser is online.
 * - A client-side navigation to a page showing it should `await preload()` in the route's clientLoader: the part
 *   then renders with the page (React Router's navigation would otherwise wait for it too, as a transition).
 */
export interface Deferred<P> {
  Component: LazyExoticComponent<ComponentType<P>>;
  /** Fetches the code; resolves when it is there, or when this attempt failed (false). */
  preload(): Promise<boolean>;
}

type Loaded<P> = { default: ComponentType<P> };

export function deferred<P extends object>(load: () => Promise<ComponentType<P>>): Deferred<P> {
  let loaded: Loaded<P> | null = null;
  let attempt: Promise<boolean> | null = null;
  let whenLoaded: Promise<Loaded<P>> | null = null;

  function preload(): Promise<boolean> {
    attempt ??= load().then(
      (component) => {
        loaded = { default: component };
        return true;
      },
      () => {
        attempt = null;
        return false;
      },
    );
    return attempt;
  }

  /** Resolves once the code is there, however many attempts it takes (never rejects: no error screen). */
  function untilLoaded(): Promise<Loaded<P>> {
    whenLoaded ??= new Promise((resolve) => {
      const tryNow = () =>
        void preload().then((ok) => {
          if (ok && loaded) resolve(loaded);
          else window.addEventListener('online', tryNow, { once: true });
        });
      tryNow();
    });
    return whenLoaded;
  }

  if (import.meta.env.SSR) void preload();

  const Component = lazy(() =>
    // Already there: a thenable that answers at once, so that React renders the part in the same pass.
    loaded ? (immediate(loaded) as Promise<Loaded<P>>) : import.meta.env.SSR ? serverLoad() : untilLoaded(),
  );

  async function serverLoad(): Promise<Loaded<P>> {
    await preload();
    if (!loaded) throw new Error('a deferred part of the page could not be loaded on the server');
    return loaded;
  }

  return { Component, preload };
}

/** React.lazy reads a thenable's result synchronously when its `then` calls back at once. */
function immediate<T>(value: T): PromiseLike<T> {
  return {
    then<R1 = T, R2 = never>(
      onFulfilled?: ((value: T) => R1 | PromiseLike<R1>) | null,
    ): PromiseLike<R1 | R2> {
      return immediate(onFulfilled ? (onFulfilled(value) as R1) : (value as unknown as R1));
    },
  };
}
