/** Polls `check` until it returns a truthy value, or fails after `timeoutMs`. */
export async function waitFor<T>(
  check: () => Promise<T> | T,
  timeoutMs = 10_000,
  everyMs = 25,
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`waitFor: condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
