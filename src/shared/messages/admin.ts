/** Admin area (spec part 2 §5, §8). */
export const adminMessages = {
  ADMIN_LOAD_FAILED: 'Erro ao carregar dados do painel',
} as const;
