/** Brand voice and its memory. */
export const voiceMessages = {
  VOICE_NOT_FOUND: 'Voz da marca não encontrada',
  VOICE_EXAMPLE_NOT_FOUND: 'Exemplo não encontrado na memória da marca',
  VOICE_KIND_INVALID: 'Tipo de conteúdo inválido',
  VOICE_EXPRESSIONS_TOO_MANY: 'Use no máximo 8 expressões',
  VOICE_EXPRESSION_TOO_LONG: 'Cada expressão pode ter no máximo 50 caracteres',
  VOICE_AVOID_TOO_MANY: 'Liste no máximo 12 palavras ou expressões a evitar',
  VOICE_AVOID_TOO_LONG: 'Cada palavra a evitar pode ter no máximo 40 caracteres',
  VOICE_CTA_TOO_LONG: 'O estilo de chamada para ação pode ter no máximo 150 caracteres',
  VOICE_NICKNAME_TOO_LONG: 'O apelido pode ter no máximo 40 caracteres',
  VOICE_NOTES_TOO_LONG: 'As observações podem ter no máximo 400 caracteres',
  VOICE_EXAMPLE_TOO_LONG: 'Cada post de exemplo pode ter no máximo 800 caracteres',
  VOICE_EXAMPLES_TOO_MANY: 'Cole no máximo 5 posts de exemplo',
} as const;
