import type { FastifyPluginAsync } from 'fastify';
import { ApiPath } from '@kasa/contract/api';
import {
  DevRealityCheckDueRequest,
  DevSportsFinishRequest,
  DevSportsRepriceRequest,
  type OutboxMessage,
} from '@kasa/contract/dev';
import { ok, parseInput } from '../../lib/http.ts';

// Development helpers. app.ts registers them only when NODE_ENV is not production: in production these paths do
// not exist at all.

export const devApiRoutes: FastifyPluginAsync = async (app) => {
  app.get(`/${ApiPath.devOutbox}`, async (request) => ok(request, await app.services.messaging.listOutbox()));
  // Journeys fast-forward the simulator: these matches end now and their markets settle (docs/decisions/0240).
  app.post(`/${ApiPath.devSportsFinish}`, async (request) => {
    const { eventIds, dryRun } = parseInput(DevSportsFinishRequest, request.body);
    return ok(request, await app.sports.runner.finish(eventIds, { dryRun: dryRun ?? false }));
  });
  app.post(`/${ApiPath.devSportsReprice}`, async (request) => {
    const { eventId } = parseInput(DevSportsRepriceRequest, request.body);
    return ok(request, { moved: await app.sports.runner.movePrices(eventId) });
  });
  // The responsible-gaming journey sees the reality check without waiting out its 15 minutes (docs/decisions/0400).
  app.post(`/${ApiPath.devRealityCheckDue}`, async (request) => {
    const { username } = parseInput(DevRealityCheckDueRequest, request.body);
    const player = await app.services.players.findByUsername(username);
    const due = player ? await app.services.responsibleGaming.makeRealityCheckDue(player.id) : false;
    return ok(request, { due });
  });
};

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

function renderOutbox(messages: OutboxMessage[]): string {
  const rows = messages
    .map(
      (m) =>
        `<tr><td>${escapeHtml(m.createdAt)}</td><td>${m.channel}</td><td>${escapeHtml(m.to)}</td>` +
        `<td>${escapeHtml(m.subject ?? '')}</td><td><pre>${escapeHtml(m.body)}</pre></td></tr>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Kasa outbox</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
body{font-family:system-ui,sans-serif;margin:2rem;background:#111;color:#eee}
table{border-collapse:collapse;width:100%}th,td{border:1px solid #333;padding:.5rem;text-align:left;vertical-align:top}
th{background:#222}pre{margin:0;white-space:pre-wrap;font:inherit}
</style></head><body>
<h1>Outbox</h1><p>E-mail and SMS kept locally because no provider is configured. Newest first.</p>
<table><thead><tr><th>Time (UTC)</th><th>Channel</th><th>To</th><th>Subject</th><th>Body</th></tr></thead>
<tbody>
${rows || '<tr><td colspan="5">No messages yet.</td></tr>'}
</tbody></table></body></html>`;
}

export const devPageRoutes: FastifyPluginAsync = async (app) => {
  app.get('/dev/outbox', async (_request, reply) => {
    return reply
      .type('text/html; charset=utf-8')
      .send(renderOutbox(await app.services.messaging.listOutbox()));
  });
};
