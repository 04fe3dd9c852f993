/**
 * The team's internal review in an item's action row (decision 0022), shown only while the workspace has
 * "Revisão interna" on: the item's internal state as a chip (dashed and violet, so it is never taken for
 * the task's status or the client's approval), and what the person's role may do next — "Enviar para
 * revisão interna" (who edits), "Aprovar internamente" and "Pedir ajuste" with a comment (Revisor, Dono).
 */
import { ClipboardCheck, MessageSquareWarning, ShieldCheck, UserCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from '@web/lib/toast';
import { messageFor } from '@shared/messages';
import { internalReviewTexts as texts } from '@shared/messages/internal-review';
import {
  INTERNAL_COMMENT_MAX,
  internalReviewAnswerSchema,
  type InternalReviewState,
} from '@shared/schemas/internal-review';
import { errorMessage } from '@web/lib/api';
import { schemaErrors } from '@web/lib/form-errors';
import { useMay, useMe } from '@web/lib/session';
import {
  internalStateOf,
  useAnswerInternalReview,
  useInternalReview,
  useSubmitInternalReview,
} from '@web/entities/internal-review/api';
import { Button } from '../ui/button';
import { TextAreaField } from '../ui/field';
import { Modal } from '../ui/modal';
import { cn } from '../ui/cn';

export const INTERNAL_STATE_LABELS: Record<InternalReviewState, string> = {
  draft: texts.STATE_DRAFT,
  in_review: texts.STATE_IN_REVIEW,
  approved: texts.STATE_APPROVED,
  changes: texts.STATE_CHANGES,
};

const CHIP: Record<InternalReviewState, string> = {
  draft: 'border-slate-400 text-slate-700 dark:border-slate-500 dark:text-slate-200',
  in_review: 'border-violet-500 text-violet-800 dark:border-violet-400 dark:text-violet-200',
  approved:
    'border-violet-600 bg-violet-50 text-violet-900 dark:border-violet-400 dark:bg-violet-950 dark:text-violet-100',
  changes: 'border-orange-500 text-orange-800 dark:border-orange-400 dark:text-orange-200',
};
const ICONS = { draft: ClipboardCheck, in_review: UserCheck, approved: ShieldCheck, changes: MessageSquareWarning };

export function InternalReviewChip({ state }: { state: InternalReviewState }) {
  const Icon = ICONS[state];
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-md border border-dashed px-2 py-0.5 text-xs font-medium',
        CHIP[state],
      )}
    >
      <Icon className="h-3 w-3" aria-hidden />
      <span>Revisão interna:</span>
      <span>{INTERNAL_STATE_LABELS[state]}</span>
    </span>
  );
}

function ChangesDialog({ id, title, onClose }: { id: string; title: string; onClose: () => void }) {
  const answer = useAnswerInternalReview();
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const text = comment.trim();
    if (!text || text.length > INTERNAL_COMMENT_MAX) {
      setError(messageFor('INTERNAL_REVIEW_COMMENT_REQUIRED'));
      return;
    }
    const refused = schemaErrors(internalReviewAnswerSchema, { decision: 'changes', comment: text });
    if (refused) {
      setError(Object.values(refused)[0]);
      return;
    }
    answer.mutate(
      { id, decision: 'changes', comment: text },
      {
        onSuccess: () => {
          toast.success(texts.CHANGES_SENT);
          onClose();
        },
        onError: (err) => setError(errorMessage(err, 'Não foi possível pedir o ajuste.')),
      },
    );
  };
  return (
    <Modal open onClose={onClose} title={`${texts.REQUEST_CHANGES}: ${title}`}>
      <form className="space-y-4" onSubmit={submit} noValidate>
        <TextAreaField
          label={texts.COMMENT_LABEL}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          rows={4}
          maxLength={INTERNAL_COMMENT_MAX}
          error={error}
          required
        />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            {texts.CANCEL}
          </Button>
          <Button type="submit" busy={answer.isPending}>
            {texts.SEND_CHANGES}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

export function InternalReviewActions({ item }: { item: { id: string; title: string } }) {
  const { data: me } = useMe();
  // Only an agency has a team and the switch: a creator's screens make no request for it.
  const overview = useInternalReview(me?.profile?.subscriptionType === 'agency');
  const submit = useSubmitInternalReview();
  const answer = useAnswerInternalReview();
  const [asking, setAsking] = useState(false);
  const mayEdit = useMay('edit');
  const mayReview = useMay('reviewInternally');
  if (!overview.data?.enabled || !me) return null;
  const { state, comment } = internalStateOf(overview.data.items, item.id);
  const fail = (fallback: string) => (err: unknown) => toast.error(errorMessage(err, fallback));

  return (
    <>
      <InternalReviewChip state={state} />
      {state === 'changes' && comment && (
        <p className="basis-full text-sm text-orange-800 dark:text-orange-200">
          <span className="font-medium">Ajuste pedido:</span> {comment}
        </p>
      )}
      {mayEdit && (state === 'draft' || state === 'changes') && (
        <Button
          variant="outline"
          size="sm"
          icon={<UserCheck className="h-4 w-4" aria-hidden />}
          busy={submit.isPending}
          onClick={() =>
            submit.mutate(item.id, {
              onSuccess: () => toast.success(texts.SUBMITTED),
              onError: fail('Não foi possível enviar para revisão interna.'),
            })
          }
        >
          {texts.SUBMIT}
        </Button>
      )}
      {mayReview && state === 'in_review' && (
        <>
          <Button
            variant="outline"
            size="sm"
            icon={<ShieldCheck className="h-4 w-4" aria-hidden />}
            busy={answer.isPending}
            onClick={() =>
              answer.mutate(
                { id: item.id, decision: 'approve' },
                { onSuccess: () => toast.success(texts.APPROVED), onError: fail('Não foi possível aprovar.') },
              )
            }
          >
            {texts.APPROVE}
          </Button>
          <Button
            variant="outline"
            size="sm"
            icon={<MessageSquareWarning className="h-4 w-4" aria-hidden />}
            onClick={() => setAsking(true)}
          >
            {texts.REQUEST_CHANGES}
          </Button>
        </>
      )}
      {asking && <ChangesDialog id={item.id} title={item.title} onClose={() => setAsking(false)} />}
    </>
  );
}
