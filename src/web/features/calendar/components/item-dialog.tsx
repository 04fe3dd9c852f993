/** An item's menu: its details, a date picker to move it, and "Remover data" to send it to the tray. */
import { CalendarX2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { formatDay } from '@shared/client-export';
import { itemStateLabel, type CalendarItem } from '@shared/calendar';
import { CONTENT_KIND_LABELS } from '@shared/content-kinds';
import { Button } from '@web/components/ui/button';
import { TextField } from '@web/components/ui/field';
import { Modal } from '@web/components/ui/modal';
import { useReschedule } from '../api';

export function ItemDialog({ item, onClose }: { item: CalendarItem | null; onClose: () => void }) {
  const reschedule = useReschedule();
  const [date, setDate] = useState(item?.date ?? '');
  useEffect(() => setDate(item?.date ?? ''), [item]);
  if (!item) return null;

  const save = (next: string | null) =>
    reschedule.mutate({ id: item.id, date: next, title: item.title }, { onSuccess: onClose });

  return (
    <Modal open onClose={onClose} title={item.title}>
      <div className="space-y-4">
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {CONTENT_KIND_LABELS[item.type]} · {itemStateLabel(item)}
          {item.clientName ? ` · ${item.clientName}` : ''}
          {item.date ? ` · ${formatDay(item.date)}` : ' · sem data'}
        </p>
        <form
          className="flex flex-col gap-3 sm:flex-row sm:items-end"
          onSubmit={(e) => {
            e.preventDefault();
            if (date) save(date);
          }}
        >
          <TextField
            type="date"
            label="Data agendada"
            value={date}
            min="2000-01-01"
            max="2100-12-31"
            onChange={(e) => setDate(e.target.value)}
            wrapperClassName="sm:max-w-xs"
          />
          <Button type="submit" busy={reschedule.isPending} disabled={!date || date === item.date}>
            Salvar data
          </Button>
        </form>
        {item.date && (
          <Button
            variant="outline"
            icon={<CalendarX2 className="h-4 w-4" aria-hidden />}
            onClick={() => save(null)}
            disabled={reschedule.isPending}
          >
            Remover data
          </Button>
        )}
      </div>
    </Modal>
  );
}
