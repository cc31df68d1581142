import fp from 'fastify-plugin';
import { API_BASE } from '@kasa/contract/api';
import { kycOpsRoutes, kycRoutes } from './kyc.routes.ts';

/**
 * Identity checks (issue 12 §2, docs/decisions/0410). The service is built with the others (plugins/services.ts)
 * because the payment module asks it about every withdrawal; this plugin adds the player's calls (multipart upload
 * in their own scope) and the operators' review calls.
 */
export const kycPlugin = fp(
  async (app) => {
    const { kyc } = app.services;
    const prefix = API_BASE.replace(/\/$/, '');
    app.log.info({ storage: app.appConfig.storage.s3 ? 's3' : 'fs' }, 'kyc: document storage');
    await app.register(kycRoutes(kyc), { prefix });
    await app.register(kycOpsRoutes(kyc), { prefix });
  },
  { name: 'kyc', dependencies: ['services', 'authenticate'] },
);
