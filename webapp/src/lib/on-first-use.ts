/**
 * A value made on first use and kept: for what is costly to make and not always needed, such as
 * an `Intl` formatter (the first one a page makes loads the locale's data: at module top level it
 * ran while a timeline's code was evaluated, a long task on a slow phone, issue 18).
 */
export function onFirstUse<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => {
    made ??= { value: make() };
    return made.value;
  };
}
