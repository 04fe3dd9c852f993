/** The e-mails Pautei sends, in Portuguese (text and a minimal HTML version). */
import { escapeHtml } from '@shared/escape-html';
import type { MailMessage } from './transport';

export function layout(title: string, paragraphs: string[], action?: { label: string; url: string }): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#7c3aed;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(action.label)}</a></p><p style="font-size:12px;color:#666">Se o botão não funcionar, copie este link: ${escapeHtml(action.url)}</p>`
    : '';
  return `<!doctype html><html lang="pt-BR"><body style="font-family:system-ui,sans-serif;color:#111;max-width:560px;margin:auto;padding:24px"><h1 style="font-size:20px">${escapeHtml(title)}</h1>${body}${button}<p style="font-size:12px;color:#666">Pautei — conteúdo com IA para criadores e agências.</p></body></html>`;
}

export function verificationEmail(to: string, name: string, url: string): MailMessage {
  const greeting = `Olá, ${name || 'criador'}!`;
  return {
    to,
    subject: 'Confirme seu email no Pautei',
    text: `${greeting}\n\nConfirme seu email para ativar sua conta e começar seu teste grátis de 3 dias:\n${url}\n\nSe você não criou uma conta no Pautei, ignore este email.`,
    html: layout(
      greeting,
      [
        'Confirme seu email para ativar sua conta e começar seu teste grátis de 3 dias.',
        'Se você não criou uma conta no Pautei, ignore este email.',
      ],
      { label: 'Confirmar email', url },
    ),
  };
}

/**
 * The confirmation for an account made while its e-mail has an open invitation: it joins that team and
 * starts no trial, so it promises none. Its link may lead back to the invitation (its token in the
 * callback), so the outbox does not echo it to the log.
 */
export function joinTeamVerificationEmail(
  to: string,
  name: string,
  url: string,
  team: { teamName: string; roleLabel: string },
): MailMessage {
  const greeting = `Olá, ${name || 'criador'}!`;
  const line = `Confirme seu email para ativar sua conta e entrar na equipe ${team.teamName} como ${team.roleLabel}.`;
  const ignore = 'Se você não criou uma conta no Pautei, ignore este email.';
  return {
    to,
    subject: 'Confirme seu email no Pautei',
    text: `${greeting}\n\n${line.slice(0, -1)}:\n${url}\n\n${ignore}`,
    html: layout(greeting, [line, ignore], { label: 'Confirmar email', url }),
    secretLinks: true,
  };
}

export function existingAccountEmail(to: string, signInUrl: string): MailMessage {
  return {
    to,
    subject: 'Tentativa de cadastro no Pautei',
    text: `Alguém tentou criar uma conta no Pautei com este email, que já está cadastrado.\nSe foi você, basta entrar: ${signInUrl}\nSe não foi você, pode ignorar este email.`,
    html: layout(
      'Tentativa de cadastro',
      [
        'Alguém tentou criar uma conta no Pautei com este email, que já está cadastrado.',
        'Se não foi você, pode ignorar este email.',
      ],
      { label: 'Entrar no Pautei', url: signInUrl },
    ),
  };
}

export function resetPasswordEmail(to: string, name: string, url: string): MailMessage {
  const greeting = `Olá, ${name || 'criador'}!`;
  return {
    to,
    subject: 'Redefina sua senha do Pautei',
    text: `${greeting}\n\nRecebemos um pedido para redefinir a senha da sua conta no Pautei. Crie uma nova senha por este link (válido por 1 hora):\n${url}\n\nAo salvar a nova senha, as outras sessões abertas da sua conta são encerradas.\nSe você não pediu, ignore este email: sua senha continua a mesma.`,
    html: layout(
      greeting,
      [
        'Recebemos um pedido para redefinir a senha da sua conta no Pautei. O link abaixo vale por 1 hora.',
        'Ao salvar a nova senha, as outras sessões abertas da sua conta são encerradas.',
        'Se você não pediu, ignore este email: sua senha continua a mesma.',
      ],
      { label: 'Criar nova senha', url },
    ),
  };
}
