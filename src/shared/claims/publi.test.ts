import { describe, expect, it } from 'vitest';
import {
  FIRST_SCREEN_CHARS,
  PUBLI_HEADLINE,
  PUBLI_KINDS,
  applyPubliIdentification,
  applyPubliToCarousel,
  applyPubliToReel,
  applyPubliToStories,
  findPubliIdentification,
  hasMisplacedPubli,
  hasPubliIdentification,
  hasPubliInStories,
  isPubliKind,
  prependPubli,
  publiPromptInstruction,
  textHasPubliAtStart,
} from './publi';
import { carouselOutputSchema, reelOutputSchema } from '@shared/content-kind-schemas';

const carouselJson = (firstTitle = 'Os 3 passos da pele bonita') =>
  JSON.stringify({
    title: 'Skincare simples',
    description: 'Salve para consultar depois.',
    slides: [
      { slide_number: 1, title: firstTitle, content: 'Comece pela limpeza.', image_suggestion: 'Pia com produtos' },
      { slide_number: 2, title: 'Hidratação', content: 'Todo dia.', image_suggestion: 'Creme' },
    ],
    cta: 'Salve este post',
    hashtags: '#skincare #publi',
  });

const reelJson = () =>
  JSON.stringify({
    concept: 'Rotina da manhã',
    hook: 'Você lava o rosto errado',
    scenes: [
      { timing: '0-3s', action: 'Close no rosto', text: 'Você lava o rosto errado', visual_tip: 'Luz natural' },
      { timing: '3-10s', action: 'Mostra o produto', text: 'Use água fria', visual_tip: 'Close' },
    ],
    cta: 'Comenta aqui',
    editing_tips: ['Cortes rápidos'],
  });

describe('textHasPubliAtStart', () => {
  it.each([
    ['Publicidade #publi\nAmei esse hidratante.', true],
    ['#publi Amei esse hidratante.', true],
    ['  PUBLICIDADE: meu novo tênis', true],
    ['Parceria paga com a @marca: meu novo tênis', true],
    ['Conteúdo patrocinado | Meu treino favorito', true],
    ['Amei esse hidratante.\n\n#skincare #publi', false],
    ['Amei esse hidratante #publi', false],
    ['Amei esse hidratante.\nPublicidade', false],
    ['Vou publicar um vídeo novo amanhã', false],
    ['O público ama esse produto', false],
    ['', false],
  ])('%j → %s', (text, expected) => {
    expect(textHasPubliAtStart(text)).toBe(expected);
  });

  it('requires the identification on the first screen (before "ver mais")', () => {
    const long = `${'Texto muito longo sem quebra de linha. '.repeat(5)}Publicidade`;
    expect(long.indexOf('Publicidade')).toBeGreaterThan(FIRST_SCREEN_CHARS);
    expect(textHasPubliAtStart(long)).toBe(false);
  });
});

describe('plain text kinds', () => {
  it.each(['caption', 'story', 'ad_copy'] as const)('%s: adds the headline as the first line, once', (kind) => {
    const text = 'Testei o protetor novo e amei.\n\n#skincare';
    const out = applyPubliIdentification(kind, text);
    expect(out).toBe(`${PUBLI_HEADLINE}\nTestei o protetor novo e amei.\n\n#skincare`);
    expect(hasPubliIdentification(kind, out)).toBe(true);
    expect(applyPubliIdentification(kind, out)).toBe(out);
  });

  it('moves nothing but adds the identification at the start when it was only among the final hashtags', () => {
    const text = 'Testei o protetor novo.\n#skincare #publi';
    expect(hasMisplacedPubli('caption', text)).toBe(true);
    const out = applyPubliIdentification('caption', text);
    expect(out.startsWith(PUBLI_HEADLINE)).toBe(true);
    expect(hasMisplacedPubli('caption', out)).toBe(false);
  });

  it('puts it on the first section of an ad split in sections', () => {
    const ad = 'Story 1: Cansada de pele oleosa?\n---\nStory 2: Conheça o gel.';
    const out = applyPubliIdentification('ad_copy', ad);
    expect(out.split('\n---\n')[0]).toBe(`${PUBLI_HEADLINE}\nStory 1: Cansada de pele oleosa?`);
  });

  it('gives an empty text just the headline', () => {
    expect(prependPubli('')).toBe(PUBLI_HEADLINE);
  });
});

