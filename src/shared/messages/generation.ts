/** Generation engine (spec part 2 §5, §8). */

export const generationMessages = {
  CLIENT_REQUIRED: 'Selecione um cliente primeiro',
  // Empty main text, per kind; each kind's row in content-kinds.ts names its code.
  DAILY_SCRIPT_TEXT_REQUIRED: 'Descreva sua rotina do dia',
  STORY_TEXT_REQUIRED: 'Descreva o conteúdo do story',
  CAPTION_TEXT_REQUIRED: 'Descreva o conteúdo da sua postagem',
  REEL_TEXT_REQUIRED: 'Descreva o que você quer falar no reel',
  CAROUSEL_TEXT_REQUIRED: 'Descreva o tema do carrossel',
  AD_COPY_TEXT_REQUIRED: 'Descreva o produto ou serviço',
  CLIENT_NICHE_REQUIRED: 'Cliente precisa ter um nicho definido',
  PROFILE_INCOMPLETE: 'Complete seu perfil primeiro',
  UNKNOWN_CONTENT_KIND: 'Tipo de conteúdo desconhecido',
  // The model call and its output.
  AI_EMPTY_RESPONSE: 'Resposta vazia da IA. Seu token foi devolvido; tente novamente.',
  AI_INVALID_FORMAT: 'Formato de resposta inválido da IA. Seu token foi devolvido; tente novamente.',
  AI_TIMEOUT: 'A IA demorou demais para responder. Seu token foi devolvido; tente novamente.',
  AI_STALLED: 'A IA parou de responder no meio da geração. Seu token foi devolvido; tente novamente.',
  AI_STREAM_BROKEN: 'A conexão com a IA caiu no meio da geração. Seu token foi devolvido; tente novamente.',
  AI_RATE_LIMITED:
    'A IA está recebendo muitos pedidos agora. Seu token foi devolvido; aguarde um instante e tente novamente.',
  AI_QUOTA_EXCEEDED: 'A cota da IA do servidor acabou. Seu token foi devolvido; avise o suporte.',
  AI_PROVIDER_ERROR: 'O serviço de IA falhou ao gerar o conteúdo. Seu token foi devolvido; tente novamente.',
  AI_CANCELLED: 'Geração cancelada. Seu token foi devolvido.',
  // Capacity and restarts (before any token is spent, except the interrupted one, which is refunded).
  GENERATION_BUSY: 'Muita gente gerando agora; tente em alguns segundos',
  SERVER_STOPPING: 'O servidor está reiniciando; tente de novo em alguns segundos.',
  GENERATION_INTERRUPTED: 'O servidor reiniciou no meio da geração. Seu token foi devolvido; tente novamente.',
  // Saving the item (spec part 1 §8).
  SAVE_FAILED: 'Falha ao salvar conteúdo. Tente novamente.',
  CLIENT_SAVE_FAILED: 'Falha ao salvar conteúdo do cliente',
} as const;
