import { init } from './20261123T0200-init';
import type { MigrationFactory } from './types';

/**
 * Every migration, in order. Names are timestamps; a new migration is a new file
 * `<yyyymmdd>T<hhmm>-<name>.ts` and a line here. Never edit one that has shipped.
 */
export const migrations: Record<string, MigrationFactory> = {
  '20261123T0200-init': init,
};
