import { type ComponentType, useEffect, useState } from 'react';

export type OpenableProps = { open: boolean };

/** A component's code, fetched once: `current` is set when it has arrived. */
export type ModalLoader<P> = { current?: ComponentType<P>; preload: () => Promise<void> };

export function modalLoader<P extends OpenableProps>(load: () => Promise<ComponentType<P>>): ModalLoader<P> {
  let loading: Promise<void> | undefined;
  const loader: ModalLoader<P> = {
    preload: () => {
      loading ??= load().then((component) => {
        loader.current = component;
      });
      return loading;
    },
  };
  return loader;
}

/**
 * Renders a modal (`{ open }` props) whose code loads the first time it opens: until then it
 * renders nothing and costs the first load nothing. Once loaded it renders synchronously, and
 * once opened it stays mounted for its closing transition. Tests preload every modal so
 * they render on the pass that opens them, as before.
 */
export function LoadOnFirstOpen<P extends OpenableProps>({ loader, props }: { loader: ModalLoader<P>; props: P }) {
  const [wasOpened, setWasOpened] = useState(props.open);
  const [, setLoaded] = useState(Boolean(loader.current));
  if (props.open && !wasOpened) setWasOpened(true);
  useEffect(() => {
    if (!wasOpened || loader.current) return;
    let current = true;
    void loader.preload().then(() => current && setLoaded(true));
    return () => {
      current = false;
    };
  }, [wasOpened, loader]);
  const Loaded = loader.current;
  return wasOpened && Loaded ? <Loaded {...props} /> : null;
}
