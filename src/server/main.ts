/** Process entry: env, logger, database, listen; SIGTERM/SIGINT close the server and the database cleanly. */
import { serve } from '@hono/node-server';
import { bootstrap } from './bootstrap';
import { loadEnv } from './env';
import { startJobs } from './jobs';
import { DataDirBusyError } from './db/data-dir-lock';
import { createLogger, type Logger } from './logger';

let logger: Logger | undefined;

/** How long an idle keep-alive connection stays open (longer than any client's idle limit, see main). */
const KEEP_ALIVE_MS = 65_000;

async function main() {
  const env = loadEnv();
  const log = createLogger(env.LOG_LEVEL);
  logger = log;
  const pautei = await bootstrap(env, { webDist: env.WEB_DIST_DIR, logger: log });
  const stopJobs = startJobs(pautei.deps);
  const server = serve({ fetch: pautei.app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    const database = env.DATABASE_URL ? 'PostgreSQL' : `PGlite em ${env.dataDir}`;
    const ai = env.aiOffline ? 'offline' : env.AI_MODEL;
    log.info(
      { url: env.APP_URL, port: info.port, database, ai, payments: env.billingProvider },
      `Pautei rodando em ${env.APP_URL} (porta ${info.port}; dados: ${database}; IA: ${ai}; pagamentos: ${env.billingProvider})`,
    );
  });

  // An idle keep-alive connection is closed by the client, never by this server: it stays open longer
  // than the clients' own limit (nginx keeps its upstream connections 60 s, deploy/nginx.conf; Node's
  // http agents 5 s, the same as this server's default). When both sides used the same limit, a request
  // sent at the moment the server closed the connection was lost: the client saw ECONNRESET, and nginx,
  // which never sends a POST again, answered 502.
  if ('keepAliveTimeout' in server) {
    server.keepAliveTimeout = KEEP_ALIVE_MS;
    // Node measures the time to a request's headers from the connection's start: it must outlast the wait.
    server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    pautei.deps.draining = true; // /readyz now answers 503
    log.info({ signal }, `${signal} recebido: encerrando...`);
    stopJobs();
    // The force-exit deadline covers the drain window, the aborted generations' refunds and the close.
    const force = setTimeout(() => {
      log.error('Encerramento demorou demais; saindo.');
      process.exit(1);
    }, env.SHUTDOWN_DRAIN_MS + 15_000);
    force.unref();
    // No new connections; keep-alive ones may still ask, and new generations get 503 (deps.draining).
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    const gate = pautei.deps.services.generations;
    if (gate.active > 0) log.info({ running: gate.active }, `aguardando ${gate.active} geração(ões) em andamento`);
    const aborted = await gate.drain(env.SHUTDOWN_DRAIN_MS);
    if (aborted > 0) log.warn({ aborted }, `${aborted} geração(ões) interrompida(s); tokens devolvidos`);
    if ('closeIdleConnections' in server) server.closeIdleConnections();
    await closed;
    await pautei.close();
    log.info('Banco de dados fechado. Até logo!');
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((err) => {
  // A bad configuration fails before LOG_LEVEL is known: that report still goes out.
  const log = logger ?? createLogger('info');
  if (err instanceof DataDirBusyError) log.fatal(err.message);
  else log.fatal({ err }, `Falha ao iniciar o Pautei: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
