import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HUB_PATH } from '@kasa/contract/api';
import {
  CHAT_EVENT,
  CHAT_NAMESPACE,
  CHAT_TOKEN_HEADER,
  CHAT_TYPING,
  ChatPath,
  OpsChatPath,
  type ChatEvent,
  type ChatMessage,
  type ChatOpenData,
} from '@kasa/contract/chat';
import { buildApp } from '../../app.ts';
import { parseEnv } from '../../config/env.ts';
import { createDb, type Db } from '../../db/create-db.ts';
import { prepareDatabase } from '../../db/prepare.ts';
import { createTestClock } from '../../lib/clock.ts';
import { createScratchDatabase, type ScratchDatabase } from '../../test/scratch-database.ts';
import { api, TEST_POOL_SIZE } from '../../test/test-app.ts';
import { signInOperator } from '../ops/ops.test-support.ts';
import { waitFor } from '../realtime/realtime.test-support.ts';

// Two nodes sharing one PostgreSQL database and one Redis: a guest's socket on node A and an agent's on node B hear
// each other's messages and typing through the hub's Redis adapter. Needs TEST_DATABASE_URL and TEST_REDIS_URL.
const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const PORTS = [18820, 18821];

describe.skipIf(!databaseUrl || !redisUrl)('live chat on two nodes (needs PostgreSQL and Redis)', () => {
  let scratch: ScratchDatabase | undefined;
  const dbs: Db[] = [];
  const apps: FastifyInstance[] = [];
  const sockets: Socket[] = [];

  beforeAll(async () => {
    scratch = await createScratchDatabase(databaseUrl!, 'chat');
    const clock = createTestClock(new Date());
    const config = parseEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      PASSWORD_HASH_COST: '10',
      WEB_DIST_DIR: '/nonexistent/kasa-web-dist',
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: `kasa-test-${randomBytes(6).toString('hex')}`,
    });
    for (let i = 0; i < 2; i++) dbs.push(createDb({ databaseUrl: scratch.url, poolSize: TEST_POOL_SIZE }));
    await prepareDatabase(dbs[0]!, clock, config.passwordHashCost);
    for (const [i, db] of dbs.entries()) {
      const app = await buildApp(config, {
        db,
        clock,
        sandbox: { deliver: () => Promise.reject(new Error('no PSP in this test')) },
      });
      await app.listen({ port: PORTS[i]!, host: '127.0.0.1' });
      apps.push(app);
    }
  });

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    for (const app of apps) await app.close();
    for (const db of dbs) await db.destroy();
    await scratch?.drop();
  });

  function connect(port: number, auth: Record<string, string>) {
    const socket = io(`http://127.0.0.1:${port}${CHAT_NAMESPACE}`, {
      path: HUB_PATH,
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      auth,
    });
    sockets.push(socket);
    const events: ChatEvent[] = [];
    socket.on(CHAT_EVENT, (event: ChatEvent) => events.push(event));
    return new Promise<{ socket: Socket; events: ChatEvent[] }>((resolve, reject) => {
      socket.once('connect', () => resolve({ socket, events }));
      socket.once('connect_error', reject);
    });
  }

  it('a guest on node A and an agent on node B: messages and typing cross nodes both ways', async () => {
    const [nodeA, nodeB] = apps as [FastifyInstance, FastifyInstance];
    const support = await signInOperator(nodeB, ['support']);
    const presence = await nodeB.inject({
      method: 'POST',
      url: `/api/${OpsChatPath.presence}`,
      headers: support.headers,
      payload: { status: 'online' },
    });
    expect(presence.statusCode).toBe(200);
    const agentSocket = await connect(PORTS[1]!, { operatorToken: support.token });

    const a = api(nodeA);
    const opened = await a.post<ChatOpenData>(ChatPath.open, { name: 'Deniz' });
    expect(opened.body.data.conversation.agent?.id).toBe(support.id);
    const token = opened.body.data.token!;
    const guestSocket = await connect(PORTS[0]!, { chatToken: token });

    const sent = await a.post<ChatMessage>(
      ChatPath.messages,
      { text: 'Merhaba' },
      { headers: { [CHAT_TOKEN_HEADER]: token } },
    );
    await waitFor(
      () => agentSocket.events.some((e) => e.type === 'message' && e.message.id === sent.body.data.id),
      'guest message at the agent on node B',
    );
    const reply = await nodeB.inject({
      method: 'POST',
      url: `/api/${OpsChatPath.messages.replace(':id', opened.body.data.conversation.id)}`,
      headers: support.headers,
      payload: { text: 'Hoş geldiniz' },
    });
    expect(reply.statusCode).toBe(200);
    await waitFor(
      () => guestSocket.events.some((e) => e.type === 'message' && e.message.text === 'Hoş geldiniz'),
      'agent message at the guest on node A',
    );
    agentSocket.socket.emit(CHAT_TYPING, { conversationId: opened.body.data.conversation.id, typing: true });
    await waitFor(
      () => guestSocket.events.some((e) => e.type === 'typing' && e.side === 'agent'),
      'typing across',
    );
  });
});
