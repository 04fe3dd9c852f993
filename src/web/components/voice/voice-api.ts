/** Brand voice and memory through the typed API client; shared by the client area, Perfil and the generators. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@web/lib/api';
import type { VoiceProfileInput } from '@shared/schemas/voice';

/** 'self' for the creator's own voice, or an agency client's id. */
export const SELF_VOICE = 'self';

export const voiceQueryKey = (subject: string) => ['voice', subject] as const;

export function voiceQuery(subject: string) {
  return queryOptions({
    queryKey: voiceQueryKey(subject),
    queryFn: async () => (await unwrap(api.voice[':subject'].$get({ param: { subject } }))).voice,
    staleTime: 0,
  });
}

export function useVoice(subject: string | null) {
  return useQuery({ ...voiceQuery(subject ?? ''), enabled: Boolean(subject) });
}

/** Every voice change answers like the save: the whole voice, inferred from the server's route. */
type VoiceChange = ReturnType<(typeof api.voice)[':subject']['$put']>;

function useVoiceMutation<T>(subject: string, call: (arg: T) => VoiceChange) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (arg: T) => (await unwrap(call(arg))).voice,
    onSuccess: (voice) => queryClient.setQueryData(voiceQueryKey(subject), voice),
  });
}

export function useSaveVoice(subject: string) {
  return useVoiceMutation(subject, (profile: VoiceProfileInput) =>
    api.voice[':subject'].$put({ param: { subject }, json: profile }),
  );
}

export function useRemoveVoiceExample(subject: string) {
  return useVoiceMutation(subject, (exampleId: string) =>
    api.voice[':subject'].examples[':exampleId'].$delete({ param: { subject, exampleId } }),
  );
}

export function useClearVoiceMemory(subject: string) {
  return useVoiceMutation(subject, () => api.voice[':subject'].examples.$delete({ param: { subject } }));
}
