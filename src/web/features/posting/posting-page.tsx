/**
 * The posting kit (/postar/:id), made for the phone: the text as it will be posted (the caption with its
 * hashtags, and the publi label when "É publicidade?" is on — the server has already written it into the
 * text), "Copiar legenda", "Compartilhar" (the phone's share sheet), the images when the item has them,
 * then the time it is scheduled for and "Marcar como publicado" / "Não publicado". The reminder links here.
 */
import { useQuery } from '@tanstack/react-query';
import { Copy, Share2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { toast } from '@web/lib/toast';
import { CONTENT_KIND_LABELS } from '@shared/content-kinds';
import { exportText } from '@shared/content-view';
import { formatDateTime } from '@shared/format';
import { formatLocalDateTime, readLocalDateTime } from '@shared/local-date-time';
import { imageFileName } from '@shared/render/file-name';
import { hasImages } from '@shared/render/item-deck';
import { messageFor } from '@shared/messages';
import { CHANNEL_LABELS, PUBLICATION_CHANNELS, STAGE_LABELS, type PublicationChannel } from '@shared/publication';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { SelectField, TextAreaField, TextField } from '@web/components/ui/field';
import { Spinner } from '@web/components/ui/spinner';
import { PublicationBadge } from '@web/components/publication/publication-badge';
import { contentItemQuery } from '@web/entities/content/api';
import { currentItemImagesQuery } from '@web/entities/content/images';
import {
  publicationQuery,
  useMarkNotPublished,
  useMarkPublished,
  useSchedulePublication,
} from '@web/entities/publication/api';
import { errorMessage } from '@web/lib/api';
import { useMay } from '@web/lib/session';
import { PostingImages, type PostingImage } from './posting-images';

const CHANNEL_OPTIONS = PUBLICATION_CHANNELS.map((c) => ({ value: c, label: CHANNEL_LABELS[c] }));

export default function PostingPage() {
  const { id = '' } = useParams();
  const item = useQuery(contentItemQuery(id));
  const publication = useQuery(publicationQuery(id));
  // The item's rendered images (carousel slides, story frames, reel cover), asked for with the item.
  const rendered = useQuery(currentItemImagesQuery(id));
  const mayEdit = useMay('edit');

  // The page waits for the image list too (asked for at the same time): the images come first on the
  // page, and showing them after the text would push the text down under the reader's eyes.
  const waitingImages = item.isSuccess && hasImages(item.data.type) && rendered.isPending;
  if (item.isPending || publication.isPending || waitingImages) return <Spinner className="min-h-[50vh]" />;
  if (item.isError || publication.isError) {
    return (
      <div className="mx-auto max-w-lg space-y-3 p-4">
        <h1 className="text-xl font-bold text-slate-900 dark:text-white">Hora de postar</h1>
        <p className="text-slate-700 dark:text-slate-300">
          {errorMessage(item.error ?? publication.error, 'Conteúdo não encontrado.')}
        </p>
        <Link to="/calendar" className="text-brand-700 underline dark:text-brand-300">
          Voltar ao calendário
        </Link>
      </div>
    );
  }
  const content = item.data;
  const pub = publication.data.publication;
  const caption = exportText(content);
  // The images drawn for the item, in posting order; none (or not drawn yet): the kit is the text alone.
  const drawn = rendered.data?.images ?? [];
  const images: PostingImage[] = drawn.map((img) => ({
    url: img.url,
    alt: img.alt,
    fileName: imageFileName(content.title, img.position, drawn.length),
    width: img.width,
    height: img.height,
  }));

  return (
    <div className="mx-auto max-w-lg space-y-5 pb-10">
      <header className="space-y-1">
        <p className="text-sm font-medium text-slate-600 dark:text-slate-300">
          Hora de postar · {CONTENT_KIND_LABELS[content.type]}
          {publication.data.clientName ? ` · ${publication.data.clientName}` : ''}
        </p>
        <h1 className="text-2xl font-bold break-words text-slate-900 dark:text-white">{content.title}</h1>
        <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
          <span>{STAGE_LABELS[pub.stage]}</span>
          <PublicationBadge state={content.publicationState} publishAt={pub.publishAt} />
        </div>
      </header>

      <PostingImages images={images} />

      <Card className="space-y-3 p-4">
        <h2 className="text-base font-semibold text-slate-900 dark:text-white">Legenda</h2>
        <p
          className="max-h-[50vh] overflow-y-auto text-[15px] leading-relaxed break-words whitespace-pre-wrap text-slate-900 dark:text-slate-100"
          data-testid="posting-caption"
        >
          {caption}
        </p>
        <div className="grid grid-cols-2 gap-2">
          <Button type="button" onClick={() => void copyCaption(caption)}>
            <Copy className="h-4 w-4" aria-hidden /> Copiar legenda
          </Button>
          <Button type="button" variant="outline" onClick={() => void share(content.title, caption, images)}>
            <Share2 className="h-4 w-4" aria-hidden /> Compartilhar
          </Button>
        </div>
      </Card>

      {pub.stage === 'published' ? (
        <Card className="space-y-1 p-4 text-sm text-slate-800 dark:text-slate-200">
          <h2 className="text-base font-semibold text-slate-900 dark:text-white">Publicado</h2>
          <p>
            {pub.publishedAt ? formatDateTime(pub.publishedAt) : ''}
            {pub.channel ? ` · ${CHANNEL_LABELS[pub.channel]}` : ''}
          </p>
          {pub.url ? <PostUrl url={pub.url} /> : null}
        </Card>
      ) : null}
      {pub.stage === 'not_published' && pub.reason ? (
        <Card className="space-y-1 p-4 text-sm text-slate-800 dark:text-slate-200">
          <h2 className="text-base font-semibold text-slate-900 dark:text-white">Não publicado</h2>
          <p className="break-words">{pub.reason}</p>
        </Card>
      ) : null}

      {mayEdit && pub.stage !== 'draft' ? (
        <>
          {pub.stage !== 'published' ? <ScheduleForm id={id} publishAt={pub.publishAt} /> : null}
          <PublishedForm id={id} channel={pub.channel} url={pub.url} />
          {pub.stage !== 'not_published' ? <NotPublishedForm id={id} /> : null}
        </>
      ) : null}
      {mayEdit && pub.stage === 'draft' ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">{messageFor('PUBLICATION_NOT_APPROVED')}</p>
      ) : null}
    </div>
  );
}

