import type { FastifyPluginAsync } from 'fastify';
import { ApiPath } from '@kasa/contract/api';
import { NotificationListRequest, ReadNotificationRequest } from '@kasa/contract/notification';
import { ok, parseInput } from '../../lib/http.ts';
import { requireAuth } from '../../plugins/authenticate.ts';

/** customer/notification and customer/readnotification (spec §7): the signed-in player's own notifications. */
export const notificationRoutes: FastifyPluginAsync = async (app) => {
  const { notification } = app.services;
  app.addHook('preHandler', app.authenticate);

  app.post(`/${ApiPath.notifications}`, async (request) => {
    const input = parseInput(NotificationListRequest, request.body);
    return ok(request, await notification.list(requireAuth(request).playerId, input.skip, input.take));
  });

  app.post(`/${ApiPath.readNotification}`, async (request) => {
    const input = parseInput(ReadNotificationRequest, request.body);
    await notification.markRead(requireAuth(request).playerId, input.id);
    return ok(request, null);
  });
};
