/**
 * Rendered images of a saved item (/api/content/:id/images): the list, "Gerar imagens" (with the
 * per-slide templates the user chose) and the live preview of a draft while editing.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClaimWarning } from '@shared/claims/check-claims';
import type { ImagesPreview, ItemImages, PreviewImagesInput } from '@shared/schemas/item-images';
import { api, unwrap } from '@web/lib/api';

export const imageKeys = {
  all: ['item-images'] as const,
  /** The item's last change is part of the key: an edit or a restore draws again on the server. */
  item: (id: string, updatedAt: string) => ['item-images', id, updatedAt] as const,
  /** The images as they are now, whatever the item's last change (the posting kit). */
  current: (id: string) => ['item-images', id, 'now'] as const,
};

export type RenderAnswer = { rendered: false; findings: ClaimWarning[] } | ({ rendered: true } & ItemImages);

export const itemImagesQuery = (id: string, updatedAt: string) =>
  queryOptions({
    queryKey: imageKeys.item(id, updatedAt),
    queryFn: async () => (await unwrap(api.content[':id'].images.$get({ param: { id } }))) satisfies ItemImages,
  });

/** Per slide: a template id, or null for the one the slide's role gives. */
export type TemplateChoices = Array<PreviewImagesInput['templates'] extends (infer T)[] | undefined ? T : never>;

/**
 * The item's images as they are now, asked for at the same time as the item itself (the posting kit):
 * no wait for the item's last change first. Under the same prefix, so a render refreshes it too.
 */
export const currentItemImagesQuery = (id: string) =>
  queryOptions({
    queryKey: imageKeys.current(id),
    queryFn: async () => (await unwrap(api.content[':id'].images.$get({ param: { id } }))) satisfies ItemImages,
  });

export function useRenderImages(id: string, updatedAt: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ confirm, templates }: { confirm: boolean; templates?: TemplateChoices }) =>
      (await unwrap(
        api.content[':id'].images.$post({ param: { id }, json: { confirm, ...(templates ? { templates } : {}) } }),
      )) satisfies RenderAnswer,
    onSuccess: (answer) => {
      if (!answer.rendered) return;
      qc.setQueryData(imageKeys.item(id, updatedAt), answer);
      void qc.invalidateQueries({ queryKey: imageKeys.current(id) });
    },
  });
}

/** Draws a draft (not saved) for the editor's preview; `known` frames come back without their image. */
export async function previewImages(id: string, input: PreviewImagesInput, signal?: AbortSignal) {
  return (await unwrap(
    api.content[':id'].images.preview.$post({ param: { id }, json: input }, { init: { signal } }),
  )) satisfies ImagesPreview;
}
