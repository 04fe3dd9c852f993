/** Generation engine (spec part 2 §5, §8). */
export const generationMessages = {
  CLIENT_REQUIRED: 'Selecione um cliente primeiro',
} as const;
