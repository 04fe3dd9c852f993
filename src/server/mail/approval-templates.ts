/** The e-mails of client approval, in Portuguese: the review link for the client, the answer for the owner. */
import { formatDate } from '@shared/format';
import { escapeHtml } from '@shared/escape-html';
import type { MailMessage } from './transport';

function layout(title: string, paragraphs: string[], action: { label: string; url: string }): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px;white-space:pre-wrap">${escapeHtml(p)}</p>`).join('');
  const button = `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#7c3aed;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(action.label)}</a></p><p style="font-size:12px;color:#666">Se o botão não funcionar, copie este link: ${escapeHtml(action.url)}</p>`;
  return `<!doctype html><html lang="pt-BR"><body style="font-family:system-ui,sans-serif;color:#111;max-width:560px;margin:auto;padding:24px"><h1 style="font-size:20px">${escapeHtml(title)}</h1>${body}${button}<p style="font-size:12px;color:#666">Pautei — conteúdo com IA para criadores e agências.</p></body></html>`;
}

/** To the client: the review link (the same text the WhatsApp message carries). */
export function reviewRequestEmail(input: {
  to: string;
  clientName: string;
  ownerName: string;
  itemCount: number;
  url: string;
  expiresAt: Date;
}): MailMessage {
  const greeting = `Olá, ${input.clientName}!`;
  const what =
    input.itemCount === 1
      ? `${input.ownerName} enviou 1 conteúdo para a sua aprovação.`
      : `${input.ownerName} enviou ${input.itemCount} conteúdos para a sua aprovação.`;
  const how = `Abra o link, sem precisar de cadastro, e aprove ou peça ajuste em cada um. O link vale até ${formatDate(input.expiresAt)}.`;
  return {
    to: input.to,
    subject: `${input.ownerName}: conteúdos aguardando a sua aprovação`,
    text: `${greeting}\n\n${what}\n${how}\n${input.url}`,
    html: layout(greeting, [what, how], { label: 'Ver e aprovar', url: input.url }),
    secretLinks: true,
  };
}

/** To the owner: a client answered one item. */
export function reviewAnswerEmail(input: {
  to: string;
  clientName: string | null;
  approverName: string | null;
  itemTitle: string;
  decision: 'approved' | 'changes_requested';
  comment: string | null;
  url: string;
}): MailMessage {
  const who = input.approverName
    ? `${input.approverName}${input.clientName ? ` (${input.clientName})` : ''}`
    : (input.clientName ?? 'Seu cliente');
  const approved = input.decision === 'approved';
  const subject = approved ? `Aprovado: ${input.itemTitle}` : `Ajuste solicitado: ${input.itemTitle}`;
  const line = approved ? `${who} aprovou "${input.itemTitle}".` : `${who} pediu ajuste em "${input.itemTitle}".`;
  const paragraphs = [line];
  if (input.comment) paragraphs.push(`Comentário: ${input.comment}`);
  return {
    to: input.to,
    subject,
    text: `${paragraphs.join('\n\n')}\n\nVeja no Pautei: ${input.url}`,
    html: layout(approved ? 'Conteúdo aprovado' : 'Ajuste solicitado', paragraphs, {
      label: 'Abrir no Pautei',
      url: input.url,
    }),
  };
}
