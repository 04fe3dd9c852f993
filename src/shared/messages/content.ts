/** Saved content items: lists, edits, toggles, exports (spec part 2 §4, §8). */
export const contentMessages = {
  CONTENT_NOT_FOUND: 'Conteúdo não encontrado',
  SAVE_CHANGES_FAILED: 'Erro ao salvar alterações',
  CONTENT_REQUIRED: 'O conteúdo não pode ficar vazio',
  CONTENT_TOO_LONG: 'O conteúdo é longo demais',
  TITLE_REQUIRED: 'O título não pode ficar vazio',
  CONTENT_EDIT_EMPTY: 'Nada para salvar: informe o título ou o conteúdo',
  CONTENT_INVALID_JSON: 'JSON inválido: corrija o texto antes de salvar. Nada foi salvo.',
  CONTENT_INVALID_SHAPE:
    'O JSON não segue o formato deste conteúdo (campos obrigatórios ausentes ou inválidos). Nada foi salvo.',
  PART_CONTENT_REQUIRED: 'O texto da parte não pode ficar vazio',
  PARTS_INVALID: 'As partes enviadas não correspondem a este conteúdo',
  INVALID_CURSOR: 'Página inválida. Recarregue a lista.',
  VERSION_NOT_FOUND: 'Versão não encontrada',
  REGENERATE_UNAVAILABLE:
    'Este conteúdo foi criado antes de guardarmos o pedido original; gere um novo pelo formulário.',
  PUBLI_NOT_AVAILABLE: 'Este tipo de conteúdo não tem a opção "É publicidade?".',
} as const;
