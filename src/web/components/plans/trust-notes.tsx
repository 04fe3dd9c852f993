/**
 * The trust notes under the payment options, each fitting the ways of paying on offer: the card's safety
 * line only where a card can be used (nothing about "cartão" for Pix), Pix's own line where Pix is
 * offered, how to cancel for what renews by itself (the card's portal, the bank app for Pix Automático),
 * "Sem renovação automática" for a period nothing renews; support and the guarantee for everyone.
 */
import { CreditCard, Headphones, QrCode, RefreshCcw, Undo2, type LucideIcon } from 'lucide-react';
import { GUARANTEE_DAYS } from '@shared/constants';
import { interpolate } from '@shared/messages';
import { billingScreenTexts as T } from '@shared/messages/billing';
import { isCardMethod, isPixAutomaticoMethod, isPixMethod, type PaymentMethod } from '@shared/plans';

interface TrustNote {
  icon: LucideIcon;
  title: string;
  text: string;
}

/** The notes for the ways of paying on offer; `nothingRenews`: the plan in force ends on its date. */
export function trustNotesFor(methods: readonly PaymentMethod[], nothingRenews = false): TrustNote[] {
  const card = methods.some(isCardMethod);
  const pix = methods.some(isPixMethod);
  const automatico = methods.some(isPixAutomaticoMethod);
  const notes: TrustNote[] = [];
  if (card) notes.push({ icon: CreditCard, title: T.TRUST_CARD_TITLE, text: T.TRUST_CARD_TEXT });
  if (pix) notes.push({ icon: QrCode, title: T.TRUST_PIX_TITLE, text: T.TRUST_PIX_TEXT });
  if (nothingRenews || (!card && !automatico)) {
    notes.push({ icon: RefreshCcw, title: T.TRUST_NOTHING_RENEWS_TITLE, text: T.TRUST_NOTHING_RENEWS_TEXT });
  } else {
    const text = card && automatico ? T.TRUST_CANCEL_BOTH : card ? T.TRUST_CANCEL_CARD : T.TRUST_CANCEL_PIX_AUTOMATICO;
    notes.push({ icon: RefreshCcw, title: T.TRUST_CANCEL_TITLE, text });
  }
  notes.push({ icon: Headphones, title: T.TRUST_SUPPORT_TITLE, text: T.TRUST_SUPPORT_TEXT });
  notes.push({
    icon: Undo2,
    title: interpolate(T.TRUST_GUARANTEE_TITLE, { days: GUARANTEE_DAYS }),
    text: interpolate(T.TRUST_GUARANTEE_TEXT, { days: GUARANTEE_DAYS }),
  });
  return notes;
}

export function TrustNotes({ methods, nothingRenews }: { methods: readonly PaymentMethod[]; nothingRenews?: boolean }) {
  const notes = trustNotesFor(methods, nothingRenews);
  return (
    <section
      aria-label="Garantias"
      className={`grid gap-3 sm:grid-cols-2 ${notes.length > 4 ? 'lg:grid-cols-5' : 'lg:grid-cols-4'}`}
    >
      {notes.map(({ icon: Icon, title, text }) => (
        <div
          key={title}
          className="flex gap-3 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
        >
          <Icon className="mt-0.5 h-5 w-5 shrink-0 text-emerald-600 dark:text-emerald-400" aria-hidden />
          <div>
            <p className="font-medium text-slate-900 dark:text-white">{title}</p>
            <p className="text-sm text-slate-600 dark:text-slate-400">{text}</p>
          </div>
        </div>
      ))}
    </section>
  );
}
