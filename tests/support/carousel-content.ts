/** A client carousel as the model writes it (the stored JSON), for tests that draw or preview its slides. */

export interface SlideText {
  title: string;
  content: string;
}

/** The stored content of a carousel of these slides (numbered in order), with its closing call to action. */
export function carouselContent(slides: SlideText[], cta = 'Salve este post'): string {
  return JSON.stringify({
    title: 'Dicas de pão',
    description: '',
    slides: slides.map((s, i) => ({ slide_number: i + 1, image_suggestion: '', ...s })),
    cta,
    hashtags: '#pao',
  });
}

/** A bakery's three slides: a cover, a list, and a last one with a title only. */
export const BAKERY_SLIDES: SlideText[] = [
  { title: 'Pão em casa', content: 'Três passos simples' },
  { title: 'Os ingredientes', content: '- Farinha\n- Água\n- Fermento' },
  { title: 'Siga a padaria', content: '' },
];
