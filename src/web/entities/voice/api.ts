/** Brand voice and memory through the typed API client; shared by the client area, Perfil and the generators. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@web/lib/api';
import type { ContentKind } from '@shared/content-kinds';
import type { VoiceProfileInput } from '@shared/schemas/voice';

/** 'self' for the creator's own voice, or an agency client's id. */
export const SELF_VOICE = 'self';

export const voiceKeys = {
  all: ['voice'] as const,
  subject: (subject: string) => ['voice', subject] as const,
  forKind: (subject: string, kind: ContentKind) => ['voice', subject, kind] as const,
};

export function voiceQuery(subject: string) {
  return queryOptions({
    queryKey: voiceKeys.subject(subject),
    queryFn: async () => (await unwrap(api.voice[':subject'].$get({ param: { subject }, query: {} }))).voice,
    staleTime: 0,
  });
}

export function useVoice(subject: string | null) {
  return useQuery({ ...voiceQuery(subject ?? ''), enabled: Boolean(subject) });
}

/**
 * The voice as a generator of `kind` sees it: the memory is kept per kind, so the answer's
 * `kindExamples` counts only the examples a generation of this kind will get.
 */
export function voiceForKindQuery(subject: string, kind: ContentKind) {
  return queryOptions({
    queryKey: voiceKeys.forKind(subject, kind),
    queryFn: async () => (await unwrap(api.voice[':subject'].$get({ param: { subject }, query: { kind } }))).voice,
    staleTime: 0,
  });
}

export function useVoiceForKind(subject: string | null, kind: ContentKind) {
  return useQuery({ ...voiceForKindQuery(subject ?? '', kind), enabled: Boolean(subject) });
}

/** Every voice change answers like the save: the whole voice, inferred from the server's route. */
type VoiceChange = ReturnType<(typeof api.voice)[':subject']['$put']>;

function useVoiceMutation<T>(subject: string, call: (arg: T) => VoiceChange) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (arg: T) => (await unwrap(call(arg))).voice,
    onSuccess: (voice) => {
      queryClient.setQueryData(voiceKeys.subject(subject), voice);
      // The per-kind views of the same voice (generator indicators) read it again.
      void queryClient.invalidateQueries({
        queryKey: voiceKeys.subject(subject),
        predicate: (q) => q.queryKey.length > 2,
      });
    },
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
