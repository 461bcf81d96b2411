import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

/** What the mock does with the next requests, chosen by a word in the prompt. */
export type MockBehaviour = 'ok' | 'refuse' | 'server_error' | 'hang' | 'garbage' | 'slow';

export interface ReceivedEdit {
  model: string;
  prompt: string;
  images: Array<{ name: string; type: string; width: number; height: number; format: string }>;
  authorization: string;
}

export interface MockOpenAi {
  /** Base URL for OPENAI_BASE_URL (ends in /v1). */
  baseURL: string;
  received: ReceivedEdit[];
  /** Requests that arrived, including ones still being held. */
  arrived: number;
  /** The colour of the image the mock answers with. */
  answerColour: { r: number; g: number; b: number };
  close(): Promise<void>;
}

/**
 * A local server speaking the OpenAI images wire format (`POST /v1/images/edits`, multipart in,
 * `{ created, data: [{ b64_json }] }` out). A marker word in the prompt picks the behaviour:
 * REFUSE → 400 moderation_blocked, FAIL500 → 500, HANG → never answers, GARBAGE → b64 that is no
 * image, SLOW → answers after 0.8 s; anything else → a 1024x1024 image of `answerColour`.
 */
export async function startMockOpenAi(): Promise<MockOpenAi> {
  const answerColour = { r: 20, g: 160, b: 90 };
  const state: MockOpenAi = { baseURL: '', received: [], arrived: 0, answerColour, close: async () => undefined };
  const held = new Set<ServerResponse>();
  const answer = await sharp({ create: { width: 1024, height: 1024, channels: 3, background: answerColour } })
    .jpeg()
    .toBuffer();

  const server = createServer((request, response) => {
    state.arrived += 1;
    handle(request, response).catch((error: Error) => {
      response
        .writeHead(500, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: { message: error.message } }));
    });
  });

  async function handle(request: IncomingMessage, response: ServerResponse) {
    if (request.method !== 'POST' || request.url !== '/v1/images/edits') {
      return json(response, 404, { error: { message: 'not found', type: 'invalid_request_error' } });
    }
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const form = await new Request('http://mock/', {
      method: 'POST',
      headers: { 'content-type': request.headers['content-type'] ?? '' },
      body: Buffer.concat(chunks),
    }).formData();
    const prompt = String(form.get('prompt') ?? '');
    const files = [...form.getAll('image[]'), ...form.getAll('image')].filter(
      (value): value is File => typeof value !== 'string',
    );
    const images = await Promise.all(
      files.map(async (file) => {
        const metadata = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
        return {
          name: file.name,
          type: file.type,
          width: metadata.width ?? 0,
          height: metadata.height ?? 0,
          format: metadata.format ?? '',
        };
      }),
    );
    state.received.push({
      model: String(form.get('model') ?? ''),
      prompt,
      images,
      authorization: request.headers.authorization ?? '',
    });

    if (prompt.includes('HANG')) return void held.add(response);
    if (prompt.includes('FAIL500'))
      return json(response, 500, { error: { message: 'The server had an error', type: 'server_error' } });
    if (prompt.includes('REFUSE')) {
      return json(response, 400, {
        error: {
          message: 'Your request was rejected by the safety system.',
          type: 'image_generation_user_error',
          code: 'moderation_blocked',
        },
      });
    }
    if (prompt.includes('GARBAGE'))
      return json(response, 200, { created: 1, data: [{ b64_json: Buffer.from('not an image').toString('base64') }] });
    if (prompt.includes('SLOW')) await new Promise((resolve) => setTimeout(resolve, 800));
    return json(response, 200, {
      created: Math.floor(Date.now() / 1000),
      data: [{ b64_json: answer.toString('base64') }],
    });
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  state.close = () =>
    new Promise<void>((resolve) => {
      for (const response of held) response.destroy();
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return state;
}

function json(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}
