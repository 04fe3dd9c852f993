/** The brand kit ("Kit da marca") of the workspace ('self') or of an agency client. */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { BrandKitInput } from '@shared/render/brand-kit';
import { api, unwrap } from '@web/lib/api';
import { imageKeys } from '@web/entities/content/images';

export const SELF_KIT = 'self';

export const brandKitKeys = {
  kit: (subject: string) => ['brand-kit', subject] as const,
};

const fetchKit = (subject: string) =>
  subject === SELF_KIT
    ? unwrap(api['brand-kit'].$get())
    : unwrap(api.clients[':id']['brand-kit'].$get({ param: { id: subject } }));

export const brandKitQuery = (subject: string) =>
  queryOptions({ queryKey: brandKitKeys.kit(subject), queryFn: async () => (await fetchKit(subject)).kit });

export function useSaveBrandKit(subject: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (json: BrandKitInput) =>
      subject === SELF_KIT
        ? unwrap(api['brand-kit'].$put({ json }))
        : unwrap(api.clients[':id']['brand-kit'].$put({ param: { id: subject }, json })),
    onSuccess: ({ kit }) => {
      qc.setQueryData(brandKitKeys.kit(subject), kit);
      // The images' lists say whether they were drawn with an older kit.
      void qc.invalidateQueries({ queryKey: imageKeys.all });
    },
  });
}
