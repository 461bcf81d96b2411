import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the mock answers to one request: a status and JSON body, or no answer at all. */
export type MockReply = { status?: number; body: unknown; headers?: Record<string, string> } | { hang: true };

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

export type MockHandler = (request: ReceivedRequest, attempt: number) => MockReply | Promise<MockReply>;

export interface MockOpenAiChat {
  /** Base URL for the SDK (`baseURL`): http://127.0.0.1:PORT/v1 */
  baseURL: string;
  requests: ReceivedRequest[];
  /** Sets how the next requests are answered. */
  respond(handler: MockHandler): void;
  close(): Promise<void>;
}

/** A chat-completions answer in the wire format, its message carrying `content` or a `refusal`. */
export function chatCompletion(
  message: { content?: string | null; refusal?: string | null },
  model = 'mock-model',
): unknown {
  return {
    id: 'chatcmpl-mock',
    object: 'chat.completion',
    created: 1_700_000_000,
    model,
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content: message.content ?? null, refusal: message.refusal ?? null },
        logprobs: null,
        finish_reason: 'stop',
      },
    ],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  };
}

/** An OpenAI-style error body. */
export function apiErrorBody(message: string, type = 'server_error'): unknown {
  return { error: { message, type, param: null, code: null } };
}

/**
 * A local HTTP server speaking the OpenAI chat-completions wire format (POST /v1/chat/completions),
 * answering each request as the current handler says. Listens on 127.0.0.1 only.
 */
export async function startMockOpenAiChat(handler?: MockHandler): Promise<MockOpenAiChat> {
  let current: MockHandler = handler ?? (() => ({ status: 500, body: apiErrorBody('no handler set') }));
  const requests: ReceivedRequest[] = [];
  const hanging = new Set<ServerResponse>();

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void (async () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let body: unknown = text;
        try {
          body = text ? JSON.parse(text) : undefined;
        } catch {
          // Kept as text: a test may want to see what was sent.
        }
        const received: ReceivedRequest = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, body };
        requests.push(received);
        if (received.method !== 'POST' || !received.path.endsWith('/chat/completions')) {
          res
            .writeHead(404, { 'content-type': 'application/json' })
            .end(JSON.stringify(apiErrorBody('not found', 'invalid_request_error')));
          return;
        }
        const reply = await current(received, requests.length);
        if ('hang' in reply) {
          hanging.add(res);
          res.on('close', () => hanging.delete(res));
          return;
        }
        res.writeHead(reply.status ?? 200, { 'content-type': 'application/json', ...reply.headers });
        res.end(JSON.stringify(reply.body));
      })();
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    respond(next) {
      current = next;
    },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