async function copyCaption(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success('Legenda copiada.');
  } catch {
    toast.error('Não foi possível copiar. Toque e segure o texto para copiar.');
  }
}

/** The phone's share sheet: the text, and the images as files when there are images and the phone takes files. */
async function share(title: string, text: string, images: readonly PostingImage[]) {
  if (typeof navigator.share !== 'function') {
    await copyCaption(text);
    return;
  }
  try {
    const files = await filesOf(images);
    const data: ShareData = { title, text, ...(files.length && navigator.canShare?.({ files }) ? { files } : {}) };
    await navigator.share(data);
  } catch (err) {
    // Closing the share sheet is not an error.
    if (err instanceof DOMException && err.name === 'AbortError') return;
    toast.error('Não foi possível compartilhar. Use "Copiar legenda".');
  }
}

async function filesOf(images: readonly PostingImage[]): Promise<File[]> {
  const files: File[] = [];
  for (const image of images) {
    const blob = await (await fetch(image.url)).blob();
    files.push(new File([blob], image.fileName, { type: blob.type }));
  }
  return files;
}

/** The post's address, shown as text (it is whatever the person typed); it opens only when followed. */
function PostUrl({ url }: { url: string }) {
  return (
    <p className="break-all">
      <span className="text-slate-600 dark:text-slate-400">Link: </span>
      <span>{url}</span>{' '}
      <a
        href={url}
        target="_blank"
        rel="noopener noreferrer nofollow"
        className="text-brand-700 underline dark:text-brand-300"
      >
        Abrir publicação
      </a>
    </p>
  );
}

