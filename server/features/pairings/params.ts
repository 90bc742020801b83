import { zId } from '@shared/api/envelope';

/**
 * An id taken from the path. Query strings and JSON bodies are screened for NUL by
 * http/validate.ts; path parameters are not, and PostgreSQL refuses NUL in text.
 */
export const zPathId = zId.refine((v) => !v.includes('\u0000'));