describe('stories (a sequence)', () => {
  it('identifies the first story only', () => {
    const out = applyPubliToStories(['Bom dia!', 'Olha esse produto', 'Link na bio']);
    expect(out[0]).toBe(`${PUBLI_HEADLINE}\nBom dia!`);
    expect(out.slice(1)).toEqual(['Olha esse produto', 'Link na bio']);
    expect(hasPubliInStories(out)).toBe(true);
    expect(hasPubliInStories(['Bom dia!', 'Publicidade'])).toBe(false);
  });
});

describe('carousel', () => {
  it('labels the first slide and the description, and keeps a valid carousel', () => {
    const out = applyPubliIdentification('carousel', carouselJson());
    const data = carouselOutputSchema.parse(JSON.parse(out));
    expect(data.slides[0]?.title).toBe('Publicidade | Os 3 passos da pele bonita');
    expect(data.slides[1]?.title).toBe('Hidratação');
    expect(data.description).toBe(`${PUBLI_HEADLINE}\nSalve para consultar depois.`);
    expect(hasPubliIdentification('carousel', out)).toBe(true);
    expect(applyPubliIdentification('carousel', out)).toBe(out);
  });

  it('does not count #publi in the final hashtags as identification', () => {
    expect(hasPubliIdentification('carousel', carouselJson())).toBe(false);
    expect(hasMisplacedPubli('carousel', carouselJson())).toBe(true);
  });

  it('accepts a first slide already labelled', () => {
    expect(hasPubliIdentification('carousel', carouselJson('Publi: 3 passos'))).toBe(true);
  });

  it('works on the structured shape directly', () => {
    const out = applyPubliToCarousel({ slides: [{ title: '', content: 'Oi' }] });
    expect(out.slides[0]?.title).toBe('Publicidade');
    expect(out).not.toHaveProperty('description');
  });
});

describe('reel', () => {
  it('labels the first scene and keeps a valid reel', () => {
    const out = applyPubliIdentification('reel_idea', reelJson());
    const data = reelOutputSchema.parse(JSON.parse(out));
    expect(data.scenes[0]?.text).toBe('Publicidade | Você lava o rosto errado');
    expect(data.scenes[1]?.text).toBe('Use água fria');
    expect(hasPubliIdentification('reel_idea', out)).toBe(true);
  });

  it('leaves a reel without scenes as it is', () => {
    const reel = { scenes: [] as Array<{ text: string }> };
    expect(applyPubliToReel(reel)).toBe(reel);
  });

  it('treats unreadable JSON as text', () => {
    expect(applyPubliIdentification('reel_idea', 'not json')).toBe(`${PUBLI_HEADLINE}\nnot json`);
  });
});

describe('findPubliIdentification', () => {
  it('returns the offsets of every identification word', () => {
    const text = 'Publicidade\nTexto #publi';
    expect(findPubliIdentification(text).map((s) => text.slice(s.start, s.end))).toEqual(['Publicidade', '#publi']);
  });
});

describe('publiPromptInstruction', () => {
  it('is a Portuguese sentence for every kind, naming the identification and where it goes', () => {
    for (const kind of PUBLI_KINDS) {
      const sentence = publiPromptInstruction(kind);
      expect(sentence).toMatch(/^Este conteúdo é publicidade/);
      expect(sentence).toMatch(/Publicidade/);
      expect(sentence).toMatch(/ver mais/);
    }
    expect(publiPromptInstruction('carousel')).toMatch(/primeiro slide/);
    expect(publiPromptInstruction('reel_idea')).toMatch(/primeira cena/);
  });

  it('knows which kinds have the switch', () => {
    expect(isPubliKind('caption')).toBe(true);
    expect(isPubliKind('daily_script')).toBe(false);
  });
});

describe('the label is explicit and at the start', () => {
  it.each([
    ['Seção 1: gancho do anúncio de teste.', false],
    ['Anúncio: meu novo tênis chegou.', false],
    ['Publicidade é a alma do negócio.', false],
    ['Publicação nova no ar!', false],
    ['📢 Publicidade | Meu treino', true],
    ['#publicidade Testei o protetor.', true],
    ['Publi com @marca: meu tênis novo', true],
    ['Publicidade', true],
  ])('%j → %s', (text, expected) => {
    expect(textHasPubliAtStart(text)).toBe(expected);
  });

  it('labels a paid ad whose first sentence only mentions "anúncio"', () => {
    const ad = 'Seção 1: gancho do anúncio de teste.\n---\nSeção 2: oferta.';
    const out = applyPubliIdentification('ad_copy', ad);
    expect(out.startsWith(`${PUBLI_HEADLINE}\nSeção 1`)).toBe(true);
    expect(findPubliIdentification(ad)).toEqual([]);
  });
});
