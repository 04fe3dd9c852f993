/** "Plano do mês": the month's scheduled items by day, as text (copy, .txt) or a WhatsApp message. */
import { useQuery } from '@tanstack/react-query';
import { Copy, Download, MessageCircle } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@web/lib/toast';
import { whatsAppUrl } from '@shared/client-export';
import type { CalendarExportFormat } from '@shared/schemas/calendar';
import { Button, buttonClasses } from '@web/components/ui/button';
import { Modal } from '@web/components/ui/modal';
import { Notice } from '@web/components/ui/notice';
import { Spinner } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/api';
import { copyText, downloadText } from '@web/lib/download';
import { monthPlanQuery } from '../api';

export function PlanDialog({
  open,
  onClose,
  month,
  clientId,
  ownerName,
}: {
  open: boolean;
  onClose: () => void;
  month: string;
  clientId: string | null;
  ownerName: string;
}) {
  const [format, setFormat] = useState<CalendarExportFormat>('text');
  const plan = useQuery({ ...monthPlanQuery(month, clientId, format), enabled: open });
  const text = plan.data?.text ?? '';
  return (
    <Modal open={open} onClose={onClose} title="Plano do mês" wide>
      <div className="space-y-4">
        <fieldset className="flex gap-4 text-sm">
          <legend className="sr-only">Formato</legend>
          {(['text', 'whatsapp'] as const).map((f) => (
            <label key={f} className="flex items-center gap-2">
              <input type="radio" name="plan-format" checked={format === f} onChange={() => setFormat(f)} />
              {f === 'text' ? 'Texto' : 'WhatsApp'}
            </label>
          ))}
        </fieldset>
        {plan.isPending ? (
          <Spinner />
        ) : plan.isError ? (
          <Notice tone="danger">{errorMessage(plan.error, 'Não foi possível montar o plano do mês.')}</Notice>
        ) : (
          <pre
            aria-label="Prévia do plano"
            className="max-h-80 overflow-auto rounded-lg bg-slate-50 p-3 text-xs whitespace-pre-wrap dark:bg-slate-800"
          >
            {text}
          </pre>
        )}
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            icon={<Copy className="h-4 w-4" aria-hidden />}
            disabled={!text}
            onClick={() =>
              copyText(text).then(
                () => toast.success('Plano copiado!'),
                () => toast.error('Não foi possível copiar.'),
              )
            }
          >
            Copiar
          </Button>
          <Button
            variant="outline"
            icon={<Download className="h-4 w-4" aria-hidden />}
            disabled={!text}
            onClick={() => downloadText(`plano_${ownerName}_${month}`, text)}
          >
            Baixar .txt
          </Button>
          {format === 'whatsapp' && text && (
            <a href={whatsAppUrl(text)} target="_blank" rel="noreferrer" className={buttonClasses('primary', 'md')}>
              <MessageCircle className="h-4 w-4" aria-hidden />
              Abrir no WhatsApp
            </a>
          )}
        </div>
      </div>
    </Modal>
  );
}
