import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io, type Socket } from 'socket.io-client';
import { ApiPath, HUB_PATH } from '@kasa/contract/api';
import {
  CHAT_EVENT,
  CHAT_NAMESPACE,
  CHAT_TOKEN_HEADER,
  CHAT_TYPING,
  CHAT_PRESENCE_HEARTBEAT_MS,
  ChatPath,
  OpsChatPath,
  type ChatConversation,
  type OpsChatAgent,
  type ChatEvent,
  type ChatMessage,
  type ChatOpenData,
  type ChatConversationView,
  type OpsChatConversationView,
} from '@kasa/contract/chat';
import { api, createTestApp, ipSequence, registerPlayer, type TestApp } from '../../test/test-app.ts';
import { signInOperator, type TestOperator } from '../ops/ops.test-support.ts';
import { waitFor } from '../realtime/realtime.test-support.ts';

// Live chat (docs/decisions/0530): sockets both ways, assignment under concurrency, guests, attachments, roles,
// the transcript. Listens on the helper's own port range.
const PORT = process.env.KASA_TEST_DB === 'postgres' ? 18811 : 18810;

let t: TestApp;
let client: ReturnType<typeof api>;
let base: string;
const nextIp = ipSequence(53);
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  client = api(t.app);
  await t.app.listen({ port: PORT, host: '127.0.0.1' });
  base = `http://127.0.0.1:${PORT}`;
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t?.close();
});

interface ChatClient {
  socket: Socket;
  events: ChatEvent[];
  next(check: (event: ChatEvent) => boolean, what: string): Promise<ChatEvent>;
}

function chatSocket(auth: Record<string, string>): Promise<ChatClient> {
  const socket = io(`${base}${CHAT_NAMESPACE}`, {
    path: HUB_PATH,
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    timeout: 5_000,
    auth,
    query: { locale: 'en' },
  });
  sockets.push(socket);
  const events: ChatEvent[] = [];
  const taken = new Set<ChatEvent>();
  socket.on(CHAT_EVENT, (event: ChatEvent) => events.push(event));
  const chatClient: ChatClient = {
    socket,
    events,
    async next(check, what) {
      const find = () => events.find((e) => !taken.has(e) && check(e));
      await waitFor(() => find() !== undefined, what);
      const found = find()!;
      taken.add(found);
      return found;
    },
  };
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(chatClient));
    socket.once('connect_error', reject);
  });
}

const guestHeaders = (token: string) => ({ headers: { [CHAT_TOKEN_HEADER]: token } });

