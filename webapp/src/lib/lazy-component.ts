import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

export type LazyComponent<P> = LazyExoticComponent<ComponentType<P>> & {
  /** Starts loading the chunk (once); rendering the component afterwards does not wait again. */
  preload: () => Promise<unknown>;
};

/**
 * A named export loaded on first use, in its own chunk. `preload` lets the router fetch the
 * chunks of the screen it is about to show in parallel rather than one after the other.
 */
export function lazyComponent<M, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyComponent<M[K] extends ComponentType<infer P> ? P : never> {
  let loading: Promise<M> | undefined;
  const preload = () => {
    loading ??= load();
    return loading;
  };
  const component = lazy(async () => ({ default: (await preload())[name] as ComponentType<any> })); // props restored by the signature
  return Object.assign(component, { preload }) as never;
}
