/**
 * The client's review page (/r/:token): no account, phone first. Every item of the round, newest first,
 * as it will be posted (read through the same view and labels as every other screen; the kind table
 * says whether the maker's notes show), with "Aprovar" and "Pedir ajuste" (a comment is required for an
 * adjustment). An item the agency moved to a newer link shows only its title and that it moved; one the
 * team edited after approving it internally shows only its title and "Em revisão pela equipe". The
 * approver's name is optional and remembered on this device. Expired, revoked and unknown links get a
 * friendly page; so does a link whose items all went elsewhere, with where to answer now (the newer link,
 * the team's WhatsApp).
 */
import { useQuery } from '@tanstack/react-query';
import { ArrowRightLeft, CheckCircle2, Clock, LinkIcon, MessageCircle, MessageSquareWarning } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { usePrivatePageMeta } from '@web/lib/private-page-meta';
import { useParams } from 'react-router';
import { toast } from '@web/lib/toast';
import { Button } from '@web/components/ui/button';
import { TextAreaField, TextField } from '@web/components/ui/field';
import { Notice } from '@web/components/ui/notice';
import { Spinner } from '@web/components/ui/spinner';
import { ApprovalBadge } from '@web/components/approval/approval-badge';
import { ContentBody } from '@web/components/content/content-body';
import { ApiError, errorMessage } from '@web/lib/api';
import { readStorage, writeStorage } from '@web/lib/storage';
import { schemaErrors } from '@web/lib/form-errors';
import { formatDate, formatDateTime } from '@web/lib/format';
import { CONTENT_KIND_LABELS, kindInfo } from '@shared/content-kinds';
import { APPROVAL_COMMENT_MAX } from '@shared/approval-states';
import type * as ApprovalSchemas from '@shared/schemas/approval';
import type { ReviewPage as ReviewPageData, ReviewPageItem } from '@shared/schemas/approval';
import type { ReportBrand } from '@shared/schemas/report';
import { ImageStrip } from '@web/components/content/image-strip';
import { messageFor } from '@shared/messages';
import { reviewPageQuery, useAnswerReview } from './api';

const APPROVER_NAME_KEY = 'pautei_approver_name';

/** The page's frame: the agency's band (logo, name, colours from its brand kit) when the link is open. */
function Frame({ children, brand }: { children: ReactNode; brand?: ReportBrand }) {
  return (
    <div className="min-h-dvh bg-slate-50 text-slate-900 dark:bg-slate-950 dark:text-slate-100">
      {brand && (
        <div className="px-4 py-3" style={{ background: brand.background, color: brand.text }}>
          <div className="mx-auto flex max-w-xl items-center gap-3">
            {brand.logo && <img src={brand.logo} alt={`Logo de ${brand.name}`} className="h-10 w-10 object-contain" />}
            <p className="text-sm font-semibold">{brand.name}</p>
          </div>
        </div>
      )}
      {brand?.accent && <div aria-hidden className="h-1" style={{ background: brand.accent }} />}
      <main className="mx-auto w-full max-w-xl space-y-4 px-3 py-6 sm:px-4">{children}</main>
      <footer className="pb-6 text-center text-xs text-slate-600 dark:text-slate-400">
        {brand ? `Enviado por ${brand.name}` : null}
      </footer>
    </div>
  );
}

const CLOSED_TITLES: Record<string, string> = {
  REVIEW_LINK_EXPIRED: 'Este link expirou',
  REVIEW_LINK_REVOKED: 'Este link foi cancelado',
  REVIEW_LINK_UNKNOWN: 'Link não encontrado',
};

function ClosedLink({ error }: { error: unknown }) {
  const code = error instanceof ApiError ? error.code : 'INTERNAL';
  const title = CLOSED_TITLES[code] ?? 'Não foi possível abrir a aprovação';
  return (
    <Frame>
      <section className="space-y-3 rounded-2xl bg-white p-6 text-center shadow-sm dark:bg-slate-900">
        <LinkIcon className="mx-auto h-10 w-10 text-slate-400" aria-hidden />
        <h1 className="text-xl font-bold">{title}</h1>
        <p className="text-sm text-slate-600 dark:text-slate-300">{errorMessage(error, messageFor('INTERNAL'))}</p>
      </section>
    </Frame>
  );
}

