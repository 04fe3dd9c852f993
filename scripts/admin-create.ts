/**
 * npm run admin:create -- --email E --password P [--name N]
 * Creates (or promotes) a verified admin. On the embedded database the server must be stopped: the
 * data directory is locked by the running server and nothing is changed.
 */
import { parseArgs } from 'node:util';
import { bootstrap } from '@server/bootstrap';
import { DataDirBusyError } from '@server/db/data-dir-lock';
import { loadEnv } from '@server/env';
import { createOrPromoteAdmin } from '@server/services/admin-account';
import { EMAIL_PATTERN } from '@shared/schemas/auth';
import { MIN_PASSWORD_LENGTH } from '@shared/constants';

async function main() {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
  });
  if (!values.email || !EMAIL_PATTERN.test(values.email))
    throw new Error('Informe um email válido: --email admin@exemplo.com');
  if (!values.password || values.password.length < MIN_PASSWORD_LENGTH)
    throw new Error(`Informe uma senha com pelo menos ${MIN_PASSWORD_LENGTH} caracteres: --password ...`);
  const env = loadEnv({ ...process.env, LOG_LEVEL: 'silent' });
  const pautei = await bootstrap(env);
  try {
    const { created } = await createOrPromoteAdmin(
      pautei.deps.db,
      pautei.deps.auth,
      { email: values.email, password: values.password, name: values.name },
      pautei.deps.now(),
    );
    console.log(
      `${created ? 'Admin criado' : 'Conta promovida a admin'}: ${values.email.toLowerCase()}. Entre em ${env.APP_URL}/auth/signin`,
    );
  } finally {
    await pautei.close();
  }
}

main().catch((err) => {
  console.error(err instanceof DataDirBusyError ? err.message : `Erro: ${err instanceof Error ? err.message : err}`);
  process.exit(1);
});
