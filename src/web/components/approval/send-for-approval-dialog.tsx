/**
 * "Enviar para aprovação": sends the selected items (all of one client, or the creator's own). When the
 * client already has an open link, the items are added to it by default (the client keeps one page and
 * one address), with the choice of a new link; an item already in another link moves to this one.
 * Then the share step: WhatsApp with an editable message, copying the address and, when the client has
 * an e-mail, sending it by e-mail. The same share step re-sends, reminds and shows a new address.
 */
import { useQuery } from '@tanstack/react-query';
import { Copy, Mail, MessageCircle } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { toast } from '@web/lib/toast';
import { Button, buttonClasses } from '../ui/button';
import { SelectField, TextAreaField, TextField } from '../ui/field';
import { Modal } from '../ui/modal';
import { Notice } from '../ui/notice';
import { copyText } from '@web/lib/download';
import { errorMessage } from '@web/lib/api';
import { addedToLinkMessage, normaliseBrazilPhone, whatsappUrl } from '@shared/whatsapp';
import { REVIEW_LINK_STATUS_LABELS, REVIEW_EXPIRY_DAYS } from '@shared/schemas/approval';
import { interpolate, messageFor } from '@shared/messages';
import { internalReviewTexts } from '@shared/messages/internal-review';
import { internalStateOf, useInternalReview } from '@web/entities/internal-review/api';
import {
  reviewLinksQuery,
  useAddReviewItems,
  useCreateReviewLink,
  useEmailReviewLink,
} from '@web/entities/approval/api';
import {
  createdShare,
  openRoundOf,
  resendShare,
  waitingOf,
  type ApprovalCandidate,
  type ShareView,
} from './share-views';

export {
  createdShare,
  openRoundOf,
  reminderShare,
  renewedShare,
  resendShare,
  type ApprovalCandidate,
  type ShareView,
} from './share-views';

const EXPIRY_OPTIONS = Array.from({ length: REVIEW_EXPIRY_DAYS.max }, (_, i) => {
  const days = i + 1;
  return { value: String(days), label: days === 1 ? '1 dia' : `${days} dias` };
});