function ScheduleForm({ id, publishAt }: { id: string; publishAt: string | null }) {
  const schedule = useSchedulePublication();
  const current = publishAt ? formatLocalDateTime(new Date(publishAt)) : '';
  const [value, setValue] = useState(current);
  const [error, setError] = useState<string>();
  useEffect(() => setValue(current), [current]);
  return (
    <Card className="p-4">
      <form
        className="space-y-3"
        onSubmit={(e) => {
          e.preventDefault();
          const read = readLocalDateTime(value);
          if (read.error) return setError(messageFor(read.error));
          setError(undefined);
          schedule.mutate(
            { id, publishAt: value },
            {
              onSuccess: () => toast.success('Postagem agendada.'),
              onError: (err) => setError(errorMessage(err, 'Não foi possível agendar.')),
            },
          );
        }}
      >
        <h2 className="text-base font-semibold text-slate-900 dark:text-white">Quando postar</h2>
        <TextField
          type="datetime-local"
          label="Data e hora de postar"
          hint="Horário de Brasília"
          value={value}
          error={error}
          onChange={(e) => setValue(e.target.value)}
        />
        <Button
          type="submit"
          variant="outline"
          busy={schedule.isPending}
          disabled={!value || value === current}
          className="w-full"
        >
          Agendar postagem
        </Button>
      </form>
    </Card>
  );
}

function PublishedForm({ id, channel, url }: { id: string; channel: PublicationChannel | null; url: string | null }) {
  const mark = useMarkPublished();
  const [where, setWhere] = useState<string>(channel ?? '');
  const [link, setLink] = useState(url ?? '');
  const [errors, setErrors] = useState<{ where?: string; link?: string }>({});
  return (
    <Card className="p-4">
      <form
        className="space-y-3"
        onSubmit={(e) => {
          e.preventDefault();
          if (!where) return setErrors({ where: messageFor('PUBLICATION_CHANNEL_INVALID') });
          setErrors({});
          mark.mutate(
            { id, body: { channel: where as PublicationChannel, url: link.trim() } },
            {
              onSuccess: () => toast.success('Marcado como publicado.'),
              onError: (err) => setErrors({ link: errorMessage(err, 'Não foi possível marcar.') }),
            },
          );
        }}
      >
        <h2 className="text-base font-semibold text-slate-900 dark:text-white">Já postou?</h2>
        <SelectField
          label="Onde foi publicado?"
          options={CHANNEL_OPTIONS}
          placeholder="Escolha"
          value={where}
          error={errors.where}
          onChange={(e) => setWhere(e.target.value)}
        />
        <TextField
          type="url"
          inputMode="url"
          label="Link da publicação (opcional)"
          value={link}
          error={errors.link}
          onChange={(e) => setLink(e.target.value)}
        />
        <Button type="submit" busy={mark.isPending} className="w-full">
          Marcar como publicado
        </Button>
      </form>
    </Card>
  );
}

function NotPublishedForm({ id }: { id: string }) {
  const mark = useMarkNotPublished();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  return (
    <Card className="p-4">
      <form
        className="space-y-3"
        onSubmit={(e) => {
          e.preventDefault();
          if (!reason.trim()) return setError(messageFor('PUBLICATION_REASON_REQUIRED'));
          setError(undefined);
          mark.mutate(
            { id, body: { reason } },
            {
              onSuccess: () => toast.success('Marcado como não publicado.'),
              onError: (err) => setError(errorMessage(err, 'Não foi possível marcar.')),
            },
          );
        }}
      >
        <TextAreaField
          label="Por que não foi publicado?"
          rows={2}
          maxLength={500}
          value={reason}
          error={error}
          onChange={(e) => setReason(e.target.value)}
        />
        <Button type="submit" variant="ghost" busy={mark.isPending} className="w-full">
          Não publicado
        </Button>
      </form>
    </Card>
  );
}
