/**
 * An item's menu: its details and approval state, a date picker to move it, "Remover data" to send it to
 * the tray, and "Enviar para aprovação" (the page opens the same dialog the lists use), each for the roles
 * that may do it, and "Hora de postar" (the posting kit: schedule a time, copy, share, mark as published);
 * everyone reads the details.
 */
import { CalendarX2, Send, Smartphone } from 'lucide-react';
import { Link } from 'react-router';
import { useEffect, useState } from 'react';
import { formatDay } from '@shared/client-export';
import { itemStateLabel, type CalendarItem } from '@shared/calendar';
import { CONTENT_KIND_LABELS } from '@shared/content-kinds';
import { ApprovalBadge } from '@web/components/approval/approval-badge';
import { Button, buttonClasses } from '@web/components/ui/button';
import { checkDateFields, DateField } from '@web/components/ui/date-field';
import { PublicationBadge } from '@web/components/publication/publication-badge';
import { Modal } from '@web/components/ui/modal';
import { useMay } from '@web/lib/session';
import { useReschedule } from '../api';

export function ItemDialog({
  item,
  onClose,
  onSendForApproval,
}: {
  item: CalendarItem | null;
  onClose: () => void;
  onSendForApproval: (item: CalendarItem) => void;
}) {
  const reschedule = useReschedule();
  const mayEdit = useMay('edit');
  const maySend = useMay('sendForApproval');
  const [date, setDate] = useState(item?.date ?? '');
  // Whether the field holds something typed that the browser could not read (its value is then empty).
  const [unreadable, setUnreadable] = useState(false);
  useEffect(() => {
    setDate(item?.date ?? '');
    setUnreadable(false);
  }, [item]);
  if (!item) return null;

  const save = (next: string | null) =>
    reschedule.mutate({ id: item.id, date: next, title: item.title }, { onSuccess: onClose });

  return (
    <Modal open onClose={onClose} title={item.title}>
      <div className="space-y-4">
        <div className="flex flex-wrap items-center gap-2">
          <p className="text-sm text-slate-600 dark:text-slate-300">
            {CONTENT_KIND_LABELS[item.type]} · {itemStateLabel(item)}
            {item.clientName ? ` · ${item.clientName}` : ''}
            {item.date ? ` · ${formatDay(item.date)}` : ' · sem data'}
          </p>
          <ApprovalBadge state={item.approvalState} hideNone />
          <PublicationBadge state={item.publicationState} publishAt={item.publishAt} />
        </div>
        {mayEdit && (
          <form
            className="flex flex-col gap-3 sm:flex-row sm:items-end"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              // The one date rule, checked here first: the message shows under the field, which takes the focus.
              if (!checkDateFields(e.currentTarget) || !date) return;
              save(date);
            }}
          >
            <DateField
              label="Data agendada"
              value={date}
              onChange={(e) => {
                setDate(e.target.value);
                setUnreadable(e.target.validity.badInput);
              }}
              onKeyUp={(e) => setUnreadable(e.currentTarget.validity.badInput)}
              wrapperClassName="sm:max-w-xs"
            />
            {/* Enabled for a date being typed too, so "Salvar data" answers with the message instead of going grey. */}
            <Button type="submit" busy={reschedule.isPending} disabled={!unreadable && (!date || date === item.date)}>
              Salvar data
            </Button>
          </form>
        )}
        <div className="flex flex-wrap gap-2">
          {mayEdit && item.date && (
            <Button
              variant="outline"
              icon={<CalendarX2 className="h-4 w-4" aria-hidden />}
              onClick={() => save(null)}
              disabled={reschedule.isPending}
            >
              Remover data
            </Button>
          )}
          <Link to={`/postar/${item.id}`} className={buttonClasses('outline')}>
            <Smartphone className="h-4 w-4" aria-hidden /> Hora de postar
          </Link>
          {maySend && (
            <Button
              variant="outline"
              icon={<Send className="h-4 w-4" aria-hidden />}
              onClick={() => onSendForApproval(item)}
            >
              Enviar para aprovação
            </Button>
          )}
        </div>
      </div>
    </Modal>
  );
}