/** 'Cliente X, Pet Feliz e seus próprios conteúdos' — who the selection mixes. */
function mixedNames(items: ApprovalCandidate[]): string {
  const names = [...new Set(items.map((i) => i.clientName ?? (i.clientId ? 'cliente sem nome' : 'você')))];
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} e ${names.at(-1)}` : (names[0] ?? '');
}

export function SendForApprovalDialog({
  open,
  onClose,
  items,
  shared,
}: {
  open: boolean;
  onClose: () => void;
  /** The selected items; ignored when `shared` is given (re-sending, reminding, a new address). */
  items: ApprovalCandidate[];
  shared?: ShareView | null;
}) {
  const [days, setDays] = useState(String(REVIEW_EXPIRY_DAYS.default));
  const [choice, setChoice] = useState<'add' | 'new' | null>(null);
  const [result, setResult] = useState<ShareView | null>(null);
  const create = useCreateReviewLink();
  const addItems = useAddReviewItems();
  const clientIds = useMemo(() => new Set(items.map((i) => i.clientId)), [items]);
  const mixed = clientIds.size > 1;
  const links = useQuery(reviewLinksQuery(open && !shared && items.length > 0 && !mixed));
  // With "Revisão interna" on, only items the team approved may go to the client (the server refuses the
  // others too): say which ones first, instead of a refusal after the click.
  const internal = useInternalReview(open && !shared && items.length > 0);
  const notApproved = internal.data?.enabled
    ? items.filter((i) => internalStateOf(internal.data.items, i.id).state !== 'approved')
    : [];
  const round = mixed || !items.length ? null : openRoundOf(links.data, items[0]!.clientId);
  const mode = choice ?? (round ? 'add' : 'new');
  const shown = result ?? shared ?? null;
  const clientName = items[0]?.clientName ?? null;

  const close = () => {
    setResult(null);
    setChoice(null);
    create.reset();
    addItems.reset();
    onClose();
  };
  const fail = (err: unknown) => toast.error(errorMessage(err, messageFor('INTERNAL')));

  const submit = () => {
    if (mixed || !items.length) return;
    const ids = items.map((i) => i.id);
    if (mode === 'add' && round) {
      const before = new Set(round.items.map((i) => i.id));
      addItems.mutate(
        { linkId: round.id, items: ids },
        {
          onSuccess: (res) => {
            if (!res.address) {
              toast.success('Conteúdos adicionados ao link aberto');
              toast.info(messageFor('APPROVAL_ADDRESS_UNAVAILABLE'));
              close();
              return;
            }
            const added = items.filter((i) => !before.has(i.id)).map((i) => i.title);
            setResult(
              res.added > 0
                ? {
                    address: res.address,
                    title: 'Adicionado ao link aberto',
                    note: 'O cliente vê tudo numa página só, no mesmo endereço que já recebeu.',
                    message: addedToLinkMessage({
                      clientName: res.address.recipient?.name,
                      addedTitles: added,
                      waitingCount: waitingOf(res.link),
                      url: res.address.url,
                    }),
                  }
                : { ...resendShare(res.address), title: 'Estes conteúdos já estavam no link aberto' },
            );
          },
          onError: fail,
        },
      );
    } else {
      create.mutate(
        { items: ids, expiresInDays: Number(days) },
        { onSuccess: (res) => setResult(createdShare(res)), onError: fail },
      );
    }
  };

  const waiting = round ? waitingOf(round) : 0;
  const roundLabel =
    // The link's state is named by the same table as the Aprovações page ("Aberto").
    `Adicionar ao link ${round ? REVIEW_LINK_STATUS_LABELS[round.status].toLowerCase() : ''}${clientName ? ` de ${clientName}` : ''} ` +
    `(${waiting === 1 ? '1 item aguardando' : `${waiting} itens aguardando`})`;
  return (
    <Modal open={open} onClose={close} title="Enviar para aprovação">
      {shown ? (
        <ShareStep view={shown} />
      ) : (
        <form
          className="space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <p className="text-sm text-slate-700 dark:text-slate-200">
            {items.length === 1 ? '1 conteúdo selecionado' : `${items.length} conteúdos selecionados`}
            {clientName && !mixed ? ` de ${clientName}` : ''}.
          </p>
          <ul className="max-h-40 space-y-1 overflow-y-auto text-sm text-slate-600 dark:text-slate-300">
            {items.map((i) => (
              <li key={i.id} className="truncate">
                • {i.title}
              </li>
            ))}
          </ul>
          {mixed && (
            <Notice tone="warning" title={messageFor('APPROVAL_ITEMS_MIXED_CLIENTS')}>
              Cada link de aprovação vai para um só cliente. Você marcou conteúdos de {mixedNames(items)}: desmarque os
              de outros clientes e envie um link para cada um.
            </Notice>
          )}
          {notApproved.length > 0 && (
            <Notice tone="warning" title={internalReviewTexts.SEND_BLOCKED}>
              {interpolate(internalReviewTexts.SEND_BLOCKED_ITEMS, {
                titles: notApproved.map((i) => `“${i.title}”`).join(', '),
              })}
            </Notice>
          )}
          {round && (
            <fieldset className="space-y-2">
              <legend className="mb-1 text-sm font-medium">Onde enviar</legend>
              <TargetOption checked={mode === 'add'} onSelect={() => setChoice('add')}>
                {roundLabel}
              </TargetOption>
              <TargetOption checked={mode === 'new'} onSelect={() => setChoice('new')}>
                Criar um novo link
              </TargetOption>
            </fieldset>
          )}
          {mode === 'new' && (
            <SelectField
              label="Validade do link"
              value={days}
              onChange={(e) => setDays(e.target.value)}
              options={EXPIRY_OPTIONS}
              hint="Depois disso o link deixa de funcionar. Você pode revogá-lo antes. Um conteúdo que já está em outro link passa para este."
            />
          )}
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="ghost" onClick={close}>
              Cancelar
            </Button>
            <Button
              type="submit"
              busy={create.isPending || addItems.isPending}
              disabled={mixed || !items.length || notApproved.length > 0}
            >
              {mode === 'add' ? 'Adicionar ao link' : 'Criar link de aprovação'}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}

/** One answer to "Onde enviar". */
function TargetOption({
  checked,
  onSelect,
  children,
}: {
  checked: boolean;
  onSelect: () => void;
  children: ReactNode;
}) {
  return (
    <label className="flex items-start gap-2 text-sm">
      <input
        type="radio"
        name="approval-target"
        className="mt-0.5 h-4 w-4 accent-brand-600"
        checked={checked}
        onChange={onSelect}
      />
      <span>{children}</span>
    </label>
  );
}

function ShareStep({ view }: { view: ShareView }) {
  const { recipient, url, token, link } = view.address;
  const [message, setMessage] = useState(view.message);
  const email = useEmailReviewLink();
  const phone = recipient?.phone ?? null;
  const validPhone = normaliseBrazilPhone(phone);
  const waUrl = whatsappUrl(phone, message);

  return (
    <div className="space-y-4">
      <Notice tone="success" title={view.title}>
        {view.note}
      </Notice>
      <TextField label="Link de aprovação" value={url} readOnly onFocus={(e) => e.currentTarget.select()} />
      <TextAreaField label="Mensagem" value={message} onChange={(e) => setMessage(e.target.value)} rows={5} />
      {!validPhone && (
        <Notice tone="warning">
          {recipient === null
            ? 'No WhatsApp, escolha o contato para quem enviar.'
            : phone
              ? `O telefone cadastrado (${phone}) não parece válido. No WhatsApp, escolha o contato.`
              : 'Este cliente não tem telefone cadastrado. No WhatsApp, escolha o contato.'}
        </Notice>
      )}
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <a
          href={waUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses('primary', 'md', 'bg-emerald-600 hover:bg-emerald-700')}
        >
          <MessageCircle className="h-4 w-4" aria-hidden />
          Enviar no WhatsApp
        </a>
        <CopyLinkButton url={url} />
        {recipient?.hasEmail && (
          <Button
            variant="outline"
            icon={<Mail className="h-4 w-4" aria-hidden />}
            busy={email.isPending}
            onClick={() =>
              email.mutate(
                { linkId: link.id, token },
                {
                  onSuccess: (r) => toast.success(`Email enviado para ${r.sentTo}`),
                  onError: (err) => toast.error(errorMessage(err, messageFor('INTERNAL'))),
                },
              )
            }
          >
            Enviar por e-mail
          </Button>
        )}
      </div>
    </div>
  );
}

export function copyReviewUrl(url: string) {
  void copyText(url).then(
    () => toast.success('Link copiado'),
    () => toast.error('Não foi possível copiar. Selecione o link e copie.'),
  );
}

function CopyLinkButton({ url }: { url: string }) {
  return (
    <Button variant="outline" icon={<Copy className="h-4 w-4" aria-hidden />} onClick={() => copyReviewUrl(url)}>
      Copiar link
    </Button>
  );
}
