/** The dashboard's period selector with its extra inputs, clear / apply and refresh. */
import { Eraser, Filter, RefreshCw } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { checkDateFields, DateField } from '@web/components/ui/date-field';
import { SelectField } from '@web/components/ui/field';
import { DASHBOARD_PERIODS, MONTH_NAMES, PERIOD_LABELS, periodYears, type PeriodId } from '@shared/periods';
import type { PeriodFilter } from '../api';

interface Props {
  value: PeriodFilter;
  onChange: (next: PeriodFilter) => void;
  onApply: () => void;
  onClear: () => void;
  onRefresh: () => void;
  refreshing: boolean;
  now?: Date;
}

export function PeriodFilters({ value, onChange, onApply, onClear, onRefresh, refreshing, now = new Date() }: Props) {
  const years = periodYears(now).map((y) => ({ value: String(y), label: String(y) }));
  const set = (patch: Partial<PeriodFilter>) => onChange({ ...value, ...patch });
  return (
    <Card>
      <form
        aria-label="Filtros do painel"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          // 30/02 typed in a field is refused under it, with the one date rule's message, before anything is asked.
          if (!checkDateFields(e.currentTarget)) return;
          onApply();
        }}
        className="space-y-4"
      >
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <SelectField
            label="Período"
            value={value.period}
            onChange={(e) => set({ period: e.target.value as PeriodId })}
            options={DASHBOARD_PERIODS.map((p) => ({ value: p, label: PERIOD_LABELS[p] }))}
          />
          {value.period === 'custom' && (
            <>
              <DateField
                label="Data inicial"
                className="dark:[color-scheme:dark]"
                value={value.start ?? ''}
                onChange={(e) => set({ start: e.target.value || undefined })}
              />
              <DateField
                label="Data final"
                className="dark:[color-scheme:dark]"
                value={value.end ?? ''}
                min={value.start}
                onChange={(e) => set({ end: e.target.value || undefined })}
              />
            </>
          )}
          {value.period === 'specific_day' && (
            <DateField
              label="Dia"
              className="dark:[color-scheme:dark]"
              value={value.day ?? ''}
              onChange={(e) => set({ day: e.target.value || undefined })}
            />
          )}
          {value.period === 'specific_month' && (
            <>
              <SelectField
                label="Mês"
                value={value.month ?? ''}
                placeholder="Selecione o mês"
                onChange={(e) => set({ month: e.target.value || undefined })}
                options={MONTH_NAMES.map((m, i) => ({ value: String(i + 1), label: m }))}
              />
              <SelectField
                label="Ano"
                value={value.year ?? ''}
                placeholder="Selecione o ano"
                onChange={(e) => set({ year: e.target.value || undefined })}
                options={years}
              />
            </>
          )}
          {value.period === 'specific_year' && (
            <SelectField
              label="Ano"
              value={value.year ?? ''}
              placeholder="Selecione o ano"
              onChange={(e) => set({ year: e.target.value || undefined })}
              options={years}
            />
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" icon={<Filter className="h-4 w-4" aria-hidden />}>
            Aplicar Filtros
          </Button>
          <Button variant="outline" onClick={onClear} icon={<Eraser className="h-4 w-4" aria-hidden />}>
            Limpar
          </Button>
          <Button
            variant="secondary"
            onClick={onRefresh}
            busy={refreshing}
            icon={<RefreshCw className="h-4 w-4" aria-hidden />}
          >
            Atualizar
          </Button>
        </div>
      </form>
    </Card>
  );
}
