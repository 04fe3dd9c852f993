/**
 * A fake OpenAI-compatible Chat Completions server for tests, the browser tests and the benchmark.
 *
 * POST /v1/chat/completions answers plain JSON, or SSE when `stream: true` (with the usage chunk of
 * `stream_options.include_usage`). By default it recognises the content kind from the prompt and answers
 * valid content for it (JSON kinds pass their schemas; a carousel has the slide count the prompt asks),
 * streamed in many small chunks with `chunkDelayMs` between them. `setNext` queues faults for the next
 * requests: HTTP errors, 429 rate limit or insufficient_quota, a hang, a stall or a broken connection
 * midway, malformed JSON, empty content, an unreadable chunk.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export type FakeBehaviour =
  /** Valid content for the kind recognised from the prompt (the default). */
  | { type: 'ok' }
  /** Exactly this content (e.g. a carousel with the wrong slide count). */
  | { type: 'content'; content: string }
  /** An HTTP error with an OpenAI error body. */
  | { type: 'status'; status: number; code?: string; errorType?: string; message?: string }
  /** 429 with code insufficient_quota (must not be retried). */
  | { type: 'insufficient_quota' }
  /** 429 rate limit (retried once). */
  | { type: 'rate_limit' }
  /** Accepts the request and never answers. */
  | { type: 'hang' }
  /** Streams `afterChunks` content chunks, then goes silent with the connection open. */
  | { type: 'stall'; afterChunks?: number }
  /** Streams `afterChunks` content chunks, then destroys the socket. */
  | { type: 'break'; afterChunks?: number }
  /** Content that is not valid JSON (for the JSON kinds). */
  | { type: 'malformed_json' }
  /** An empty reply. */
  | { type: 'empty' }
  /** An SSE data line that is not JSON, after a few chunks. */
  | { type: 'bad_chunk'; afterChunks?: number };

export interface FakeRequest {
  body: ChatRequestBody;
  headers: Record<string, string | string[] | undefined>;
  /** performance.now() when the request arrived and when the first content byte was written. */
  receivedAt: number;
  firstChunkAt?: number;
  behaviour: FakeBehaviour['type'];
}

export interface FakeOpenAI {
  /** Base URL the SDK expects (`OPENAI_BASE_URL`), e.g. http://127.0.0.1:PORT/v1 */
  url: string;
  requests: FakeRequest[];
  /** Queues a behaviour for the next `times` requests (default 1). */
  setNext(behaviour: FakeBehaviour, times?: number): void;
  /** Clears the queue and the recorded requests. */
  reset(): void;
  close(): Promise<void>;
}

export type FakeKind = 'daily_script' | 'story' | 'caption' | 'reel_idea' | 'carousel' | 'ad_copy' | 'unknown';

interface ChatMessage {
  role: string;
  content: string | Array<{ type: string; text?: string }>;
}

/** The fields of a chat-completions request that the fake reads and the tests inspect. */
export interface ChatRequestBody {
  model?: string;
  messages: ChatMessage[];
  temperature?: number;
  max_tokens?: number;
  stream?: boolean;
  stream_options?: { include_usage?: boolean };
}

/** The fake's answer to a request without streaming (stream: false). */
export interface ChatCompletion {
  object: 'chat.completion';
  model: string;
  choices: Array<{ index: number; message: { role: 'assistant'; content: string }; finish_reason: string }>;
  usage: { prompt_tokens: number; completion_tokens: number; total_tokens: number };
}

const textOf = (m: ChatMessage | undefined) =>
  !m ? '' : typeof m.content === 'string' ? m.content : m.content.map((p) => p.text ?? '').join('');

