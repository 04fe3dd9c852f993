/** Rendered images of a saved item (/api/content/:id/images): the list and "Gerar imagens". */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClaimWarning } from '@shared/claims/check-claims';
import type { ItemImages } from '@shared/schemas/item-images';
import { api, unwrap } from '@web/lib/api';

export const imageKeys = {
  all: ['item-images'] as const,
  /** The item's last change is part of the key: an edit or a restore draws again on the server. */
  item: (id: string, updatedAt: string) => ['item-images', id, updatedAt] as const,
};

export type RenderAnswer = { rendered: false; findings: ClaimWarning[] } | ({ rendered: true } & ItemImages);

export const itemImagesQuery = (id: string, updatedAt: string) =>
  queryOptions({
    queryKey: imageKeys.item(id, updatedAt),
    queryFn: async () => (await unwrap(api.content[':id'].images.$get({ param: { id } }))) as unknown as ItemImages,
  });

export function useRenderImages(id: string, updatedAt: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (confirm: boolean) =>
      (await unwrap(api.content[':id'].images.$post({ param: { id }, json: { confirm } }))) as unknown as RenderAnswer,
    onSuccess: (answer) => {
      if (answer.rendered) qc.setQueryData(imageKeys.item(id, updatedAt), answer);
    },
  });
}
