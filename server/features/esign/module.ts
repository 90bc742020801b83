import { ESIGN_EXPIRE_JOB, ESIGN_PREPARE_JOB, ESIGN_REMIND_JOB, ESIGN_SEAL_JOB } from '@shared/api/content';
import { job, type FeatureModule } from '../feature-module';
import { canReadEsignChannel, freezeEsignOriginal, readEsignFile } from './access';
import { type ExpirePayload, expireContent } from './expire-job';
import { type NotifyPayload, runNotify } from './notify';
import { type PreparePayload, prepareContent } from './prepare-job';
import { type SealPayload, sealContent } from './seal-job';
import { outsideSigningRoutes } from './outside/routes';
import { outsideSigningPage } from './outside/signing-page';
import { esignRoutes } from './routes';
import { sealIdentity } from './seal-identity';

/** Documents for electronic signature: upload, set-up, signing, the sealed PDF (issue 12). */
export const esignModule: FeatureModule = {
  name: 'esign',
  routes: [
    { path: '/', routes: esignRoutes },
    { path: '/esign/outside', routes: outsideSigningRoutes },
  ],
  pages: [outsideSigningPage],
  jobs: [
    // A Word conversion may take minutes on a busy machine: a long lease, few attempts.
    job<PreparePayload>(ESIGN_PREPARE_JOB, prepareContent, { maxAttempts: 3, leaseMs: 300_000 }),
    job<SealPayload>(ESIGN_SEAL_JOB, sealContent, { maxAttempts: 5, leaseMs: 300_000 }),
    job<NotifyPayload>(ESIGN_REMIND_JOB, runNotify),
    job<ExpirePayload>(ESIGN_EXPIRE_JOB, expireContent),
  ],
  channels: { esign: canReadEsignChannel },
  fileAccess: { read: [readEsignFile], write: [freezeEsignOriginal] },
  // The seal certificate is made (or read) at start, not by the first document that needs it.
  // A close waits for it: a server stopped while it makes one must not write in DATA_DIR after.
  start: (services) => {
    const made = sealIdentity(services.config).then(
      () => undefined,
      (error) => services.logger.error({ err: error }, 'e-sign seal certificate'),
    );
    return () => made;
  },
};
