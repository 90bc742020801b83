import { DEFAULT_PRODUCT_NAME } from '@shared/ui-copy';

/** The product's display name; white-label builds set VITE_PRODUCT_NAME. */
export const productName: string = import.meta.env.VITE_PRODUCT_NAME || DEFAULT_PRODUCT_NAME;
