import type { RollupLog } from 'rollup';

/**
 * Rollup warnings known to be harmless, left out of the build log so it shows what matters:
 * INVALID_ANNOTATION is a `/* @__PURE__ *\/` comment Rollup cannot place in a dependency
 * (zod has about 40); Rollup only ignores the hint, the code is unchanged.
 */
export function isHarmlessWarning(warning: RollupLog): boolean {
  return warning.code === 'INVALID_ANNOTATION' && /[\\/]node_modules[\\/]/.test(warning.id ?? warning.message);
}

/** A Rollup `onwarn` that drops the harmless warnings and passes the rest on. */
export function quietOnwarn(warning: RollupLog, warn: (warning: RollupLog) => void): void {
  if (!isHarmlessWarning(warning)) warn(warning);
}