export default function ReviewPage() {
  const { token = '' } = useParams();
  const { data, error, isPending } = useQuery(reviewPageQuery(token));
  // The agency's name, not Pautei's, once the page knows it (white label).
  usePrivatePageMeta(data ? `Aprovação de conteúdo — ${data.brand.name}` : 'Aprovação de conteúdo');
  const [approverName, setApproverName] = useState('');
  // The name remembered on this device, read after the first render: the server draws this page too
  // (it has no device storage), and the browser's first render must match what it drew.
  useEffect(() => {
    const remembered = readStorage(APPROVER_NAME_KEY);
    if (remembered) setApproverName((typed) => typed || remembered);
  }, []);

  if (isPending) {
    return (
      <Frame>
        {/* A screen tall: the footer starts below the fold, so the items arriving do not push it. */}
        <Spinner className="min-h-dvh" />
      </Frame>
    );
  }
  if (error || !data) return <ClosedLink error={error} />;
  if (data.closed) return <EmptiedLink page={data} />;

  const live = data.items.filter((i) => !i.moved && !i.revising);
  const answered = live.filter((i) => i.approvalState === 'approved' || i.approvalState === 'changes_requested');
  const allAnswered = live.length > 0 && answered.length === live.length;

  return (
    <Frame brand={data.brand}>
      <header className="space-y-1 rounded-2xl bg-white p-4 shadow-sm dark:bg-slate-900">
        <p className="text-sm text-slate-500 dark:text-slate-400">Aprovação de conteúdo</p>
        <h1 className="text-xl font-bold break-words">{data.clientName ? `Olá, ${data.clientName}!` : 'Olá!'}</h1>
        <p className="text-sm text-slate-700 dark:text-slate-200">
          <span className="font-medium">{data.senderName}</span> enviou{' '}
          {live.length === 1 ? '1 conteúdo' : `${live.length} conteúdos`} para você aprovar ou pedir ajuste.
        </p>
        <p className="text-xs text-slate-500 dark:text-slate-400">Link válido até {formatDate(data.expiresAt)}.</p>
      </header>

      {allAnswered ? (
        <Notice tone="success" title="Tudo respondido!">
          Obrigado! {data.ownerName} já recebeu as suas respostas. Se mudar de ideia, é só responder de novo abaixo.
        </Notice>
      ) : (
        <p className="px-1 text-sm text-slate-600 dark:text-slate-300" aria-live="polite">
          {answered.length} de {live.length} respondidos
        </p>
      )}

      <TextField
        label="Seu nome (opcional)"
        value={approverName}
        maxLength={80}
        autoComplete="name"
        onChange={(e) => setApproverName(e.target.value)}
        onBlur={() => writeStorage(APPROVER_NAME_KEY, approverName.trim() || null)}
        hint="Fica salvo só neste aparelho, para a agência saber quem respondeu."
        wrapperClassName="rounded-2xl bg-white p-4 shadow-sm dark:bg-slate-900"
      />

      {live.length === 0 && (
        <Notice tone="info">
          Não há mais conteúdos para responder neste link. Quem enviou pode ter removido os itens ou enviado um link
          novo.
        </Notice>
      )}

      <ol className="space-y-4">
        {data.items.map((item) => (
          <li key={item.id}>
            {item.moved ? (
              <MovedItemCard item={item} ownerName={data.ownerName} whatsappUrl={data.whatsappUrl} />
            ) : item.revising ? (
              <RevisingItemCard item={item} />
            ) : (
              <ReviewItemCard token={token} item={item} approverName={approverName} />
            )}
          </li>
        ))}
      </ol>
    </Frame>
  );
}

/**
 * Where the client answers now: the newer link, and the team's WhatsApp when it gave one ("Fale com
 * Agência Alfa no WhatsApp"), both as plain links the phone opens.
 */