/** The kind asked for, from the prompt the generators build (with JSON-shape fallbacks). */
export function recogniseKind(prompt: string): { kind: FakeKind; slides: number } {
  const carousel = /carrossel de exatamente (\d+) slides/i.exec(prompt) ?? /exatamente (\d+) slides/i.exec(prompt);
  if (carousel) return { kind: 'carousel', slides: Number(carousel[1]) };
  if (/roteiro de stories de hoje|"daily_hook"/i.test(prompt)) return { kind: 'daily_script', slides: 0 };
  if (/roteiro de um reel|"editing_tips"/i.test(prompt)) return { kind: 'reel_idea', slides: 0 };
  if (/texto de UM story/.test(prompt)) return { kind: 'story', slides: 0 };
  if (/legenda de uma postagem/i.test(prompt)) return { kind: 'caption', slides: 0 };
  if (/copy de um anúncio/i.test(prompt)) return { kind: 'ad_copy', slides: 0 };
  return { kind: 'unknown', slides: 0 };
}

/** The last user text fenced between <<< and >>> (the description typed in the form; client data come first). */
function subjectOf(prompt: string): string {
  const fences = [...prompt.matchAll(/<<<\n([\s\S]*?)\n>>>/g)];
  const text = (fences.at(-1)?.[1] ?? 'seu conteúdo').replace(/\s+/g, ' ').trim();
  return text.slice(0, 80) || 'seu conteúdo';
}

/** Valid content for a kind. */
export function contentFor(kind: FakeKind, slides: number, subject: string): string {
  switch (kind) {
    case 'daily_script':
      return JSON.stringify({
        title: `Roteiro do dia: ${subject}`,
        daily_hook: 'Vem comigo que hoje o dia vai render!',
        parts: [
          {
            time: '07:00',
            type: 'bastidores',
            content: `Bom dia! Começando o dia: ${subject}.`,
            engagement_tip: 'Texto na tela',
          },
          {
            time: '09:00',
            type: 'educativo',
            content: 'Uma dica rápida que mudou minha rotina.',
            engagement_tip: 'Figurinha de pergunta',
          },
          {
            time: '11:00',
            type: 'bastidores',
            content: 'Mostrando os bastidores do trabalho.',
            engagement_tip: 'Música de fundo',
          },
          { time: '13:00', type: 'engajamento', content: 'Enquete: e vocês, como fazem?', engagement_tip: 'Enquete' },
          {
            time: '15:00',
            type: 'educativo',
            content: 'O erro mais comum que vejo por aqui.',
            engagement_tip: 'Texto na tela',
          },
          { time: '17:00', type: 'bastidores', content: 'Fim de tarde produtivo.', engagement_tip: 'Câmera frontal' },
          {
            time: '19:00',
            type: 'engajamento',
            content: 'Caixinha aberta para dúvidas!',
            engagement_tip: 'Caixinha de perguntas',
          },
          { time: '21:00', type: 'vendas', content: 'Quer ajuda com isso? Chama no direct.', engagement_tip: 'Link' },
        ],
        daily_cta: 'Me conta nos stories o que achou do dia!',
      });
    case 'reel_idea':
      return JSON.stringify({
        concept: `Reel sobre ${subject}`,
        hook: 'Pare tudo: você está fazendo isso errado!',
        scenes: [
          {
            timing: '0-3s',
            action: 'Olhar para a câmera',
            text: 'Você está fazendo isso errado',
            visual_tip: 'Close no rosto',
          },
          { timing: '3-20s', action: 'Mostrar o passo a passo', text: 'Faça assim', visual_tip: 'Cortes rápidos' },
          { timing: '20-40s', action: 'Resultado final', text: 'Olha a diferença', visual_tip: 'Antes e depois' },
        ],
        cta: 'Salve para não esquecer e siga para mais dicas!',
        editing_tips: ['Legendas grandes', 'Cortes a cada 2 segundos', 'Música em alta'],
      });
    case 'carousel': {
      const n = slides > 0 ? slides : 5;
      return JSON.stringify({
        title: `Carrossel: ${subject}`,
        description: 'Um passo a passo prático em slides.',
        slides: Array.from({ length: n }, (_, i) => ({
          slide_number: i + 1,
          title: i === 0 ? 'Você sabia?' : `Dica ${i}`,
          content: i === 0 ? `Tudo sobre ${subject}` : `Conteúdo do slide ${i + 1}, direto ao ponto.`,
          image_suggestion: `Imagem ilustrativa do slide ${i + 1}`,
        })),
        cta: 'Salve este carrossel e compartilhe com quem precisa!',
        hashtags: '#dicas #conteudo #instagram #aprendizado #criadores',
      });
    }
    case 'story':
      return `Você precisa ver isso hoje!\nFalando de ${subject}: um detalhe simples faz toda a diferença no resultado. Responda esta caixinha e me conte como é aí!`;
    case 'caption':
      return `Sabe quando tudo parece difícil? ${subject} pode ser mais simples do que parece. Comece pequeno, mantenha a constância e veja o resultado aparecer. Salve este post e comente o que achou!\n\n#dicas #conteudo #instagram #motivacao #rotina`;
    case 'ad_copy':
      return `Chega de perder tempo: ${subject}.\n---\nVocê já tentou de tudo e nada funciona? A gente entende.\n---\nCom o nosso método, você tem resultado de verdade em poucas semanas.\n---\nClique em Saiba Mais e garanta sua vaga hoje!`;
    default:
      return `Resposta de teste sobre ${subject}.`;
  }
}

