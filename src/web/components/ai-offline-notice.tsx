/**
 * When no AI key is configured, the content comes from the local offline writer. Creators and agencies
 * get one plain line (what they see are examples, and a generation still uses a token); only the admin
 * gets the instructions for switching gpt-4o on, since only the admin can act on them.
 */
import { useAppConfig } from '@web/lib/session';
import { Notice } from './ui/notice';

export function AiOfflineNotice({ className, admin = false }: { className?: string; admin?: boolean }) {
  const { data } = useAppConfig();
  if (!data?.aiOffline) return null;
  if (!admin)
    return (
      <Notice tone="info" className={className}>
        A IA está em modo de demonstração: os textos gerados são exemplos. Cada geração usa 1 token normalmente.
      </Notice>
    );
  return (
    <Notice tone="warning" title="IA offline: conteúdo gerado localmente" className={className}>
      <p>
        Nenhuma chave de IA está configurada no servidor, então o conteúdo é gerado localmente, de exemplo, a partir do
        seu nicho, do tom e do seu texto — sem o gpt-4o.
      </p>
      <p>
        Para ligar o gpt-4o, defina{' '}
        <code className="rounded bg-black/5 px-1 font-mono dark:bg-white/10">OPENAI_API_KEY</code> no servidor (e, se
        quiser outro modelo, <code className="rounded bg-black/5 px-1 font-mono dark:bg-white/10">AI_MODEL</code>,
        padrão gpt-4o) e reinicie o app.
      </p>
    </Notice>
  );
}
