/**
 * "Alcance e engajamento": the figures a person copies from the network's insights for each item published
 * in the month. Optional; whole numbers (the server checks them too). Blank clears a figure.
 */
import { useState, type FormEvent } from 'react';
import { toast } from '@web/lib/toast';
import { messageFor } from '@shared/messages';
import type { MonthlyReport } from '@shared/schemas/report';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { TextField } from '@web/components/ui/field';
import { errorMessage } from '@web/lib/api';
import { useSetItemMetrics } from './api';

type Item = MonthlyReport['publication']['items'][number];

/** '' → null; a whole number 0…1e9 → the number; anything else → undefined (refused). */
function readFigure(value: string): number | null | undefined {
  const v = value.trim().replace(/\./g, '');
  if (!v) return null;
  if (!/^\d{1,10}$/.test(v)) return undefined;
  const n = Number(v);
  return n <= 1_000_000_000 ? n : undefined;
}

function ItemFigures({ item, month, clientId }: { item: Item; month: string; clientId: string | null }) {
  const save = useSetItemMetrics(month, clientId);
  const [reach, setReach] = useState(item.reach === null ? '' : String(item.reach));
  const [engagement, setEngagement] = useState(item.engagement === null ? '' : String(item.engagement));
  const [error, setError] = useState<string | undefined>();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const r = readFigure(reach);
    const g = readFigure(engagement);
    if (r === undefined || g === undefined) {
      setError(messageFor('REPORT_METRIC_INVALID'));
      return;
    }
    setError(undefined);
    save.mutate(
      { id: item.id, reach: r, engagement: g },
      {
        onSuccess: () => toast.success('Números salvos.'),
        onError: (err) => toast.error(errorMessage(err, 'Não foi possível salvar os números.')),
      },
    );
  };
  return (
    <form noValidate onSubmit={submit} className="space-y-2 border-t border-slate-200 pt-3 dark:border-slate-800">
      <p className="text-sm font-medium">
        {item.title} <span className="text-slate-600 dark:text-slate-300">({item.kindLabel})</span>
      </p>
      <div className="grid grid-cols-2 gap-2">
        <TextField
          label={`Alcance de ${item.title}`}
          inputMode="numeric"
          value={reach}
          onChange={(e) => setReach(e.target.value)}
          error={error}
        />
        <TextField
          label={`Engajamento de ${item.title}`}
          inputMode="numeric"
          value={engagement}
          onChange={(e) => setEngagement(e.target.value)}
        />
      </div>
      <Button type="submit" variant="outline" size="sm" busy={save.isPending}>
        Salvar números
      </Button>
    </form>
  );
}

export function MetricsForm({ report, clientId }: { report: MonthlyReport; clientId: string | null }) {
  if (!report.publication.items.length) return null;
  return (
    <Card className="space-y-3">
      <div>
        <h2 className="text-base font-semibold">Alcance e engajamento (opcional)</h2>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          Copie os números dos insights da rede social. Eles aparecem no relatório e no PDF.
        </p>
      </div>
      {report.publication.items.map((item) => (
        <ItemFigures key={item.id} item={item} month={report.month} clientId={clientId} />
      ))}
    </Card>
  );
}
