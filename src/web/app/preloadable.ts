/**
 * `lazy()` that can be asked for its module ahead of time, and that renders at once when the module is
 * already here.
 *
 * Why: React shows a <Suspense> fallback whenever a lazy component renders before its module has
 * arrived, and then holds the real page back until at least 300 ms after that fallback appeared (so that
 * several pieces arriving close together appear at once). A page opened from a link went through four
 * lazy pieces in a row (guard, frame, subscription gate, page), each one a fallback and a wait. main.tsx
 * now loads the pieces of the opened address first (preloadRoute in router.tsx) and draws the page once
 * they are all here: a lazy component whose module is loaded hands it over synchronously, so React never
 * suspends and never waits. Pages opened later, by a click, still load on demand as before.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type Module<P> = { default: ComponentType<P> };

export type Preloadable<P = object> = LazyExoticComponent<ComponentType<P>> & {
  /** Starts loading the module (once); resolves when it is loaded. */
  preload: () => Promise<unknown>;
};

/**
 * A thenable that calls back synchronously. React's lazy() reads a module from the thenable its loader
 * returns; when the callback runs right away, lazy() has the module before it would have suspended.
 */
function settled<T>(value: T): PromiseLike<T> {
  return {
    then: (onFulfilled) => Promise.resolve(onFulfilled ? onFulfilled(value) : (value as never)),
  };
}

export function preloadable<P = object>(load: () => Promise<Module<P>>): Preloadable<P> {
  let loaded: Module<P> | undefined;
  let loading: Promise<Module<P>> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        // A failed download (a phone going offline) is asked for again by the next render.
        loading = undefined;
        throw error;
      },
    ));
  // React reads only `then` from what the loader returns; its type asks for a whole Promise.
  const component = lazy(() => (loaded ? (settled(loaded) as Promise<Module<P>>) : preload()));
  return Object.assign(component, { preload });
}
