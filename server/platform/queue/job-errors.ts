/**
 * Thrown by a handler when retrying cannot help (a rejected address, a deleted record):
 * the job becomes `failed` at once instead of waiting out its remaining attempts.
 */
export class PermanentJobError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PermanentJobError';
  }
}

/** What a job row keeps of an error: the stack when there is one, bounded. */
export function describeError(error: unknown, maxLength = 4000): string {
  const text = error instanceof Error ? (error.stack ?? `${error.name}: ${error.message}`) : String(error);
  return text.length > maxLength ? `${text.slice(0, maxLength)}…` : text;
}
