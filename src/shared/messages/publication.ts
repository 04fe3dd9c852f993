/** Scheduling and marking an item's publication ("Hora de postar"). */
export const publicationMessages = {
  PUBLICATION_DATE_PAST: 'Escolha um horário no futuro para agendar a publicação.',
  PUBLICATION_DATE_FUTURE: 'A data de publicação não pode estar no futuro.',
  PUBLICATION_URL_INVALID: 'O link da publicação deve começar com http:// ou https://.',
  PUBLICATION_CHANNEL_INVALID: 'Escolha onde o conteúdo foi publicado.',
  PUBLICATION_REASON_REQUIRED: 'Conte por que não foi publicado (até 500 caracteres).',
  PUBLICATION_NOT_APPROVED: 'Este item ainda não foi aprovado. Aguarde a aprovação antes de agendar ou publicar.',
  PUBLICATION_ALREADY_PUBLISHED: 'Este item já foi marcado como publicado.',
  PUBLICATION_CHANGED: 'Outra pessoa acabou de mudar a publicação deste item. Atualize a página e tente de novo.',
  PUSH_SUBSCRIPTION_INVALID:
    'Não foi possível ativar os avisos neste aparelho. Tente de novo pelo navegador do celular.',
  PUSH_UNAVAILABLE: 'Os avisos no celular não estão disponíveis neste servidor.',
} as const;