/** Cuts content into small chunks (a few characters each), as a model streams tokens. */
function chunksOf(content: string, size = 6): string[] {
  const out: string[] = [];
  for (let i = 0; i < content.length; i += size) out.push(content.slice(i, i + size));
  return out;
}

const estimateTokens = (text: string) => Math.max(1, Math.ceil(text.length / 4));

async function readBody(req: IncomingMessage): Promise<string> {
  const parts: Buffer[] = [];
  for await (const chunk of req) parts.push(chunk as Buffer);
  return Buffer.concat(parts).toString('utf8');
}

export interface FakeOpenAIOptions {
  /** Pause between streamed chunks (default 0). */
  chunkDelayMs?: number;
  /** Called when the first content chunk of a streamed answer is written (benchmarks). */
  onFirstChunk?: (requestIndex: number, at: number) => void;
}

export async function startFakeOpenAI(opts: FakeOpenAIOptions = {}): Promise<FakeOpenAI> {
  const chunkDelayMs = opts.chunkDelayMs ?? 0;
  const requests: FakeRequest[] = [];
  let queue: FakeBehaviour[] = [];
  const sockets = new Set<Socket>();
  const pending = new Set<ServerResponse>();

  const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

  function sendError(res: ServerResponse, status: number, message: string, type: string, code: string | null) {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: { message, type, param: null, code } }));
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
      sendError(res, 404, `Unknown path ${req.url}`, 'invalid_request_error', 'not_found');
      return;
    }
    const raw = await readBody(req);
    let body: ChatRequestBody;
    try {
      body = JSON.parse(raw) as ChatRequestBody;
    } catch {
      sendError(res, 400, 'Invalid JSON body', 'invalid_request_error', null);
      return;
    }
    const behaviour = queue.shift() ?? { type: 'ok' };
    const record: FakeRequest = {
      body,
      headers: req.headers,
      receivedAt: performance.now(),
      behaviour: behaviour.type,
    };
    requests.push(record);

    switch (behaviour.type) {
      case 'status':
        sendError(
          res,
          behaviour.status,
          behaviour.message ?? `Fake error ${behaviour.status}`,
          behaviour.errorType ?? (behaviour.status >= 500 ? 'server_error' : 'invalid_request_error'),
          behaviour.code ?? null,
        );
        return;
      case 'insufficient_quota':
        sendError(
          res,
          429,
          'You exceeded your current quota, please check your plan and billing details.',
          'insufficient_quota',
          'insufficient_quota',
        );
        return;
      case 'rate_limit':
        sendError(res, 429, 'Rate limit reached for requests', 'requests', 'rate_limit_exceeded');
        return;
      case 'hang':
        pending.add(res);
        res.on('close', () => pending.delete(res));
        return;
      default:
        break;
    }

    const messages: ChatMessage[] = Array.isArray(body.messages) ? body.messages : [];
    const userPrompt = textOf([...messages].reverse().find((m) => m.role === 'user'));
    const allText = messages.map(textOf).join('\n');
    const { kind, slides } = recogniseKind(allText);
    let content: string;
    if (behaviour.type === 'content') content = behaviour.content;
    else if (behaviour.type === 'empty') content = '';
    else if (behaviour.type === 'malformed_json')
      content = '{"title": "Roteiro quebrado", "parts": [{"time": "08:00", "content": "sem fim"';
    else content = contentFor(kind, slides, subjectOf(userPrompt));

    const model = String(body.model ?? 'gpt-4o');
    const id = `chatcmpl-fake-${requests.length}`;
    const created = Math.floor(Date.now() / 1000);
    const usage = {
      prompt_tokens: estimateTokens(allText),
      completion_tokens: content ? estimateTokens(content) : 0,
      total_tokens: estimateTokens(allText) + (content ? estimateTokens(content) : 0),
    };

    if (!body.stream) {
      record.firstChunkAt = performance.now();
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id,
          object: 'chat.completion',
          created,
          model,
          choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop', logprobs: null }],
          usage,
        }),
      );
      return;
    }

    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
    const write = (data: unknown) => res.write(`data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`);
    const chunk = (delta: Record<string, unknown>, finish: string | null = null) => ({
      id,
      object: 'chat.completion.chunk',
      created,
      model,
      choices: [{ index: 0, delta, finish_reason: finish, logprobs: null }],
    });

    write(chunk({ role: 'assistant', content: '' }));
    const pieces = chunksOf(content);
    const cutAt =
      behaviour.type === 'stall' || behaviour.type === 'break' || behaviour.type === 'bad_chunk'
        ? Math.min(behaviour.afterChunks ?? 5, Math.max(1, pieces.length - 1))
        : pieces.length;
    for (let i = 0; i < cutAt; i++) {
      if (res.destroyed) return;
      if (i > 0 && chunkDelayMs > 0) await sleep(chunkDelayMs);
      write(chunk({ content: pieces[i] }));
      if (i === 0) {
        record.firstChunkAt = performance.now();
        opts.onFirstChunk?.(requests.indexOf(record), record.firstChunkAt);
      }
    }
    if (behaviour.type === 'stall') {
      pending.add(res);
      res.on('close', () => pending.delete(res));
      return;
    }
    if (behaviour.type === 'break') {
      // Let the written chunks leave first, then drop the connection without ending the response.
      await sleep(20);
      res.socket?.destroy();
      return;
    }
    if (behaviour.type === 'bad_chunk') {
      write('{"id": "broken", "choices": [ {{{ not json');
    }
    if (chunkDelayMs > 0) await sleep(chunkDelayMs);
    write(chunk({}, 'stop'));
    if (body.stream_options?.include_usage)
      write({ id, object: 'chat.completion.chunk', created, model, choices: [], usage });
    write('[DONE]');
    res.end();
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((err) => {
      if (!res.headersSent) sendError(res, 500, String(err), 'server_error', null);
      else res.destroy();
    });
  });
  // The app's HTTP client keeps idle connections for a few seconds and reuses them. If this server closed an
  // idle connection first (Node's default is 5 s), a busy machine could see the app send its next request
  // on a socket being closed ("socket hang up"): a failure of the test's fake, not of the app. The client
  // always gives up an idle socket long before 60 s, so it is the one that closes.
  server.keepAliveTimeout = 60_000;
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    setNext(behaviour, times = 1) {
      for (let i = 0; i < times; i++) queue.push(behaviour);
    },
    reset() {
      queue = [];
      requests.length = 0;
    },
    async close() {
      for (const res of pending) res.destroy();
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
