/**
 * Actions every saved item has: copy, export .txt, inline edit with Save / Cancel, the
 * 'Concluído' badge and the task toggle. All changes go through the server, which checks ownership
 * and validates; the lists change after the save.
 */
import { isPaidItem } from '@shared/claims/publi';
import { CheckCircle2, Circle, Copy, Download, Pencil, Save, X } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { toast } from '@web/lib/toast';
import type { ContentItem } from '@shared/content-item';
import { isJsonKind } from '@shared/content-kinds';
import { checkEditedContent } from '@shared/content-kind-schemas';
import { exportBaseName, exportText, parseJsonLoose } from '@shared/content-view';
import { messageFor } from '@shared/messages';
import { ApiError, errorMessage } from '@web/lib/api';
import { useMay } from '@web/lib/session';
import { copyText, downloadText } from '@web/lib/download';
import { ClaimsWarnings, checksClaims, claimsTextOf } from '../claims/claims-warnings';
import { Badge } from '../ui/badge';
import { Button } from '../ui/button';
import { controlClasses } from '../ui/field';
import { cn } from '../ui/cn';
import { useSetCompleted, useUpdateContent } from '@web/entities/content/api';
import { ACTION_TEXTS, KIND_TEXTS } from './content-texts';
import { ImagesPreview } from './images-preview';
import { hasImages } from '@shared/render/item-deck';

export async function copyWithToast(text: string) {
  try {
    await copyText(text);
    toast.success(ACTION_TEXTS.copied);
  } catch (err) {
    console.error('Falha ao copiar:', err);
    toast.error(ACTION_TEXTS.copyFailed);
  }
}

function exportWithToast(item: Pick<ContentItem, 'type' | 'title' | 'content' | 'parts'>) {
  const texts = KIND_TEXTS[item.type];
  try {
    downloadText(exportBaseName(item), exportText(item));
    toast.success(texts.exported);
  } catch (err) {
    console.error('Falha ao exportar:', err);
    toast.error(texts.exportFailed);
  }
}

export function CopyButton({
  text,
  label = ACTION_TEXTS.copy,
  className,
}: {
  text: string;
  label?: string;
  className?: string;
}) {
  return (
    <Button
      variant="outline"
      size="sm"
      icon={<Copy className="h-4 w-4" aria-hidden />}
      onClick={() => void copyWithToast(text)}
      className={className}
    >
      {label}
    </Button>
  );
}

export function ExportButton({ item }: { item: Pick<ContentItem, 'type' | 'title' | 'content' | 'parts'> }) {
  return (
    <Button
      variant="outline"
      size="sm"
      icon={<Download className="h-4 w-4" aria-hidden />}
      onClick={() => exportWithToast(item)}
    >
      {ACTION_TEXTS.export}
    </Button>
  );
}

export function DoneBadge({ completed }: { completed: boolean }) {
  if (!completed) return null;
  return (
    <Badge tone="success">
      <CheckCircle2 className="h-3 w-3" aria-hidden />
      {ACTION_TEXTS.done}
    </Badge>
  );
}

/**
 * The task toggle: completed ↔ status completed / pending, saved first; the list changes after. Only for
 * who may change content; a refusal shows the server's reason.
 */
export function ToggleDoneButton({ item }: { item: ContentItem }) {
  const mutation = useSetCompleted();
  const mayEdit = useMay('edit');
  if (!mayEdit) return null;
  return (
    <Button
      variant="ghost"
      size="sm"
      busy={mutation.isPending}
      icon={
        item.completed ? <Circle className="h-4 w-4" aria-hidden /> : <CheckCircle2 className="h-4 w-4" aria-hidden />
      }
      onClick={() =>
        mutation.mutate(
          { id: item.id, completed: !item.completed },
          {
            onError: (err) => {
              console.error('Falha ao atualizar a tarefa:', err);
              toast.error(errorMessage(err, ACTION_TEXTS.saveFailed));
            },
          },
        )
      }
    >
      {item.completed ? ACTION_TEXTS.markPending : ACTION_TEXTS.markDone}
    </Button>
  );
}

/** The text an editor starts with: JSON kinds pretty-printed, text as it is. */
function editableText(item: Pick<ContentItem, 'type' | 'content'>): string {
  if (!isJsonKind(item.type)) return item.content;
  const data = parseJsonLoose(item.content);
  return data ? JSON.stringify(data, null, 2) : item.content;
}

/** Inline editor of an item's content (raw JSON for JSON kinds), with Save and Cancel. */
export function ContentEditor({ item, onClose, label }: { item: ContentItem; onClose: () => void; label?: string }) {
  const id = useId();
  const [text, setText] = useState(() => editableText(item));
  const [error, setError] = useState<string | null>(null);
  const mutation = useUpdateContent();
  const json = isJsonKind(item.type);

  const save = () => {
    const check = checkEditedContent(item.type, text);
    if (!check.ok) {
      const message = messageFor(check.code);
      setError(message);
      toast.error(message);
      return;
    }
    setError(null);
    mutation.mutate(
      { id: item.id, content: check.content },
      {
        onSuccess: () => {
          toast.success(KIND_TEXTS[item.type].updated);
          onClose();
        },
        onError: (err) => {
          console.error('Falha ao salvar alterações:', err);
          // A refused text is told under the field; any other refusal (a role, a limit) in the toast.
          if (err instanceof ApiError && err.status === 400) setError(err.message);
          toast.error(errorMessage(err, ACTION_TEXTS.saveFailed));
        },
      },
    );
  };

  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700 dark:text-slate-200">
        {label ?? (json ? 'Editar JSON' : 'Editar conteúdo')}
      </label>
      <textarea
        id={id}
        value={text}
        onChange={(e) => setText(e.target.value)}
        rows={json ? 14 : 6}
        spellCheck={!json}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={cn(controlClasses, 'resize-y', json && 'font-mono text-xs')}
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
      {checksClaims(item.type) && (
        <ClaimsWarnings
          text={claimsTextOf({ type: item.type, content: text })}
          kind={item.type}
          isAd={isPaidItem(item)}
          publiContent={json ? text : undefined}
        />
      )}
      {hasImages(item.type) && <ImagesPreview itemId={item.id} text={text} />}
      <div className="flex flex-wrap gap-2">
        <Button size="sm" busy={mutation.isPending} icon={<Save className="h-4 w-4" aria-hidden />} onClick={save}>
          {ACTION_TEXTS.save}
        </Button>
        <Button
          size="sm"
          variant="outline"
          icon={<X className="h-4 w-4" aria-hidden />}
          onClick={onClose}
          disabled={mutation.isPending}
        >
          {ACTION_TEXTS.cancel}
        </Button>
      </div>
    </div>
  );
}

/** "Editar", for who may change content. */
export function EditButton({ onClick }: { onClick: () => void }) {
  const mayEdit = useMay('edit');
  if (!mayEdit) return null;
  return (
    <Button variant="outline" size="sm" icon={<Pencil className="h-4 w-4" aria-hidden />} onClick={onClick}>
      {ACTION_TEXTS.edit}
    </Button>
  );
}

/** A row of actions that wraps on phones. */
export function ActionRow({ children }: { children: ReactNode }) {
  return <div className="flex flex-wrap items-center gap-2">{children}</div>;
}
