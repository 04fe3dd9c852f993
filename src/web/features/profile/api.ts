/** Profile settings: the update call. The profile itself is the `sessionKeys.me` query (lib/session.ts). */
import { api, unwrap } from '@web/lib/api';
import type { Me } from '@web/lib/session';
import type { ProfileFormValues } from '@shared/schemas/profile';

export function updateProfile(values: ProfileFormValues): Promise<Me> {
  return unwrap(api.profile.$patch({ json: values }));
}
