/**
 * Shown on every generator screen and in the admin when no AI key is configured: the content comes from
 * the local offline writer, and this is how to switch gpt-4o on.
 */
import { useAppConfig } from '@web/lib/session';
import { Notice } from './ui/notice';

export function AiOfflineNotice({ className }: { className?: string }) {
  const { data } = useAppConfig();
  if (!data?.aiOffline) return null;
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