async function agent(roles: Parameters<typeof signInOperator>[1] = ['support'], capacity = 3) {
  const operator = await signInOperator(t.app, roles);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/${OpsChatPath.presence}`,
    headers: operator.headers,
    payload: { status: 'online', capacity },
  });
  expect(res.statusCode, res.body).toBe(200);
  return operator;
}

const offline = (operator: TestOperator) =>
  t.app.inject({
    method: 'POST',
    url: `/api/${OpsChatPath.presence}`,
    headers: operator.headers,
    payload: { status: 'offline' },
  });

function ops<T>(operator: TestOperator, method: 'GET' | 'POST', path: string, payload?: object) {
  return t.app
    .inject({ method, url: `/api/${path}`, headers: operator.headers, ...(payload ? { payload } : {}) })
    .then((r) => ({
      status: r.statusCode,
      body: r.json() as { success: boolean; message: string; data: T },
    }));
}

function multipart(file: Buffer, filename: string, type: string) {
  const boundary = '----kasachat' + Math.random().toString(16).slice(2);
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

const PNG_1x1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

describe('live chat', () => {
  it('tells the visitor when no agent is online and keeps the conversation queued', async () => {
    const res = await client.post<ChatOpenData>(
      ChatPath.open,
      { name: 'Ayşe' },
      { ip: nextIp(), locale: 'en' },
    );
    expect(res.status).toBe(200);
    expect(res.body.data.agentsOnline).toBe(false);
    expect(res.body.data.conversation.status).toBe('queued');
    expect(res.body.data.messages.map((m) => [m.sender, m.text])).toEqual([
      ['system', expect.stringContaining('No agent is online')],
    ]);
    expect(res.body.data.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
  });

  it('an online agent whose heartbeat stops counts as offline: no assignment, and the agents list says so', async () => {
    const operator = await agent();
    const agentsNow = () => ops<OpsChatAgent[]>(operator, 'GET', OpsChatPath.agents);
    expect((await agentsNow()).body.data.find((a) => a.id === operator.id)?.status).toBe('online');
    // Three heartbeats missed: the tab closed without saying offline.
    t.clock.advance(3 * CHAT_PRESENCE_HEARTBEAT_MS + 1_000);
    expect((await agentsNow()).body.data.find((a) => a.id === operator.id)?.status).toBe('offline');
    const open = await client.post<ChatOpenData>(
      ChatPath.open,
      { name: 'Deniz' },
      { ip: nextIp(), locale: 'en' },
    );
    expect(open.body.data.agentsOnline).toBe(false);
    expect(open.body.data.conversation.status).toBe('queued');
    // The heartbeat again: online, and the waiting conversation is handed over at once.
    const back = await ops(operator, 'POST', OpsChatPath.presence, { status: 'online' });
    expect(back.status).toBe(200);
    const mine = await ops<ChatConversation[]>(operator, 'GET', OpsChatPath.mine);
    expect(mine.body.data.map((c) => c.id)).toContain(open.body.data.conversation.id);
    await offline(operator);
  });

  it('a player and an agent on two sockets: a message each way arrives, read marks and typing reach the other side', async () => {
    const support = await agent(['support']);
    // The queued guest conversation from the first test went to this agent as they came online; close it.
    const mine = await ops<Array<{ id: string }>>(support, 'GET', OpsChatPath.mine);
    for (const c of mine.body.data)
      await ops(support, 'POST', OpsChatPath.close.replace(':id', c.id), { tag: 'other' });

    const player = await registerPlayer(client, nextIp());
    const opened = await client.post<ChatOpenData>(ChatPath.open, {}, { token: player.token });
    expect(opened.status).toBe(200);
    const conversationId = opened.body.data.conversation.id;
    expect(opened.body.data.conversation.status).toBe('assigned');
    expect(opened.body.data.conversation.agent?.id).toBe(support.id);
    expect(opened.body.data.token).toBeNull();

    const playerSocket = await chatSocket({ token: player.token });
    const agentSocket = await chatSocket({ operatorToken: support.token });

    // player → agent
    const sent = await client.post<ChatMessage>(
      ChatPath.messages,
      { text: '  Para çekme ne zaman?  ' },
      { token: player.token },
    );
    expect(sent.status).toBe(200);
    expect(sent.body.data.text).toBe('Para çekme ne zaman?');
    const atAgent = await agentSocket.next(
      (e) => e.type === 'message' && e.message.id === sent.body.data.id,
      'message at agent',
    );
    expect(atAgent).toMatchObject({
      conversationId,
      message: { sender: 'player', text: 'Para çekme ne zaman?' },
    });

    // agent → player
    const answer = await ops<ChatMessage>(
      support,
      'POST',
      OpsChatPath.messages.replace(':id', conversationId),
      {
        text: 'Hemen bakıyorum.',
      },
    );
    expect(answer.status).toBe(200);
    const atPlayer = await playerSocket.next(
      (e) => e.type === 'message' && e.message.id === answer.body.data.id,
      'message at player',
    );
    expect(atPlayer).toMatchObject({ message: { sender: 'agent', text: 'Hemen bakıyorum.', read: false } });

    // read marks, both ways
    expect(
      (
        await client.post(
          ChatPath.receipts,
          { kind: 'read', upTo: answer.body.data.id },
          { token: player.token },
        )
      ).status,
    ).toBe(200);
    await agentSocket.next(
      (e) =>
        e.type === 'receipt' && e.side === 'visitor' && e.kind === 'read' && e.upTo === answer.body.data.id,
      'player read at agent',
    );
    await ops(support, 'POST', OpsChatPath.receipts.replace(':id', conversationId), {
      kind: 'read',
      upTo: sent.body.data.id,
    });
    await playerSocket.next(
      (e) => e.type === 'receipt' && e.side === 'agent' && e.kind === 'read',
      'agent read at player',
    );
    const view = await client.get<ChatConversationView>(ChatPath.conversation, { token: player.token });
    const byId = new Map(view.body.data.messages.map((m) => [m.id, m]));
    expect(byId.get(sent.body.data.id)).toMatchObject({ delivered: true, read: true });
    expect(byId.get(answer.body.data.id)).toMatchObject({ delivered: true, read: true });

    // typing, both ways (not stored)
    playerSocket.socket.emit(CHAT_TYPING, { typing: true });
    await agentSocket.next(
      (e) => e.type === 'typing' && e.side === 'visitor' && e.typing,
      'player typing at agent',
    );
    agentSocket.socket.emit(CHAT_TYPING, { conversationId, typing: true });
    await playerSocket.next(
      (e) => e.type === 'typing' && e.side === 'agent' && e.typing,
      'agent typing at player',
    );

    // private note: the agents see it, the player never does
    const note = await ops(support, 'POST', OpsChatPath.notes.replace(':id', conversationId), {
      text: 'VIP, nazik ol',
    });
    expect(note.status).toBe(200);
    await agentSocket.next((e) => e.type === 'note', 'note at agent');
    const full = await ops<OpsChatConversationView>(
      support,
      'GET',
      OpsChatPath.conversation.replace(':id', conversationId),
    );
    expect(full.body.data.notes.map((n) => n.text)).toEqual(['VIP, nazik ol']);
    const visitorView = await client.get<ChatConversationView>(ChatPath.conversation, {
      token: player.token,
    });
    expect(JSON.stringify(visitorView.body.data)).not.toContain('VIP, nazik ol');
    expect(playerSocket.events.some((e) => e.type === 'note')).toBe(false);

    // closing with a tag; then the rating, once
    expect((await client.post(ChatPath.rate, { rating: 5 }, { token: player.token })).status).toBe(409);
    const closed = await ops(support, 'POST', OpsChatPath.close.replace(':id', conversationId), {
      tag: 'payments',
    });
    expect(closed.status).toBe(200);
    await playerSocket.next((e) => e.type === 'closed' && e.tag === 'payments', 'closed at player');
    expect((await client.post(ChatPath.messages, { text: 'hello?' }, { token: player.token })).status).toBe(
      409,
    );
    expect((await client.post(ChatPath.rate, { rating: 6 }, { token: player.token })).status).toBe(400);
    expect((await client.post(ChatPath.rate, { rating: 5 }, { token: player.token })).status).toBe(200);
    expect((await client.post(ChatPath.rate, { rating: 4 }, { token: player.token })).status).toBe(409);

    // the history is there when the player returns
    const history = await client.get<Array<{ id: string; rating: number | null }>>(ChatPath.conversations, {
      token: player.token,
    });
    expect(history.body.data).toEqual([expect.objectContaining({ id: conversationId, rating: 5 })]);
    await offline(support);

    // Signing out closes the player's chat socket as well.
    expect((await client.get(ApiPath.logout, { token: player.token })).status).toBe(200);
    await waitFor(() => !playerSocket.socket.connected, 'chat socket closed at logout');
    expect(agentSocket.socket.connected).toBe(true);
  });

  it('ten conversations at once with two agents of capacity 3: no agent over 3, each owned once, the rest queued', async () => {
    const a = await agent(['support'], 3);
    const b = await agent(['admin'], 3);
    const opened = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        client.post<ChatOpenData>(ChatPath.open, { name: `Misafir ${i}` }, { ip: nextIp() }),
      ),
    );
    expect(opened.map((r) => r.status)).toEqual(Array(10).fill(200));
    const ids = opened.map((r) => r.body.data.conversation.id);
    const rows = await t.db
      .selectFrom('chat_conversations')
      .select(['id', 'status', 'agent_id'])
      .where('id', 'in', ids)
      .execute();
    const perAgent = new Map<string, number>();
    for (const row of rows)
      if (row.agent_id) perAgent.set(row.agent_id, (perAgent.get(row.agent_id) ?? 0) + 1);
    expect(Object.fromEntries(perAgent)).toEqual({ [a.id]: 3, [b.id]: 3 });
    expect(rows.filter((r) => r.status === 'queued')).toHaveLength(4);
    const agents = await t.db
      .selectFrom('chat_agents')
      .select(['operator_id', 'open_count', 'capacity'])
      .where('operator_id', 'in', [a.id, b.id])
      .execute();
    expect(agents.map((g) => g.open_count)).toEqual([3, 3]);
    // Every "assigned" answer names the agent the database holds, and one "assigned" system message each.
    for (const r of opened) {
      const row = rows.find((x) => x.id === r.body.data.conversation.id)!;
      expect(r.body.data.conversation.agent?.id ?? null).toBe(row.agent_id);
      expect(r.body.data.messages.filter((m) => m.sender === 'system')).toHaveLength(1);
    }

    // An agent takes from the queue only with room; a closed one frees a place, which the queue fills.
    const queued = rows
      .filter((r) => r.status === 'queued')
      .map((r) => r.id)
      .sort((x, y) => Number(x) - Number(y));
    expect((await ops(a, 'POST', OpsChatPath.take.replace(':id', queued[0]!))).status).toBe(409);
    const someOfA = rows.find((r) => r.agent_id === a.id)!;
    expect(
      (await ops(b, 'POST', OpsChatPath.messages.replace(':id', someOfA.id), { text: 'x' })).status,
    ).toBe(403);
    await ops(a, 'POST', OpsChatPath.close.replace(':id', someOfA.id), { tag: 'bonus' });
    const oldest = await t.db
      .selectFrom('chat_conversations')
      .select(['agent_id'])
      .where('id', '=', queued[0]!)
      .executeTakeFirstOrThrow();
    expect(oldest.agent_id).toBe(a.id);
    // Transfer to an agent at capacity is refused; after a close it goes through.
    const oneOfB = rows.find((r) => r.agent_id === b.id)!;
    expect(
      (await ops(a, 'POST', OpsChatPath.transfer.replace(':id', queued[0]!), { operatorId: b.id })).status,
    ).toBe(409);
    await ops(b, 'POST', OpsChatPath.close.replace(':id', oneOfB.id), { tag: 'account' });
    // b's freed place went to the next queued conversation; b is full again.
    expect(
      (await ops(a, 'POST', OpsChatPath.transfer.replace(':id', queued[0]!), { operatorId: b.id })).status,
    ).toBe(409);
    for (const op of [a, b]) await offline(op);
  });

  it('a guest resumes the conversation with its token; another token or none is refused', async () => {
    const opened = await client.post<ChatOpenData>(ChatPath.open, { name: 'Mehmet' }, { ip: nextIp() });
    const token = opened.body.data.token!;
    expect((await client.post(ChatPath.messages, { text: 'Merhaba' }, guestHeaders(token))).status).toBe(200);
    const resumed = await client.get<ChatConversationView>(ChatPath.conversation, guestHeaders(token));
    expect(resumed.status).toBe(200);
    expect(resumed.body.data.conversation).toMatchObject({
      id: opened.body.data.conversation.id,
      visitor: { kind: 'guest', name: 'Mehmet' },
    });
    expect(resumed.body.data.messages.at(-1)).toMatchObject({ sender: 'guest', text: 'Merhaba' });
    expect((await client.get(ChatPath.conversation, guestHeaders('x'.repeat(43)))).status).toBe(401);
    expect((await client.get(ChatPath.conversation)).status).toBe(401);
    // bad input: 400 with a message, never 500
    expect((await client.post(ChatPath.messages, { text: '   ' }, guestHeaders(token))).status).toBe(400);
    expect((await client.post(ChatPath.messages, { text: 'a\u0000b' }, guestHeaders(token))).status).toBe(
      400,
    );
    expect(
      (await client.post(ChatPath.messages, { text: 'x'.repeat(2001) }, guestHeaders(token))).status,
    ).toBe(400);
    expect((await client.post(ChatPath.open, {}, { ip: nextIp() })).status).toBe(400);
    // guests opening conversations from one address are limited
    const ip = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++)
      statuses.push((await client.post(ChatPath.open, { name: `G${i}` }, { ip })).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(20);
    expect(statuses.at(-1)).toBe(429);
    // a guest socket with the token joins the conversation's room
    const socket = await chatSocket({ chatToken: token });
    expect(socket.socket.connected).toBe(true);
  });

  it('attachments: a file that is not an image is refused by its bytes; an image is stored and served only to participants and agents', async () => {
    const guest = await client.post<ChatOpenData>(ChatPath.open, { name: 'Zeynep' }, { ip: nextIp() });
    const other = await client.post<ChatOpenData>(ChatPath.open, { name: 'Ali' }, { ip: nextIp() });
    const upload = (file: Buffer, name: string, type: string, token: string) => {
      const { body, contentType } = multipart(file, name, type);
      return t.app.inject({
        method: 'POST',
        url: `/api/${ChatPath.attachments}`,
        headers: { 'content-type': contentType, [CHAT_TOKEN_HEADER]: token, 'x-locale': 'en' },
        payload: body,
      });
    };
    const script = await upload(
      Buffer.from('<script>alert(1)</script>'),
      'photo.png',
      'image/png',
      guest.body.data.token!,
    );
    expect(script.statusCode).toBe(400);
    expect(script.json().message).toBe('You can send a JPEG, PNG or WebP image only.');
    const pdf = await upload(
      Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF'),
      'a.png',
      'image/png',
      guest.body.data.token!,
    );
    expect(pdf.statusCode).toBe(400);

    const image = await upload(PNG_1x1, 'dot.png', 'image/png', guest.body.data.token!);
    expect(image.statusCode, image.body).toBe(200);
    const message = image.json().data as ChatMessage;
    expect(message.attachment).toMatchObject({ mediaType: 'image/png', width: 1, height: 1 });
    const path = `/api/${ChatPath.attachment.replace(':id', message.attachment!.id)}`;
    const mine = await t.app.inject({
      method: 'GET',
      url: path,
      headers: { [CHAT_TOKEN_HEADER]: guest.body.data.token! },
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('image/png');
    expect(mine.rawPayload.equals(PNG_1x1)).toBe(true);
    const theirs = await t.app.inject({
      method: 'GET',
      url: path,
      headers: { [CHAT_TOKEN_HEADER]: other.body.data.token! },
    });
    expect(theirs.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(401);
    const support = await signInOperator(t.app, ['support']);
    const byAgent = await t.app.inject({
      method: 'GET',
      url: `/api/${OpsChatPath.attachment.replace(':id', message.attachment!.id)}`,
      headers: support.headers,
    });
    expect(byAgent.statusCode).toBe(200);
  });

  it('an operator without the Chat permission is refused: 403 on the calls, and the hub handshake', async () => {
    const payments = await signInOperator(t.app, ['payments']);
    for (const [method, path] of [
      ['GET', OpsChatPath.queue],
      ['POST', OpsChatPath.presence],
      ['GET', OpsChatPath.canned],
    ] as const) {
      const res = await ops(payments, method, path, method === 'POST' ? { status: 'online' } : undefined);
      expect(res.status, path).toBe(403);
    }
    await expect(chatSocket({ operatorToken: payments.token })).rejects.toThrow(
      'Your role does not allow this action.',
    );
    await expect(chatSocket({})).rejects.toThrow();
    const support = await signInOperator(t.app, ['support']);
    const canned = await ops<Array<{ code: string; locale: string }>>(support, 'GET', OpsChatPath.canned);
    expect(canned.status).toBe(200);
    expect(canned.body.data.filter((c) => c.code === 'greeting').map((c) => c.locale)).toEqual(['en', 'tr']);
  });

  it('the transcript is e-mailed once, to the address the guest gives', async () => {
    const guest = await client.post<ChatOpenData>(ChatPath.open, { name: 'Elif' }, { ip: nextIp() });
    const token = guest.body.data.token!;
    await client.post(ChatPath.messages, { text: 'Bonusum nerede?' }, guestHeaders(token));
    const to = 'elif@example.com';
    expect((await client.post(ChatPath.transcript, {}, guestHeaders(token))).status).toBe(400);
    expect(
      (await client.post(ChatPath.transcript, { email: 'not-an-address' }, guestHeaders(token))).status,
    ).toBe(400);
    const first = await client.post(ChatPath.transcript, { email: to }, guestHeaders(token));
    expect(first.status).toBe(200);
    const again = await client.post(ChatPath.transcript, { email: to }, guestHeaders(token));
    expect(again.status).toBe(409);
    const mails = (await t.outbox()).filter((m) => m.to === to);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).toContain('Elif: Bonusum nerede?');
  });
});
