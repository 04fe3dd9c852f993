/** The e-mails about paying: receipts, renewal reminders, the end of a period, refunds. */
import { formatDate, formatMoney } from '@shared/format';
import { PAYMENT_METHOD_LABELS, PLANS, type PaymentMethod, type PlanKey } from '@shared/plans';
import { renewalOfferText, type UnrenewedMethod } from '@shared/renewal-offers';
import { layout } from './templates';
import type { MailMessage } from './transport';

function message(to: string, subject: string, paragraphs: string[], action?: { label: string; url: string }) {
  const text = [...paragraphs, ...(action ? [`${action.label}: ${action.url}`] : [])].join('\n\n');
  return { to, subject, text, html: layout(subject, paragraphs, action) } satisfies MailMessage;
}

export function receiptEmail(input: {
  to: string;
  plan: PlanKey;
  method: PaymentMethod;
  amount: number;
  periodStart: Date;
  periodEnd: Date;
  appUrl: string;
}): MailMessage {
  return message(
    input.to,
    'Recibo do seu pagamento no Pautei',
    [
      `Recebemos seu pagamento de ${formatMoney(input.amount)} pelo plano ${PLANS[input.plan].name}.`,
      `Forma de pagamento: ${PAYMENT_METHOD_LABELS[input.method]}.`,
      `Período: ${formatDate(input.periodStart)} a ${formatDate(input.periodEnd)}.`,
      'Guarde este email como comprovante.',
    ],
    { label: 'Ver minha assinatura', url: `${input.appUrl}/subscription` },
  );
}

export function renewalReminderEmail(input: {
  to: string;
  endsAt: Date;
  days: number;
  /** How the ending period was paid: the offer is only what the checkout accepts then (renewal-offers.ts). */
  method: UnrenewedMethod;
  appUrl: string;
}): MailMessage {
  const when = input.days === 1 ? 'amanhã' : `em ${input.days} dias`;
  return message(
    input.to,
    `Seu plano do Pautei termina ${when}`,
    [
      `Seu período pago termina em ${formatDate(input.endsAt)}.`,
      renewalOfferText(input.method),
      'Se não renovar, seus dados continuam guardados e você pode voltar quando quiser.',
    ],
    { label: 'Renovar agora', url: `${input.appUrl}/subscription` },
  );
}

export function periodEndedEmail(input: { to: string; endedAt: Date; appUrl: string }): MailMessage {
  return message(
    input.to,
    'Seu período pago no Pautei terminou',
    [
      `Seu período pago terminou em ${formatDate(input.endedAt)}.`,
      'Seus conteúdos e dados continuam guardados. Assine de novo para voltar a criar.',
    ],
    { label: 'Escolher um plano', url: `${input.appUrl}/subscription` },
  );
}

export function mandateRevokedEmail(input: { to: string; endsAt: Date; appUrl: string }): MailMessage {
  return message(
    input.to,
    'Autorização do Pix Automático cancelada',
    [
      'A autorização do Pix Automático foi cancelada no app do seu banco, então não faremos novas cobranças.',
      `Seu plano continua ativo até ${formatDate(input.endsAt)}.`,
      'Para continuar depois dessa data, autorize de novo ou pague meses antecipados com Pix.',
    ],
    { label: 'Ver minha assinatura', url: `${input.appUrl}/subscription` },
  );
}

export function refundEmail(input: {
  to: string;
  amount: number;
  endsAt: Date;
  /** An upgrade's refund: the Criador Solo period paid before it resumes until then (at once, or at `endsAt`). */
  resumedUntil?: Date | null;
  resumedNow?: boolean;
  /** Months paid in other charges that carry the access on after `endsAt`, until then. */
  continuesUntil?: Date | null;
  appUrl: string;
}): MailMessage {
  return message(
    input.to,
    'Reembolso do seu pagamento no Pautei',
    [
      `Reembolsamos ${formatMoney(input.amount)} do seu pagamento com Pix.`,
      input.resumedUntil && input.resumedNow
        ? `Você voltou ao plano Criador Solo que já tinha pago, até ${formatDate(input.resumedUntil)}.`
        : input.resumedUntil
          ? `Seu plano Agência vai até ${formatDate(input.endsAt)}; depois, você volta ao plano Criador Solo que já tinha pago, até ${formatDate(input.resumedUntil)}.`
          : input.continuesUntil
            ? `Os meses que você pagou em outros pagamentos continuam valendo: seu plano fica ativo até ${formatDate(input.continuesUntil)}.`
            : `Seu acesso pago vai até ${formatDate(input.endsAt)}.`,
    ],
    { label: 'Ver minha assinatura', url: `${input.appUrl}/subscription` },
  );
}
