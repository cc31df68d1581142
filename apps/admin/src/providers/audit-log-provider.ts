import type { AuditLogProvider } from '@refinedev/core';
import { OpsPath, type OpsAuditPage } from '@kasa/contract/ops';
import { get } from '../lib/api';

// Refine's audit-log provider over the server's append-only operator audit (docs/decisions/0500). The server writes
// one row for every operator call itself — who, what, before and after, IP — so nothing is written from the browser
// (`create` and `update` do nothing: a log a browser could write or rename would prove nothing). `get` reads a
// target's history: `useLogList({ resource, meta: { targetType, targetId } })`.

export const auditLogProvider: AuditLogProvider = {
  async create() {
    return null;
  },
  async update() {
    return null;
  },
  async get({ meta }) {
    const page = await get<OpsAuditPage>(OpsPath.audit, {
      targetType: meta?.targetType as string | undefined,
      targetId: meta?.targetId as string | undefined,
      take: 50,
    });
    return page.items;
  },
};
