/**
 * What the "Enviar para aprovação" dialog works with, apart from the dialog itself: the items it takes,
 * the share step's texts for each way a link is (re)sent, and the client's open round. Kept apart so that
 * screens in the app shell (the dashboard's approval figures) use them without loading the dialog.
 */
import { approvalMessage, reminderMessage } from '@shared/whatsapp';
import type { ReviewLinkAddress, ReviewLinkSummary } from '@shared/schemas/approval';

export interface ApprovalCandidate {
  id: string;
  title: string;
  clientId: string | null;
  clientName: string | null;
}

/** What the share step shows: the address, a title and note saying what just happened, the message. */
export interface ShareView {
  address: ReviewLinkAddress;
  title: string;
  note: string;
  message: string;
}

export const waitingOf = (link: ReviewLinkSummary) => link.items.filter((i) => i.approvalState === 'pending').length;

/** The share step with the approval message, counting `itemCount` items (by default, those still waiting). */
function approvalShare(
  address: ReviewLinkAddress,
  texts: { title: string; note: string },
  itemCount = waitingOf(address.link),
): ShareView {
  return {
    address,
    ...texts,
    message: approvalMessage({ clientName: address.recipient?.name, itemCount, url: address.url }),
  };
}

export function createdShare(address: ReviewLinkAddress): ShareView {
  return approvalShare(
    address,
    {
      title: 'Link de aprovação criado',
      note: 'O cliente abre sem precisar de conta. O endereço fica guardado: copie ou reenvie quando quiser em Aprovações.',
    },
    address.link.items.length,
  );
}

/** "Reenviar": the same address the client already has. */
export function resendShare(address: ReviewLinkAddress): ShareView {
  return approvalShare(address, {
    title: 'Mesmo endereço de antes',
    note: 'É o mesmo link que o cliente já recebeu: nada muda para ele.',
  });
}

export function renewedShare(address: ReviewLinkAddress): ShareView {
  return approvalShare(address, {
    title: 'Novo endereço gerado',
    note: 'O endereço anterior não funciona mais. Envie este ao cliente.',
  });
}

export function reminderShare(address: ReviewLinkAddress): ShareView {
  return {
    address,
    title: 'Lembrete pronto',
    note: 'O lembrete leva o mesmo link que o cliente já tem.',
    message: reminderMessage({
      clientName: address.recipient?.name,
      pendingCount: waitingOf(address.link),
      url: address.url,
    }),
  };
}

/**
 * The newest link of this client still waiting for the client ("Aberto"): the round new items join. A link
 * already answered, emptied, expired or revoked is not proposed: the client is not looking at it any more,
 * so the items go in a new link.
 */
export function openRoundOf(links: readonly ReviewLinkSummary[] | undefined, clientId: string | null) {
  return (links ?? [])
    .filter((l) => l.clientId === clientId && l.status === 'open')
    .reduce<ReviewLinkSummary | null>((best, l) => (!best || l.createdAt > best.createdAt ? l : best), null);
}
