/** The e-mail "Hora de postar": a scheduled item's time came; the link opens its posting kit. */
import { formatDateTime } from '@shared/format';
import { layout } from './templates';
import type { MailMessage } from './transport';

export function publicationReminderEmail(input: {
  to: string;
  itemId: string;
  itemTitle: string;
  clientName: string | null;
  publishAt: Date;
  late: boolean;
  appUrl: string;
}): MailMessage {
  const what = input.clientName ? `“${input.itemTitle}” (${input.clientName})` : `“${input.itemTitle}”`;
  const subject = input.late ? `Atrasado: hora de postar ${what}` : `Hora de postar ${what}`;
  const paragraphs = [
    input.late
      ? `O horário agendado para postar ${what} era ${formatDateTime(input.publishAt)} e já passou.`
      : `Está na hora de postar ${what}, agendado para ${formatDateTime(input.publishAt)}.`,
    'Abra o kit de postagem no celular: a legenda está pronta para copiar e compartilhar. Depois, marque como publicado.',
  ];
  const action = { label: 'Abrir kit de postagem', url: `${input.appUrl}/postar/${input.itemId}` };
  return {
    to: input.to,
    subject,
    text: [...paragraphs, `${action.label}: ${action.url}`].join('\n\n'),
    html: layout(subject, paragraphs, action),
  };
}
