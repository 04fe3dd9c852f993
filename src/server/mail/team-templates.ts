/** The team's e-mails, in Portuguese: an invitation to join an agency's team. */
import { formatDate } from '@shared/format';
import { ROLE_LABELS, type InvitableRole } from '@shared/team';
import { interpolate } from '@shared/messages';
import { teamTexts } from '@shared/messages/team-texts';
import { escapeHtml } from '@shared/escape-html';
import type { MailMessage } from './transport';

export function invitationEmail(input: {
  to: string;
  teamName: string;
  inviterName: string;
  role: InvitableRole;
  url: string;
  expiresAt: Date;
}): MailMessage {
  const title = interpolate(teamTexts.EMAIL_SUBJECT, { name: input.teamName });
  const lines = [
    `${input.inviterName} convidou você para a equipe ${input.teamName} no Pautei, como ${ROLE_LABELS[input.role]}.`,
    `O convite vale até ${formatDate(input.expiresAt)} e só pode ser aceito com este e-mail (${input.to}). Se você ainda não tem conta, crie uma com este e-mail.`,
  ];
  const body = lines.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  const url = escapeHtml(input.url);
  return {
    to: input.to,
    subject: title,
    text: `${lines.join('\n\n')}\n\nAceitar o convite: ${input.url}`,
    html: `<!doctype html><html lang="pt-BR"><body style="font-family:system-ui,sans-serif;color:#111;max-width:560px;margin:auto;padding:24px"><h1 style="font-size:20px">${escapeHtml(title)}</h1>${body}<p style="margin:24px 0"><a href="${url}" style="background:#7c3aed;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">Aceitar o convite</a></p><p style="font-size:12px;color:#666">Se o botão não funcionar, copie este link: ${url}</p></body></html>`,
    secretLinks: true,
  };
}
