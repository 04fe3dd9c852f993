/**
 * "Enviar para aprovação": creates a review link for the selected items (all of one client, or the
 * creator's own), then offers WhatsApp with an editable message, copying the link and, when the client
 * has an e-mail, sending it by e-mail. The link's address exists only here: the server keeps its hash.
 */
import { Copy, Mail, MessageCircle } from 'lucide-react';
import { useMemo, useState } from 'react';
import { toast } from 'sonner';
import { Button, buttonClasses } from '../ui/button';
import { SelectField, TextAreaField, TextField } from '../ui/field';
import { Modal } from '../ui/modal';
import { Notice } from '../ui/notice';
import { copyText } from '@web/lib/download';
import { errorMessage } from '@web/lib/api';
import { approvalMessage, normaliseBrazilPhone, whatsappUrl } from '@shared/whatsapp';
import { REVIEW_EXPIRY_DAYS, type CreatedReviewLink } from '@shared/schemas/approval';
import { messageFor } from '@shared/messages';
import { useCreateReviewLink, useEmailReviewLink } from '@web/entities/approval/api';

export interface ApprovalCandidate {
  id: string;
  title: string;
  clientId: string | null;
  clientName: string | null;
}

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
  created: initial,
}: {
  open: boolean;
  onClose: () => void;
  /** The selected items; ignored when `created` is given (re-sending a renewed link). */
  items: ApprovalCandidate[];
  created?: CreatedReviewLink | null;
}) {
  const [days, setDays] = useState(String(REVIEW_EXPIRY_DAYS.default));
  const [created, setCreated] = useState<CreatedReviewLink | null>(initial ?? null);
  const create = useCreateReviewLink();
  const clientIds = useMemo(() => new Set(items.map((i) => i.clientId)), [items]);
  const mixed = clientIds.size > 1;
  const shown = created ?? initial ?? null;

  const close = () => {
    setCreated(null);
    create.reset();
    onClose();
  };

  return (
    <Modal open={open} onClose={close} title="Enviar para aprovação">
      {shown ? (
        <ShareStep created={shown} />
      ) : (
        <form
          className="space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            if (mixed || !items.length) return;
            create.mutate(
              { items: items.map((i) => i.id), expiresInDays: Number(days) },
              {
                onSuccess: (res) => setCreated(res),
                onError: (err) => toast.error(errorMessage(err, messageFor('INTERNAL'))),
              },
            );
          }}
        >
          <p className="text-sm text-slate-700 dark:text-slate-200">
            {items.length === 1 ? '1 conteúdo selecionado' : `${items.length} conteúdos selecionados`}
            {items[0]?.clientName && !mixed ? ` de ${items[0].clientName}` : ''}.
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
          <SelectField
            label="Validade do link"
            value={days}
            onChange={(e) => setDays(e.target.value)}
            options={EXPIRY_OPTIONS}
            hint="Depois disso o link deixa de funcionar. Você pode revogá-lo antes."
          />
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="ghost" onClick={close}>
              Cancelar
            </Button>
            <Button type="submit" busy={create.isPending} disabled={mixed || !items.length}>
              Criar link de aprovação
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}

function ShareStep({ created }: { created: CreatedReviewLink }) {
  const { recipient, url } = created;
  const [message, setMessage] = useState(() =>
    approvalMessage({ clientName: recipient?.name, itemCount: created.link.items.length, url }),
  );
  const email = useEmailReviewLink();
  const phone = recipient?.phone ?? null;
  const validPhone = normaliseBrazilPhone(phone);
  const waUrl = whatsappUrl(phone, message);

  return (
    <div className="space-y-4">
      <Notice tone="success" title="Link de aprovação criado">
        O cliente abre sem precisar de conta. Guarde ou envie agora: por segurança, o endereço não fica salvo.
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
        <Button
          variant="outline"
          icon={<Copy className="h-4 w-4" aria-hidden />}
          onClick={() =>
            void copyText(url).then(
              () => toast.success('Link copiado'),
              () => toast.error('Não foi possível copiar. Selecione o link e copie.'),
            )
          }
        >
          Copiar link
        </Button>
        {recipient?.hasEmail && (
          <Button
            variant="outline"
            icon={<Mail className="h-4 w-4" aria-hidden />}
            busy={email.isPending}
            onClick={() =>
              email.mutate(
                { linkId: created.link.id, token: created.token },
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
