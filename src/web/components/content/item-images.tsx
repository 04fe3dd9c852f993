/**
 * "Imagens" of an item's card: the rendered images in order, "Gerar imagens" / "Atualizar imagens" and the
 * template of each carousel slide for the roles that may edit, "Baixar ZIP" and "Compartilhar" (the phone's share sheet with the image files when
 * the browser can share files, else the ZIP is downloaded). A risky claim in the texts is shown before
 * drawing and the user confirms.
 */
import { useQuery } from '@tanstack/react-query';
import { Download, ImageIcon, RefreshCw, Share2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { toast } from '@web/lib/toast';
import type { ClaimWarning } from '@shared/claims/check-claims';
import type { ContentItem } from '@shared/content-item';
import { hasImages, itemDeck } from '@shared/render/item-deck';
import { imageFileName } from '@shared/render/file-name';
import { errorMessage } from '@web/lib/api';
import { itemImagesQuery, useRenderImages, type TemplateChoices } from '@web/entities/content/images';
import { useMay } from '@web/lib/session';
import { messageFor } from '@shared/messages';
import { Button } from '../ui/button';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { ImageStrip } from './image-strip';
import { TemplatePicker } from './template-picker';

export function ItemImages({ item }: { item: ContentItem }) {
  if (!hasImages(item.type)) return null;
  return <ItemImagesSection item={item} />;
}

function ItemImagesSection({ item }: { item: ContentItem }) {
  const mayEdit = useMay('edit');
  const [findings, setFindings] = useState<ClaimWarning[] | null>(null);
  // Templates picked but not drawn yet (an item without images keeps them until "Gerar imagens").
  const [picked, setPicked] = useState<TemplateChoices | null>(null);
  const query = useQuery(itemImagesQuery(item.id, item.updatedAt));
  const renderImages = useRenderImages(item.id, item.updatedAt);
  const roleTemplates = useMemo(() => itemDeck(item).map((s) => s.template), [item]);
  const data = query.data;
  const saved: TemplateChoices = (data?.slides ?? []).map((s) => (s.chosen ?? null) as TemplateChoices[number]);
  const templates = picked ?? saved;
  const render = {
    isPending: renderImages.isPending,
    mutate: (confirm: boolean, choice: TemplateChoices = templates) =>
      renderImages.mutate(
        { confirm, templates: choice },
        {
          onSuccess: (answer) => {
            if (!answer.rendered) {
              setFindings(answer.findings);
              return;
            }
            setFindings(null);
            setPicked(null);
            toast.success('Imagens prontas');
          },
          onError: (err) => toast.error(errorMessage(err, messageFor('INTERNAL'))),
        },
      ),
  };

  if (!data || !data.renderable) return null;
  const images = data.images;
  const outdated = data.outdated.content || data.outdated.kit;
  const zipUrl = `/api/content/${item.id}/images/zip`;

  const share = async () => {
    try {
      const files = await Promise.all(
        images.map(async (img, i) => {
          const blob = await (await fetch(img.url, { credentials: 'same-origin' })).blob();
          // The same names as the ZIP's entries, so the files sort in slide order wherever they land.
          return new File([blob], imageFileName(item.title, i + 1, images.length), { type: 'image/jpeg' });
        }),
      );
      if (typeof navigator.canShare === 'function' && navigator.canShare({ files })) {
        await navigator.share({ files, title: item.title });
        return;
      }
    } catch (err) {
      // Closing the share sheet is not an error.
      if (err instanceof DOMException && err.name === 'AbortError') return;
    }
    window.location.assign(zipUrl);
  };

  return (
    <section aria-label="Imagens" className="space-y-2 rounded-xl border border-slate-200 p-3 dark:border-slate-700">
      <h4 className="flex items-center gap-1.5 text-sm font-semibold text-slate-900 dark:text-white">
        <ImageIcon className="h-4 w-4" aria-hidden /> Imagens
      </h4>
      {images.length > 0 ? (
        <ImageStrip images={images} label={`Imagens de ${item.title}`} />
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-300">
          Gere as imagens para postar, no kit da marca {item.clientName ? 'do cliente' : 'do perfil'}.
        </p>
      )}
      {mayEdit && (
        <TemplatePicker
          slides={data.slides}
          choices={data.templateChoices}
          value={templates}
          roleTemplates={roleTemplates}
          disabled={render.isPending}
          onChange={(next) => {
            setPicked(next);
            // With images on screen, a new template is drawn (and saved) at once.
            if (images.length) render.mutate(false, next);
          }}
        />
      )}
      {outdated && images.length > 0 && (
        <p className="text-sm text-amber-800 dark:text-amber-200">
          {data.outdated.kit
            ? 'O kit da marca mudou desde que estas imagens foram geradas.'
            : 'O texto mudou desde que estas imagens foram geradas.'}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {mayEdit && (
          <Button
            size="sm"
            variant={images.length ? 'outline' : 'primary'}
            icon={<RefreshCw className="h-4 w-4" aria-hidden />}
            disabled={render.isPending}
            onClick={() => render.mutate(false)}
          >
            {render.isPending ? 'Gerando…' : images.length ? 'Atualizar imagens' : 'Gerar imagens'}
          </Button>
        )}
        {images.length > 0 && (
          <>
            <a
              href={zipUrl}
              download
              className="inline-flex min-h-9 items-center gap-1.5 rounded-lg border border-slate-300 px-3 text-sm font-medium text-slate-800 hover:bg-slate-50 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800"
            >
              <Download className="h-4 w-4" aria-hidden /> Baixar ZIP
            </a>
            <Button
              size="sm"
              variant="outline"
              icon={<Share2 className="h-4 w-4" aria-hidden />}
              onClick={() => void share()}
            >
              Compartilhar
            </Button>
          </>
        )}
      </div>
      <ConfirmDialog
        open={!!findings}
        title="Revise antes de gerar as imagens"
        confirmLabel="Gerar mesmo assim"
        danger={false}
        busy={render.isPending}
        onConfirm={() => render.mutate(true)}
        onCancel={() => setFindings(null)}
      >
        <p>O texto das imagens tem pontos que as regras de publicidade restringem:</p>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {findings?.map((f) => (
            <li key={f.ruleId}>
              {f.message} <span className="text-slate-500 dark:text-slate-400">({f.citation})</span>
              {f.suggestion ? <span className="block">{f.suggestion}</span> : null}
            </li>
          ))}
        </ul>
      </ConfirmDialog>
    </section>
  );
}
