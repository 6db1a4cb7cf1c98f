import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// A local OpenAI-compatible chat completions server: POST /v1/chat/completions, answered from a script the test
// sets. Non-streamed replies are one JSON body; streamed ones (request `stream: true`) are server-sent events in
// the real wire shape — content in small pieces, each tool call's arguments split over several chunks, then
// `data: [DONE]`. A step can also fail with a status (429, 500), hang past the client's timeout, or send garbage.

export interface FakeToolCall {
  name: string;
  arguments: string;
}

export type FakeStep =
  | { content: string; toolCalls?: FakeToolCall[] }
  | { status: number; body?: unknown }
  | { hang: number }
  | { garbage: true };

export interface FakeRequest {
  headers: Record<string, string | string[] | undefined>;
  body: {
    model: string;
    stream?: boolean;
    messages: Array<{ role: string; content?: string | null; tool_calls?: unknown[]; tool_call_id?: string }>;
    tools?: Array<{ type: string; function: { name: string; description: string; parameters: Record<string, unknown> } }>;
  };
}

export interface FakeLlm {
  baseUrl: string;
  requests: FakeRequest[];
  /** Steps answered in order, one per request; a function sees the request (e.g. to quote a tool result back). */
  script(steps: Array<FakeStep | ((req: FakeRequest) => FakeStep)>): void;
  close(): Promise<void>;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (data += c));
    req.on('end', () => resolve(data));
    req.on('error', reject);
  });
}

/** Splits a string into n roughly equal pieces (arguments arrive cut anywhere, even inside a word). */
function pieces(text: string, n: number): string[] {
  const size = Math.max(1, Math.ceil(text.length / n));
  const out: string[] = [];
  for (let i = 0; i < text.length; i += size) out.push(text.slice(i, i + size));
  return out;
}

export async function startFakeLlm(): Promise<FakeLlm> {
  const requests: FakeRequest[] = [];
  let steps: Array<FakeStep | ((req: FakeRequest) => FakeStep)> = [];
  const sockets = new Set<import('node:net').Socket>();

  const server: Server = createServer(async (req, res) => {
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
      res.writeHead(404, { 'content-type': 'application/json' });
      return res.end(JSON.stringify({ error: { message: 'not found' } }));
    }
    const request: FakeRequest = { headers: req.headers, body: JSON.parse(await readBody(req)) as FakeRequest['body'] };
    requests.push(request);
    const next = steps.shift();
    const step = typeof next === 'function' ? next(request) : next ?? { status: 500, body: { error: { message: 'script exhausted' } } };
    if ('status' in step) {
      res.writeHead(step.status, { 'content-type': 'application/json', ...(step.status === 429 ? { 'retry-after': '20' } : {}) });
      return res.end(JSON.stringify(step.body ?? { error: { message: 'error', type: step.status === 429 ? 'rate_limit_exceeded' : 'server_error' } }));
    }
    if ('hang' in step) {
      setTimeout(() => {
        if (!res.writableEnded) res.end();
      }, step.hang);
      return;
    }
    if ('garbage' in step) {
      res.writeHead(200, { 'content-type': request.body.stream ? 'text/event-stream' : 'application/json' });
      return res.end(request.body.stream ? 'data: {not json\n\n' : '<html>bad gateway</html>');
    }
    const calls = (step.toolCalls ?? []).map((c, i) => ({ id: `call_${requests.length}_${i}`, type: 'function', function: { name: c.name, arguments: c.arguments } }));
    const id = `chatcmpl-${requests.length}`;
    if (!request.body.stream) {
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(
        JSON.stringify({
          id,
          object: 'chat.completion',
          model: request.body.model,
          choices: [{ index: 0, message: { role: 'assistant', content: step.content || null, ...(calls.length ? { tool_calls: calls } : {}) }, finish_reason: calls.length ? 'tool_calls' : 'stop' }],
        }),
      );
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const chunk = (delta: unknown, finish: string | null = null) =>
      res.write(`data: ${JSON.stringify({ id, object: 'chat.completion.chunk', model: request.body.model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`);
    chunk({ role: 'assistant', content: '' });
    for (const piece of pieces(step.content, Math.min(8, Math.max(1, step.content.length)))) if (piece) chunk({ content: piece });
    calls.forEach((c, index) => {
      chunk({ tool_calls: [{ index, id: c.id, type: 'function', function: { name: c.function.name, arguments: '' } }] });
      for (const piece of pieces(c.function.arguments, 3)) chunk({ tool_calls: [{ index, function: { arguments: piece } }] });
    });
    chunk({}, calls.length ? 'tool_calls' : 'stop');
    res.end('data: [DONE]\n\n');
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    script: (s) => void (steps = [...s]),
    close: () =>
      new Promise((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
