import { createServer, type IncomingMessage, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestClient } from '../../testing/api-client';
import { startTestServer, stopTestServers, type TestServer } from '../../testing/test-server';
import type { AnswerInput } from './answer-types';
import { embeddedEngine } from './engines/embedded';
import { openAiEngine } from './engines/openai';
import { NO_ANSWER } from './engines/prompt';
import { addKnowledge } from './testing';

/** A small server on loopback that speaks the chat-completions API, as Ollama or vLLM do. */
type Mode = { reply: string; stream?: boolean } | 'hang' | 'fail';
let mode: Mode = { reply: '' };
const seen: { path: string; headers: IncomingMessage['headers']; body: any }[] = [];
let fake: Server;
let baseUrl = '';

function startFake(): Promise<void> {
  fake = createServer(async (req, res) => {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const body = JSON.parse(raw || '{}');
    seen.push({ path: req.url ?? '', headers: req.headers, body });
    if (mode === 'hang') return; // never answers: the engine's timeout must fire
    if (mode === 'fail') {
      res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":{"message":"boom"}}');
      return;
    }
    const base = { id: 'chatcmpl-1', created: 1, model: body.model };
    if (body.stream) {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      const pieces = mode.reply.match(/.{1,7}/gs) ?? [];
      for (const piece of pieces) {
        const chunk = { ...base, object: 'chat.completion.chunk', choices: [{ index: 0, delta: { content: piece } }] };
        res.write(`data: ${JSON.stringify(chunk)}\n\n`);
      }
      res.end('data: [DONE]\n\n');
      return;
    }
    const message = { role: 'assistant', content: mode.reply };
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({ ...base, object: 'chat.completion', choices: [{ index: 0, message, finish_reason: 'stop' }] }),
    );
  });
  return new Promise((resolve) =>
    fake.listen(0, '127.0.0.1', () => {
      baseUrl = `http://127.0.0.1:${(fake.address() as { port: number }).port}/v1`;
      resolve();
    }),
  );
}

let server: TestServer;
let owner: TestClient;
let fileId: string;

beforeAll(async () => {
  await startFake();
  server = await startTestServer();
  owner = await signUp(server.url, { firstName: 'Alex' });
  fileId = (await addKnowledge(owner, 'Hours.txt', 'The studio is open Monday to Thursday, 9am to 5pm.')).fileId;
});
afterAll(async () => {
  fake.closeAllConnections();
  fake.close();
  await stopTestServers();
});

const engine = (apiKey?: string, timeoutMs = 5000) => {
  const deps = { db: server.services.db, dialect: server.services.dialect, logger: server.services.logger };
  return openAiEngine(deps, { baseUrl, model: 'test-model', apiKey, timeoutMs }, embeddedEngine(deps));
};
const input = (question: string, more: Partial<AnswerInput> = {}): AnswerInput => ({
  ownerUserId: owner.user?.id as string,
  ownerFirstName: 'Alex',
  askerFirstName: 'Sam',
  question,
  recentMessages: [{ fromOwner: false, text: 'Hello!' }],
  purpose: 'I run a design studio.',
  instructions: '',
  voice: { role: [], tone: ['Friendly'], style: [], userGender: null, userValues: [] },
  ...more,
});

describe('the OpenAI-compatible engine', () => {
  it('sends the retrieved facts with the rule to use nothing else, with the key as a bearer token', async () => {
    mode = { reply: 'Hi Sam, the studio is open Monday to Thursday, 9am to 5pm (Hours.txt).' };
    seen.length = 0;
    const answer = await engine('sk-test').answer(input('When is the studio open?'));
    expect(answer).toEqual({
      kind: 'grounded',
      text: 'Hi Sam, the studio is open Monday to Thursday, 9am to 5pm (Hours.txt).',
      sources: [{ fileId, name: 'Hours.txt', excerpt: 'The studio is open Monday to Thursday, 9am to 5pm.' }],
      engine: 'openai',
    });
    const [request] = seen;
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.headers.authorization).toBe('Bearer sk-test');
    expect(request?.body).toMatchObject({ model: 'test-model', temperature: 0.2 });
    expect(request?.body.stream).toBeFalsy();
    const [system, ...rest] = request?.body.messages ?? [];
    expect(system.role).toBe('system');
    expect(system.content).toContain('Use ONLY the facts below');
    expect(system.content).toContain(`reply with exactly ${NO_ANSWER}`);
    expect(system.content).toContain('(Hours.txt) The studio is open Monday to Thursday, 9am to 5pm.');
    expect(system.content).toContain('(Purpose) I run a design studio.');
    expect(system.content).toContain('tone: Friendly');
    expect(rest).toEqual([
      { role: 'user', content: 'Hello!' },
      { role: 'user', content: 'When is the studio open?' },
    ]);
  });

  it('sends no Authorization header without a key, and streams the reply to onDelta', async () => {
    mode = { reply: 'Hi Sam, the studio is open Monday to Thursday (Hours.txt).' };
    seen.length = 0;
    const deltas: string[] = [];
    const answer = await engine().answer(input('When is the studio open?', { onDelta: (t) => deltas.push(t) }));
    expect(seen[0]?.headers.authorization).toBeUndefined();
    expect(seen[0]?.body.stream).toBe(true);
    expect(deltas.length).toBeGreaterThan(3);
    expect(deltas.at(-1)).toBe(mode.reply);
    expect(deltas.every((d, i) => i === 0 || d.startsWith(deltas[i - 1] as string))).toBe(true);
    expect(answer).toMatchObject({ kind: 'grounded', text: mode.reply, engine: 'openai' });
  });

  it("turns the model's NO_ANSWER into the holding reply, never relaying it", async () => {
    mode = { reply: NO_ANSWER };
    const deltas: string[] = [];
    const answer = await engine().answer(input('Do you offer video production?', { onDelta: (t) => deltas.push(t) }));
    expect(deltas).toEqual([]);
    expect(answer).toEqual({
      kind: 'holding',
      text: 'Hi Sam, thanks for your message! Alex will get back to you on this soon.',
      sources: [],
      engine: 'openai',
    });
  });

  it('falls back to the embedded engine when the endpoint times out or fails', async () => {
    mode = 'hang';
    const started = Date.now();
    const late = await engine(undefined, 400).answer(input('When is the studio open?'));
    expect(Date.now() - started).toBeLessThan(4000);
    expect(late).toMatchObject({ kind: 'grounded', engine: 'embedded' });
    expect(late.text).toContain('"The studio is open Monday to Thursday, 9am to 5pm." (Hours.txt)');
    mode = 'fail';
    const failed = await engine('sk-test').answer(input('Do you offer video production?'));
    expect(failed).toMatchObject({ kind: 'holding', engine: 'embedded' });
  });

  it('stops when the caller aborts (the owner answered first), without a fallback reply', async () => {
    mode = 'hang';
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    await expect(engine().answer(input('When is the studio open?', { signal: controller.signal }))).rejects.toThrow();
  });
});
