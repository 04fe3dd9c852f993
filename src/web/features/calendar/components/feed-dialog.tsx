/**
 * "Assinar no calendário": the private iCalendar link for Google Calendar or Apple Calendar. The link is
 * shown once, when it is created (only its hash is kept); a new link replaces the old one.
 */
import { useQuery } from '@tanstack/react-query';
import { Copy, Link2, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@web/lib/toast';
import { Button } from '@web/components/ui/button';
import { Modal } from '@web/components/ui/modal';
import { Notice } from '@web/components/ui/notice';
import { errorMessage } from '@web/lib/api';
import { copyText } from '@web/lib/download';
import { formatDate } from '@web/lib/format';
import { feedInfoQuery, useCreateFeed, useRevokeFeed } from '../api';

export function FeedDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const info = useQuery({ ...feedInfoQuery, enabled: open });
  const create = useCreateFeed();
  const revoke = useRevokeFeed();
  const [includeDates, setIncludeDates] = useState(true);
  const [url, setUrl] = useState<string | null>(null);
  const feed = info.data?.feed ?? null;

  const close = () => {
    setUrl(null);
    onClose();
  };

  return (
    <Modal open={open} onClose={close} title="Assinar no calendário">
      <div className="space-y-4 text-sm">
        <p className="text-slate-600 dark:text-slate-300">
          Um link privado para ver seus conteúdos agendados no Google Agenda ou no Calendário da Apple. Quem tiver o
          link vê os títulos agendados: não compartilhe.
        </p>
        {feed && !url && (
          <Notice tone="info">
            Você tem um link ativo, criado em {formatDate(feed.createdAt)}
            {feed.includeDates ? ', com as datas comemorativas' : ''}. Por segurança ele não é mostrado de novo: gere um
            novo link (o anterior para de funcionar) ou revogue.
          </Notice>
        )}
        {url && (
          <div className="space-y-2">
            <label className="block font-medium" htmlFor="calendar-feed-url">
              Seu link (copie agora)
            </label>
            <input
              id="calendar-feed-url"
              readOnly
              value={url}
              onFocus={(e) => e.target.select()}
              className="block w-full rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-xs dark:border-slate-700 dark:bg-slate-800"
            />
            <Button
              variant="outline"
              size="sm"
              icon={<Copy className="h-4 w-4" aria-hidden />}
              onClick={() =>
                copyText(url).then(
                  () => toast.success('Link copiado!'),
                  () => toast.error('Não foi possível copiar. Selecione o link e copie.'),
                )
              }
            >
              Copiar link
            </Button>
            <p className="text-xs text-slate-500 dark:text-slate-400">
              No Google Agenda: Outras agendas → “Do URL”. No iPhone: Ajustes → Calendário → Contas → Adicionar conta →
              Outra → Calendário assinado.
            </p>
          </div>
        )}
        <label className="flex items-center gap-2">
          <input type="checkbox" checked={includeDates} onChange={(e) => setIncludeDates(e.target.checked)} />
          Incluir as datas comemorativas do meu nicho
        </label>
        <div className="flex flex-wrap gap-2">
          <Button
            icon={<Link2 className="h-4 w-4" aria-hidden />}
            busy={create.isPending}
            onClick={() =>
              create.mutate(includeDates, {
                onSuccess: (r) => setUrl(r.url),
                onError: (err) => toast.error(errorMessage(err, 'Não foi possível criar o link.')),
              })
            }
          >
            {feed ? 'Gerar novo link' : 'Criar link'}
          </Button>
          {feed && (
            <Button
              variant="danger"
              icon={<Trash2 className="h-4 w-4" aria-hidden />}
              busy={revoke.isPending}
              onClick={() =>
                revoke.mutate(undefined, {
                  onSuccess: () => {
                    setUrl(null);
                    toast.success('Link revogado. Ele não funciona mais.');
                  },
                  onError: (err) => toast.error(errorMessage(err, 'Não foi possível revogar o link.')),
                })
              }
            >
              Revogar link
            </Button>
          )}
        </div>
      </div>
    </Modal>
  );
}
