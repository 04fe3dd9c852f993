/** "Exportar conteúdo" of one client: optional date filter, preview, copy, .txt download and WhatsApp. */
import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Copy, Download, FileText, MessageCircle } from 'lucide-react';
import { toast } from '@web/lib/toast';
import { Modal } from '@web/components/ui/modal';
import { Button, buttonClasses } from '@web/components/ui/button';
import { dateFieldError, DateField } from '@web/components/ui/date-field';
import { Spinner } from '@web/components/ui/spinner';
import { Notice } from '@web/components/ui/notice';
import { cn } from '@web/components/ui/cn';
import { copyText, downloadText } from '@web/lib/download';
import { errorMessage } from '@web/lib/api';
import { whatsAppUrl } from '@shared/client-export';
import type { ClientExportFormat, ClientView } from '@shared/schemas/clients';
import { clientExportQuery } from './api';

export const EXPORT_TEXTS = {
  copied: 'Roteiro copiado!',
  copyFailed: 'Erro ao copiar',
  downloaded: 'Roteiro exportado!',
  failed: 'Erro ao exportar roteiro',
} as const;

const FORMATS: Array<{ value: ClientExportFormat; label: string }> = [
  { value: 'text', label: 'Texto' },
  { value: 'whatsapp', label: 'WhatsApp' },
];

export function ClientExportDialog({ client, onClose }: { client: ClientView | null; onClose: () => void }) {
  return (
    <Modal
      open={client !== null}
      onClose={onClose}
      title={client ? `Exportar conteúdo — ${client.name}` : 'Exportar conteúdo'}
      wide
    >
      {client && <ExportBody key={client.id} client={client} />}
    </Modal>
  );
}

function ExportBody({ client }: { client: ClientView }) {
  const [date, setDate] = useState('');
  // The one date rule's message while the field holds a date it refuses (30/02 reads as empty, which would
  // export every item): nothing is exported then.
  const [dateError, setDateError] = useState<string | undefined>();
  const [format, setFormat] = useState<ClientExportFormat>('text');
  const previewId = useId();
  const query = useQuery({ ...clientExportQuery(client.id, date, format), enabled: !dateError });
  const text = query.data?.text ?? '';
  const empty = (query.data?.count ?? 0) === 0;

  const copy = async () => {
    try {
      await copyText(text);
      toast.success(EXPORT_TEXTS.copied);
    } catch {
      toast.error(EXPORT_TEXTS.copyFailed);
    }
  };

  const download = () => {
    const suffix = format === 'whatsapp' ? 'whatsapp' : 'texto';
    downloadText(`roteiro_${client.name}_${date || 'completo'}_${suffix}`, text);
    toast.success(EXPORT_TEXTS.downloaded);
  };

  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2 sm:items-end">
        <DateField
          label="Data agendada (opcional)"
          value={date}
          error={dateError}
          onChange={(e) => {
            setDate(e.target.value);
            setDateError(dateFieldError(e.target));
          }}
          onBlur={(e) => setDateError(dateFieldError(e.target))}
          hint="Deixe em branco para exportar todo o conteúdo do cliente."
        />
        <fieldset>
          <legend className="mb-1.5 block text-sm font-medium text-slate-700 dark:text-slate-200">Formato</legend>
          <div className="grid grid-cols-2 gap-1 rounded-lg bg-slate-100 p-1 dark:bg-slate-800">
            {FORMATS.map((f) => (
              <label
                key={f.value}
                className={cn(
                  'flex cursor-pointer items-center justify-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500',
                  format === f.value
                    ? 'bg-white text-slate-900 shadow-sm dark:bg-slate-950 dark:text-white'
                    : 'text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white',
                )}
              >
                <input
                  type="radio"
                  name={`${previewId}-format`}
                  value={f.value}
                  checked={format === f.value}
                  onChange={() => setFormat(f.value)}
                  className="sr-only"
                />
                {f.value === 'whatsapp' ? (
                  <MessageCircle className="h-4 w-4" aria-hidden />
                ) : (
                  <FileText className="h-4 w-4" aria-hidden />
                )}
                {f.label}
              </label>
            ))}
          </div>
        </fieldset>
      </div>

      {dateError ? null : query.isPending ? (
        <Spinner label="Montando o roteiro..." className="py-10" />
      ) : query.isError ? (
        <Notice tone="danger" title={EXPORT_TEXTS.failed}>
          {errorMessage(query.error, 'Tente novamente em alguns instantes.')}
        </Notice>
      ) : (
        <>
          <div className="space-y-1.5">
            <label htmlFor={previewId} className="block text-sm font-medium text-slate-700 dark:text-slate-200">
              {format === 'whatsapp' ? 'Pré-visualização (WhatsApp)' : 'Pré-visualização'}
            </label>
            <textarea
              id={previewId}
              readOnly
              value={text}
              rows={14}
              className="block w-full resize-y whitespace-pre-wrap break-words rounded-lg border border-slate-300 bg-slate-50 p-3 font-mono text-xs text-slate-800 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-200"
            />
            {empty && (
              <p className="text-sm text-slate-500 dark:text-slate-400">
                {date ? 'Nenhum conteúdo agendado para esta data.' : 'Este cliente ainda não tem conteúdo gerado.'}
              </p>
            )}
          </div>
          <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:justify-end">
            <Button variant="outline" icon={<Copy className="h-4 w-4" aria-hidden />} onClick={() => void copy()}>
              Copiar
            </Button>
            <Button variant="outline" icon={<Download className="h-4 w-4" aria-hidden />} onClick={download}>
              Baixar .txt
            </Button>
            {format === 'whatsapp' && (
              <a
                href={whatsAppUrl(text, client.phone)}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClasses('primary', 'md', 'bg-emerald-600 hover:bg-emerald-700')}
              >
                <MessageCircle className="h-4 w-4" aria-hidden />
                {client.phone ? 'Enviar no WhatsApp do cliente' : 'Abrir no WhatsApp'}
              </a>
            )}
          </div>
        </>
      )}
    </div>
  );
}
