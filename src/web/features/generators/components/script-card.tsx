/**
 * A daily script in the list: progress bar (% of parts done), per-part edit and done toggle (the
 * whole parts array is saved; on a save error the local state stays as it was and the error is logged),
 * the full-view panel (copy, export .txt, copy parts, edit whole JSON) and the 24 h expiry notice.
 * In lists a script starts collapsed to its title, hook and progress ("ver conteúdo completo" opens the
 * parts), so a page with several scripts stays short on a phone. The heading is the stored title (the
 * start of the routine, as history and exports show it); the AI's own title is the first line inside.
 * A role that may not change content (a Revisor) sees the parts and their progress without the toggles.
 */
import { Eye, ListChecks, Pencil, Save, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { toast } from '@web/lib/toast';
import type { ContentItem, ContentPart } from '@shared/content-item';
import { kindInfo } from '@shared/content-kinds';
import { CONTENT_LABELS, exportText, parseDailyScript, partsProgress } from '@shared/content-view';
import { ExpiryNotice, ItemCard, ItemMeta, SeeFullToggle } from '@web/components/content/content-card';
import { ContentBody, PlainText } from '@web/components/content/content-body';
import { useUpdateParts } from '@web/entities/content/api';
import { ACTION_TEXTS } from '@web/components/content/content-texts';
import { ItemExtraActions } from '@web/components/content/item-extra-actions';
import {
  ActionRow,
  ContentEditor,
  CopyButton,
  EditButton,
  ExportButton,
  ToggleDoneButton,
  copyWithToast,
} from '@web/components/content/item-actions';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/components/ui/cn';
import { controlClasses } from '@web/components/ui/field';
import { Modal } from '@web/components/ui/modal';
import { errorMessage } from '@web/lib/api';
import { useMay } from '@web/lib/session';

export function partsText(parts: readonly ContentPart[]): string {
  return parts.map((p) => (p.time ? `${p.time} - ${p.content}` : p.content)).join('\n');
}

export function ProgressBar({ value, label }: { value: number; label: string }) {
  return (
    <div className="space-y-1">
      <div className="flex justify-between text-xs text-slate-600 dark:text-slate-300">
        <span>Progresso</span>
        <span data-testid="progress-value">{value}% concluído</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        className="h-2 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
      >
        <div className="h-full rounded-full bg-brand-600 transition-all" style={{ width: `${value}%` }} />
      </div>
    </div>
  );
}

function PartRow({
  part,
  index,
  saving,
  readOnly,
  onToggle,
  onSaveText,
}: {
  part: ContentPart;
  index: number;
  saving: boolean;
  /** Shown without the toggle and the pencil: the role may not change content. */
  readOnly: boolean;
  onToggle: () => void;
  onSaveText: (text: string) => Promise<boolean>;
}) {
  const checkId = useId();
  const editId = useId();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(part.content);
  const [error, setError] = useState<string | null>(null);
  const partName = `Parte ${index + 1}${part.time ? ` (${part.time})` : ''}`;

  return (
    <li
      className={cn(
        'rounded-lg border p-2 text-sm',
        part.completed
          ? 'border-emerald-200 bg-emerald-50 dark:border-emerald-900 dark:bg-emerald-950/30'
          : 'border-slate-200 dark:border-slate-700',
      )}
    >
      {editing ? (
        <div className="space-y-2">
          <label htmlFor={editId} className="block text-sm font-medium">
            Editar {partName.toLowerCase()}
          </label>
          <textarea
            id={editId}
            value={text}
            onChange={(e) => setText(e.target.value)}
            rows={3}
            className={cn(controlClasses, 'resize-y')}
            aria-invalid={error ? true : undefined}
          />
          {error && (
            <p role="alert" className="text-sm text-red-600 dark:text-red-400">
              {error}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              busy={saving}
              icon={<Save className="h-4 w-4" aria-hidden />}
              onClick={async () => {
                if (!text.trim()) {
                  setError('O texto da parte não pode ficar vazio');
                  return;
                }
                setError(null);
                if (await onSaveText(text.trim())) setEditing(false);
              }}
            >
              {ACTION_TEXTS.save}
            </Button>
            <Button
              size="sm"
              variant="outline"
              icon={<X className="h-4 w-4" aria-hidden />}
              onClick={() => {
                setText(part.content);
                setError(null);
                setEditing(false);
              }}
            >
              {ACTION_TEXTS.cancel}
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex items-start gap-2">
          <input
            id={checkId}
            type="checkbox"
            checked={part.completed}
            disabled={saving || readOnly}
            onChange={onToggle}
            className="mt-0.5 h-5 w-5 shrink-0 accent-brand-600"
            aria-label={`${partName} feita`}
          />
          <label
            htmlFor={checkId}
            className={cn(
              'min-w-0 flex-1 break-words',
              part.completed && 'text-slate-500 line-through dark:text-slate-400',
            )}
          >
            {part.time && (
              <span className="mr-2 font-mono text-xs font-semibold text-brand-700 dark:text-brand-300">
                {part.time}
              </span>
            )}
            {part.content}
          </label>
          {!readOnly && (
            <button
              type="button"
              onClick={() => {
                setText(part.content);
                setEditing(true);
              }}
              className="shrink-0 rounded-md p-1 text-slate-500 hover:bg-slate-100 dark:hover:bg-slate-800"
              aria-label={`Editar ${partName.toLowerCase()}`}
            >
              <Pencil className="h-4 w-4" aria-hidden />
            </button>
          )}
        </div>
      )}
    </li>
  );
}

function FullView({ item, open, onClose }: { item: ContentItem; open: boolean; onClose: () => void }) {
  const [editing, setEditing] = useState(false);
  return (
    <Modal
      open={open}
      onClose={() => {
        setEditing(false);
        onClose();
      }}
      title={item.title}
      wide
    >
      <div className="space-y-4">
        <ItemMeta item={item} />
        {editing ? (
          <ContentEditor item={item} label="Editar JSON" onClose={() => setEditing(false)} />
        ) : (
          <>
            <ContentBody item={item} />
            <ActionRow>
              <CopyButton text={exportText(item)} />
              <ExportButton item={item} />
              <Button
                variant="outline"
                size="sm"
                icon={<ListChecks className="h-4 w-4" aria-hidden />}
                onClick={() => void copyWithToast(partsText(item.parts))}
              >
                Copiar partes
              </Button>
              <EditButton onClick={() => setEditing(true)} />
            </ActionRow>
          </>
        )}
        <ExpiryNotice item={item} />
      </div>
    </Modal>
  );
}

export function ScriptCard({ item, defaultExpanded = false }: { item: ContentItem; defaultExpanded?: boolean }) {
  const [expanded, setExpanded] = useState(defaultExpanded);
  const bodyId = useId();
  // The parts shown; they change only after the server saved them.
  const [parts, setParts] = useState<ContentPart[]>(item.parts);
  useEffect(() => setParts(item.parts), [item.parts]);
  const [fullOpen, setFullOpen] = useState(false);
  const mutation = useUpdateParts();
  const mayEdit = useMay('edit');
  const progress = partsProgress(parts);
  const view = parseDailyScript(item.content);

  const save = (next: ContentPart[]) => mutation.mutateAsync({ id: item.id, parts: next });

  const toggle = async (index: number) => {
    const next = parts.map((p, i) => (i === index ? { ...p, completed: !p.completed } : p));
    try {
      const saved = await save(next);
      setParts(saved.parts);
    } catch (err) {
      // Spec: a part toggle that fails is only logged; what is shown stays as it was.
      console.error('Falha ao salvar as partes do roteiro:', err);
    }
  };

  const saveText = async (index: number, text: string) => {
    const next = parts.map((p, i) => (i === index ? { ...p, content: text } : p));
    try {
      const saved = await save(next);
      setParts(saved.parts);
      toast.success(kindInfo(item.type).texts.updated);
      return true;
    } catch (err) {
      console.error('Falha ao salvar a parte do roteiro:', err);
      toast.error(errorMessage(err, ACTION_TEXTS.saveFailed));
      return false;
    }
  };

  const title = item.title;
  return (
    <ItemCard item={item}>
      {view?.daily_hook && (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {CONTENT_LABELS.dailyHook}: {view.daily_hook}
        </p>
      )}
      {parts.length > 0 && <ProgressBar value={progress} label={`Progresso de ${title}`} />}
      <div id={bodyId} hidden={!expanded} className="space-y-3">
        {expanded && (
          <>
            {view?.title && view.title !== item.title && (
              <h4 className="break-words text-sm font-semibold text-slate-900 dark:text-white">{view.title}</h4>
            )}
            {parts.length > 0 ? (
              <ol className="space-y-2" aria-label="Partes do roteiro">
                {parts.map((p, i) => (
                  <PartRow
                    key={p.id}
                    part={p}
                    index={i}
                    saving={mutation.isPending}
                    readOnly={!mayEdit}
                    onToggle={() => void toggle(i)}
                    onSaveText={(t) => saveText(i, t)}
                  />
                ))}
              </ol>
            ) : (
              <PlainText text={item.content} />
            )}
            {view?.daily_cta && (
              <p className="text-sm text-slate-700 dark:text-slate-300">
                {CONTENT_LABELS.dailyCta}: {view.daily_cta}
              </p>
            )}
          </>
        )}
      </div>
      <SeeFullToggle expanded={expanded} onToggle={() => setExpanded((v) => !v)} controls={bodyId} />
      <ExpiryNotice item={item} />
      <ActionRow>
        <Button
          variant="outline"
          size="sm"
          icon={<Eye className="h-4 w-4" aria-hidden />}
          onClick={() => setFullOpen(true)}
        >
          {mayEdit ? 'Abrir e editar' : 'Abrir'}
        </Button>
        <CopyButton text={exportText({ ...item, parts })} />
        <ExportButton item={{ ...item, parts }} />
        <ToggleDoneButton item={item} />
        <ItemExtraActions item={item} />
      </ActionRow>
      <FullView item={item} open={fullOpen} onClose={() => setFullOpen(false)} />
    </ItemCard>
  );
}
