/** Saved content items: edits, toggles, exports (spec part 2 §8). */
export const contentMessages = {
  CONTENT_NOT_FOUND: 'Conteúdo não encontrado',
  SAVE_CHANGES_FAILED: 'Erro ao salvar alterações',
} as const;