function WhereToAnswer({
  newerUrl,
  ownerName,
  whatsappUrl,
}: {
  newerUrl: string | null;
  ownerName: string;
  whatsappUrl: string | null;
}) {
  if (!newerUrl && !whatsappUrl) return null;
  return (
    <p className="flex flex-wrap gap-x-4 gap-y-2">
      {newerUrl && (
        <a href={newerUrl} className="inline-block text-sm font-medium text-brand-700 underline dark:text-brand-300">
          Abrir o link mais recente
        </a>
      )}
      {whatsappUrl && (
        <a
          href={whatsappUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline dark:text-brand-300"
        >
          <MessageCircle className="h-4 w-4 shrink-0" aria-hidden />
          Fale com {ownerName} no WhatsApp
        </a>
      )}
    </p>
  );
}

/**
 * A link whose items all went to a newer link or were removed closed itself: the page only says so and
 * where to answer now.
 */
function EmptiedLink({ page }: { page: ReviewPageData }) {
  return (
    <Frame brand={page.brand}>
      <section className="space-y-3 rounded-2xl bg-white p-6 shadow-sm dark:bg-slate-900">
        <LinkIcon className="mx-auto h-10 w-10 text-slate-400" aria-hidden />
        <h1 className="text-center text-xl font-bold">Este link foi encerrado</h1>
        <p className="text-sm text-slate-700 dark:text-slate-200">
          {page.clientName ? `${page.clientName}, os` : 'Os'} conteúdos deste link foram enviados em um link mais
          recente ou retirados por {page.ownerName}.{' '}
          {page.newerUrl || page.whatsappUrl
            ? 'Responda por aqui:'
            : `Para responder, peça o link mais recente a ${page.ownerName}.`}
        </p>
        <WhereToAnswer newerUrl={page.newerUrl} ownerName={page.ownerName} whatsappUrl={page.whatsappUrl} />
      </section>
    </Frame>
  );
}

function MovedItemCard({
  item,
  ownerName,
  whatsappUrl,
}: {
  item: ReviewPageItem;
  ownerName: string;
  whatsappUrl: string | null;
}) {
  const headingId = `item-${item.id}`;
  return (
    <article aria-labelledby={headingId} className="space-y-2 rounded-2xl bg-white p-4 shadow-sm dark:bg-slate-900">
      <p className="text-xs font-medium uppercase tracking-wide text-slate-500 dark:text-slate-400">
        {CONTENT_KIND_LABELS[item.type]}
      </p>
      <h2 id={headingId} className="text-base font-semibold break-words">
        {item.title}
      </h2>
      <p className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
        <ArrowRightLeft className="h-4 w-4 shrink-0" aria-hidden />
        Movido para um link de aprovação mais recente. Responda por lá.
      </p>
      <WhereToAnswer newerUrl={item.movedTo} ownerName={ownerName} whatsappUrl={whatsappUrl} />
    </article>
  );
}

/** An item the team edited after approving it: back in their review, not the client's to answer yet. */
function RevisingItemCard({ item }: { item: ReviewPageItem }) {
  const headingId = `item-${item.id}`;
  return (
    <article aria-labelledby={headingId} className="space-y-2 rounded-2xl bg-white p-4 shadow-sm dark:bg-slate-900">
      <p className="text-xs font-medium uppercase tracking-wide text-slate-500 dark:text-slate-400">
        {CONTENT_KIND_LABELS[item.type]}
      </p>
      <h2 id={headingId} className="text-base font-semibold break-words">
        {item.title}
      </h2>
      <p className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
        <Clock className="h-4 w-4 shrink-0" aria-hidden />
        Em revisão pela equipe. Ele volta para esta página quando estiver pronto.
      </p>
    </article>
  );
}

/**
 * The server's rule for an answer (shared/schemas/approval.ts), checked before sending so that a refusal
 * shows the same words at once. It comes with the schema library (about 20 KB on the wire), which the page
 * does not need to show the content: it loads when the client first touches an item, and an answer waits
 * for it.
 */
let answerRule: Promise<typeof ApprovalSchemas> | undefined;
const loadAnswerRule = () => {
  answerRule ??= import('@shared/schemas/approval').catch((error: unknown) => {
    answerRule = undefined; // a failed download is tried again at the next answer
    throw error;
  });
  return answerRule;
};

function ReviewItemCard({ token, item, approverName }: { token: string; item: ReviewPageItem; approverName: string }) {
  const answer = useAnswerReview(token);
  const [checking, setChecking] = useState(false);
  const busy = checking || answer.isPending;
  const [asking, setAsking] = useState(false);
  const [comment, setComment] = useState('');
  const [commentError, setCommentError] = useState<string | undefined>();
  const kind = CONTENT_KIND_LABELS[item.type];
  const headingId = `item-${item.id}`;

  const send = async (decision: 'approved' | 'changes_requested') => {
    if (busy) return;
    if (decision === 'changes_requested' && !comment.trim()) {
      setCommentError(messageFor('APPROVAL_COMMENT_REQUIRED'));
      return;
    }
    const name = approverName.trim();
    const values = {
      itemId: item.id,
      decision,
      comment: decision === 'changes_requested' ? comment.trim() : undefined,
      approverName: name || undefined,
    };
    // The server's own rule first (invisible characters in the comment or the name): the same words.
    setChecking(true);
    const rule = await loadAnswerRule().catch(() => null);
    setChecking(false);
    if (!rule) {
      toast.error(messageFor('NETWORK'));
      return;
    }
    const refused = schemaErrors(rule.reviewAnswerSchema, values);
    if (refused) {
      if (refused.comment) setCommentError(refused.comment);
      else toast.error(Object.values(refused)[0]);
      return;
    }
    if (name) writeStorage(APPROVER_NAME_KEY, name);
    answer.mutate(values, {
      onSuccess: () => {
        setAsking(false);
        setComment('');
        setCommentError(undefined);
        toast.success(decision === 'approved' ? 'Aprovado. Obrigado!' : 'Pedido de ajuste enviado');
      },
      onError: (err) => {
        const msg = errorMessage(err, messageFor('INTERNAL'));
        if (err instanceof ApiError && err.fields?.comment) setCommentError(msg);
        else toast.error(msg);
      },
    });
  };

  return (
    <article
      aria-labelledby={headingId}
      className="space-y-3 rounded-2xl bg-white p-4 shadow-sm dark:bg-slate-900"
      onPointerDownCapture={() => void loadAnswerRule().catch(() => {})}
      onFocusCapture={() => void loadAnswerRule().catch(() => {})}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="text-xs font-medium uppercase tracking-wide text-slate-500 dark:text-slate-400">
            {kind}
            {item.scheduledDate ? ` · ${formatDate(item.scheduledDate)}` : ''}
          </p>
          <h2 id={headingId} className="text-base font-semibold break-words">
            {item.title}
          </h2>
        </div>
        <ApprovalBadge state={item.approvalState} prefix={false} />
      </div>
      {item.posting ? (
        <p className="text-sm font-medium text-slate-700 dark:text-slate-300" data-testid="review-posting">
          {item.posting.state === 'scheduled'
            ? `Será publicado em ${formatDateTime(item.posting.at)}`
            : `Publicado em ${formatDateTime(item.posting.at)}`}
        </p>
      ) : null}

      <ImageStrip images={item.images} label={`Imagens de ${item.title}`} />

      <ContentBody item={item} notes={kindInfo(item.type).reviewShowsNotes} />

      {item.lastAnswer && item.approvalState === 'pending' && (
        <Notice tone="info" title="Nova versão">
          Você pediu ajuste em {formatDateTime(item.lastAnswer.at)}
          {item.lastAnswer.comment ? `: “${item.lastAnswer.comment}”` : ''}. Esta é a versão atualizada.
        </Notice>
      )}
      {item.lastAnswer?.comment && item.approvalState === 'changes_requested' && (
        <p className="rounded-lg bg-red-50 p-2 text-sm break-words text-red-900 dark:bg-red-950/40 dark:text-red-100">
          Seu pedido: “{item.lastAnswer.comment}”
        </p>
      )}

      {asking ? (
        <div className="space-y-2">
          <TextAreaField
            label="O que precisa ajustar?"
            required
            value={comment}
            maxLength={APPROVAL_COMMENT_MAX}
            rows={3}
            error={commentError}
            hint={`${comment.length}/${APPROVAL_COMMENT_MAX}`}
            onChange={(e) => {
              setComment(e.target.value);
              setCommentError(undefined);
            }}
          />
          <div className="flex gap-2">
            <Button variant="ghost" className="flex-1" onClick={() => setAsking(false)}>
              Cancelar
            </Button>
            <Button variant="danger" className="flex-1" busy={busy} onClick={() => void send('changes_requested')}>
              Enviar ajuste
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex gap-2">
          <Button
            className="flex-1"
            size="lg"
            busy={busy}
            disabled={item.approvalState === 'approved'}
            icon={<CheckCircle2 className="h-5 w-5" aria-hidden />}
            onClick={() => void send('approved')}
            aria-describedby={headingId}
          >
            {item.approvalState === 'approved' ? 'Aprovado' : 'Aprovar'}
          </Button>
          <Button
            className="flex-1"
            size="lg"
            variant="outline"
            icon={<MessageSquareWarning className="h-5 w-5" aria-hidden />}
            onClick={() => setAsking(true)}
            aria-describedby={headingId}
          >
            Pedir ajuste
          </Button>
        </div>
      )}
      {item.approvalState === 'pending' && !asking && (
        <p className="flex items-center gap-1 text-xs text-slate-500 dark:text-slate-400">
          <Clock className="h-3 w-3" aria-hidden /> Aguardando a sua resposta
        </p>
      )}
    </article>
  );
}
