/** Process entry: env, database, listen; SIGTERM/SIGINT close the server and the database cleanly. */
import { serve } from '@hono/node-server';
import { bootstrap } from './bootstrap';
import { loadEnv } from './env';
import { startJobs } from './jobs';
import { DataDirBusyError } from './db/data-dir-lock';

async function main() {
  const env = loadEnv();
  const pautei = await bootstrap(env, { webDist: env.WEB_DIST_DIR });
  const stopJobs = startJobs(pautei.deps);
  const server = serve({ fetch: pautei.app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    const where = env.DATABASE_URL ? 'PostgreSQL' : `PGlite em ${env.dataDir}`;
    console.log(
      `Pautei rodando em ${env.APP_URL} (porta ${info.port}; dados: ${where}; IA: ${env.aiOffline ? 'offline' : env.AI_MODEL}; pagamentos: ${env.billingProvider})`,
    );
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    pautei.deps.draining = true; // /readyz now answers 503
    console.log(`${signal} recebido: encerrando...`);
    stopJobs();
    const force = setTimeout(() => {
      console.error('Encerramento demorou demais; saindo.');
      process.exit(1);
    }, 10_000);
    force.unref();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await pautei.close();
    console.log('Banco de dados fechado. Até logo!');
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((err) => {
  if (err instanceof DataDirBusyError) console.error(err.message);
  else console.error('Falha ao iniciar o Pautei:', err instanceof Error ? err.message : err);
  process.exit(1);
});
