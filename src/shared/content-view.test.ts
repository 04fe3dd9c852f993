import { describe, expect, it } from 'vitest';
import { checkEditedContent } from './content-kind-schemas';
import {
  contentPreview,
  exportBaseName,
  exportText,
  hoursUntilExpiry,
  isExpired,
  mergePartsIntoDailyScript,
  parseCarousel,
  parseDailyScript,
  parseJsonLoose,
  parseReel,
  partsFromDailyScript,
  partsProgress,
  splitAdSections,
} from './content-view';
import { safeFileName } from './text';

const script = {
  title: 'Dia de treino',
  daily_hook: 'Bora começar!',
  parts: [
    { time: '07:00', content: 'Café da manhã', type: 'bastidores', engagement_tip: 'Enquete' },
    { time: '12:00', content: 'Dica de alongamento' },
    { time: '18:00', content: 'Treino' },
  ],
  daily_cta: 'Comente',
};

const reel = {
  concept: 'Treino rápido',
  hook: 'Só 5 minutos?',
  scenes: [
    { timing: '0-3s', action: 'Olhar para a câmera', text: 'Você tem 5 minutos?', visual_tip: 'Close' },
    { timing: '3-20s', action: 'Exercícios', text: 'Faça isso', visual_tip: 'Plano aberto' },
    { timing: '20-30s', action: 'Final', text: 'Terceira cena', visual_tip: 'Corte' },
  ],
  cta: 'Siga',
  editing_tips: ['Cortes rápidos', 'Legenda na tela'],
};

const carousel = {
  title: 'Mitos do treino',
  description: 'Cinco mitos',
  slides: [
    { slide_number: 1, title: 'Mito 1', content: 'Suar emagrece', image_suggestion: 'Pessoa suando' },
    { slide_number: 2, title: 'Mito 2', content: 'Abdominal queima barriga', image_suggestion: 'Abdômen' },
    { slide_number: 3, title: 'Mito 3', content: 'Terceiro slide', image_suggestion: 'x' },
  ],
  cta: 'Salve este post',
  hashtags: '#fit #treino',
};

describe('parseJsonLoose', () => {
  it('reads plain JSON, fenced JSON and JSON surrounded by text', () => {
    expect(parseJsonLoose('{"a":1}')).toEqual({ a: 1 });
    expect(parseJsonLoose('```json\n{"a":2}\n```')).toEqual({ a: 2 });
    expect(parseJsonLoose('Aqui está: {"a":3} espero que ajude')).toEqual({ a: 3 });
  });
  it('returns null for text without JSON, never throws', () => {
    expect(parseJsonLoose('apenas texto')).toBeNull();
    expect(parseJsonLoose('{quebrado')).toBeNull();
    expect(parseJsonLoose('')).toBeNull();
    expect(parseJsonLoose(null)).toBeNull();
  });
});

describe('parseDailyScript', () => {
  it('reads the parts and tolerates missing fields', () => {
    expect(parseDailyScript(JSON.stringify(script))?.parts[0]).toEqual({
      time: '07:00',
      content: 'Café da manhã',
      type: 'bastidores',
      engagement_tip: 'Enquete',
    });
    expect(parseDailyScript('{"title":"Só título"}')).toEqual({
      title: 'Só título',
      daily_hook: '',
      parts: [],
      daily_cta: '',
    });
    expect(parseDailyScript('texto')).toBeNull();
  });
});

describe('parts of a daily script', () => {
  it('derives parts keeping the id and done flag of each position', () => {
    let n = 0;
    const first = partsFromDailyScript(script.parts, [], () => `id${++n}`);
    expect(first).toEqual([
      {
        id: 'id1',
        time: '07:00',
        content: 'Café da manhã',
        type: 'bastidores',
        engagement_tip: 'Enquete',
        completed: false,
      },
      { id: 'id2', time: '12:00', content: 'Dica de alongamento', completed: false },
      { id: 'id3', time: '18:00', content: 'Treino', completed: false },
    ]);
    const [, secondPart] = first;
    if (!secondPart) throw new Error('expected a second part');
    secondPart.completed = true;
    const again = partsFromDailyScript(
      [...script.parts.slice(0, 2), { time: '20:00', content: 'Novo' }, { time: '22:00', content: 'Mais um' }],
      first,
      () => `id${++n}`,
    );
    expect(again.map((p) => [p.id, p.completed])).toEqual([
      ['id1', false],
      ['id2', true],
      ['id3', false],
      ['id4', false],
    ]);
  });

  it('writes edited parts back into the JSON, keeping other fields', () => {
    const merged = mergePartsIntoDailyScript(JSON.stringify(script), [
      { id: 'a', time: '07:30', content: 'Café tarde', completed: true },
      { id: 'b', time: '12:00', content: 'Dica', completed: false },
      { id: 'c', time: '18:00', content: 'Treino', completed: false },
    ]);
    const data = JSON.parse(merged!);
    expect(data.parts[0]).toEqual({
      time: '07:30',
      content: 'Café tarde',
      type: 'bastidores',
      engagement_tip: 'Enquete',
    });
    expect(data.daily_cta).toBe('Comente');
    expect(mergePartsIntoDailyScript('texto solto', [])).toBeNull();
  });

  it('computes progress as a whole percentage', () => {
    expect(partsProgress([])).toBe(0);
    expect(partsProgress(null)).toBe(0);
    expect(partsProgress([{ completed: true }, { completed: false }, { completed: false }])).toBe(33);
    expect(partsProgress([{ completed: true }, { completed: true }, { completed: false }])).toBe(67);
    expect(partsProgress([{ completed: true }])).toBe(100);
  });
});

describe('parseReel', () => {
  it('reads the current shape', () => {
    const view = parseReel(JSON.stringify(reel))!;
    expect(view.shape).toBe('current');
    expect(view.scenes).toHaveLength(3);
    expect(view.editing_tips).toEqual(['Cortes rápidos', 'Legenda na tela']);
  });

  it('reads older scenes with number/duration/speech/visual', () => {
    const view = parseReel(
      JSON.stringify({
        concept: 'Antigo',
        hook: 'Ei',
        scenes: [{ number: 1, duration: '0-5s', speech: 'Fala', visual: 'Close' }, { speech: 'Sem número' }],
        cta: 'Siga',
      }),
    )!;
    expect(view.shape).toBe('legacy_scenes');
    expect(view.scenes).toEqual([
      { timing: 'Cena 1 (0-5s)', action: '', text: 'Fala', visual_tip: 'Close' },
      { timing: 'Cena 2', action: '', text: 'Sem número', visual_tip: '' },
    ]);
    expect(view.editing_tips).toEqual([]);
  });

  it('reads an older ideas list', () => {
    const view = parseReel(
      JSON.stringify({
        ideas: [{ title: 'Ideia', description: 'Desc', execution_tip: 'Dica', viral_potential: 'alto' }, 'lixo'],
      }),
    )!;
    expect(view.shape).toBe('ideas');
    expect(view.ideas).toEqual([
      { title: 'Ideia', description: 'Desc', execution_tip: 'Dica', viral_potential: 'alto' },
    ]);
    expect(view.scenes).toEqual([]);
  });

  it('is null for plain text', () => {
    expect(parseReel('um reel sem JSON')).toBeNull();
  });
});

describe('parseCarousel', () => {
  it('reads slides and joins a hashtag list', () => {
    const view = parseCarousel(JSON.stringify({ ...carousel, hashtags: ['#a', '#b'] }))!;
    expect(view.slides.map((s) => s.slide_number)).toEqual([1, 2, 3]);
    expect(view.hashtags).toBe('#a #b');
  });
  it('numbers slides without a number by position', () => {
    expect(parseCarousel('{"slides":[{"title":"A"},{"title":"B"}]}')!.slides.map((s) => s.slide_number)).toEqual([
      1, 2,
    ]);
  });
});

describe('splitAdSections', () => {
  it('splits at --- lines and numbers the sections', () => {
    expect(splitAdSections('Gancho forte\n---\nCorpo do anúncio\n\n----\nCTA final\n---\n')).toEqual([
      { number: 1, text: 'Gancho forte' },
      { number: 2, text: 'Corpo do anúncio' },
      { number: 3, text: 'CTA final' },
    ]);
  });
  it('keeps dashes inside text and returns one section without separators', () => {
    expect(splitAdSections('Preço --- imperdível')).toEqual([{ number: 1, text: 'Preço --- imperdível' }]);
    expect(splitAdSections('')).toEqual([]);
  });
});

describe('previews', () => {
  it('shows 2 parts of a daily script', () => {
    const preview = contentPreview({ type: 'daily_script', content: JSON.stringify(script), parts: [] });
    expect(preview).toBe('Dia de treino\n07:00 - Café da manhã\n12:00 - Dica de alongamento');
  });
  it('prefers the saved parts (edited texts) of a daily script', () => {
    const preview = contentPreview({
      type: 'daily_script',
      content: JSON.stringify(script),
      parts: [{ id: '1', time: '08:00', content: 'Editado', completed: true }],
    });
    expect(preview).toContain('08:00 - Editado');
  });
  it('shows 2 scenes of a reel and 2 slides of a carousel', () => {
    const r = contentPreview({ type: 'reel_idea', content: JSON.stringify(reel), parts: [] });
    expect(r).toContain('Você tem 5 minutos?');
    expect(r).toContain('Faça isso');
    expect(r).not.toContain('Terceira cena');
    const c = contentPreview({ type: 'carousel', content: JSON.stringify(carousel), parts: [] });
    expect(c).toContain('Slide 2: Mito 2');
    expect(c).not.toContain('Mito 3');
  });
  it('numbers ad copy sections instead of showing the --- separators', () => {
    const content = 'Pare de perder vendas\n---\nConheça o método\n---\nCompre hoje';
    const p = contentPreview({ type: 'ad_copy', content, parts: [] });
    expect(p).toBe('1. Pare de perder vendas\n2. Conheça o método');
    expect(p).not.toContain('---');
    expect(contentPreview({ type: 'ad_copy', content: 'Só um texto', parts: [] })).toBe('Só um texto');
  });
  it('cuts at 300 characters by default and at the given length', () => {
    const long = 'a'.repeat(400);
    expect(contentPreview({ type: 'caption', content: long, parts: [] })).toBe(`${'a'.repeat(299)}…`);
    expect(contentPreview({ type: 'story', content: long, parts: [] }, 150)).toHaveLength(150);
  });
  it('falls back to the raw text when JSON kinds hold text', () => {
    expect(contentPreview({ type: 'reel_idea', content: 'texto livre', parts: [] })).toBe('texto livre');
  });
});

describe('expiry', () => {
  const now = new Date('2026-05-01T12:00:00Z');
  it('knows expired and hours left', () => {
    expect(isExpired(null, now)).toBe(false);
    expect(isExpired('2026-05-01T11:59:00Z', now)).toBe(true);
    expect(isExpired('2026-05-02T12:00:00Z', now)).toBe(false);
    expect(hoursUntilExpiry('2026-05-02T11:30:00Z', now)).toBe(24);
    expect(hoursUntilExpiry('2026-05-01T10:00:00Z', now)).toBe(0);
    expect(hoursUntilExpiry(null, now)).toBeNull();
  });
});

describe('export', () => {
  it('writes a readable daily script', () => {
    const text = exportText({ type: 'daily_script', title: 'x', content: JSON.stringify(script), parts: [] });
    expect(text).toContain('Dia de treino');
    expect(text).toContain('Gancho do dia: Bora começar!');
    expect(text).toContain('1. 07:00 - Café da manhã\n   Dica de engajamento: Enquete');
    expect(text).toContain('CTA do dia: Comente');
  });
  it('writes reels (all shapes) and carousels', () => {
    const r = exportText({ type: 'reel_idea', title: 'x', content: JSON.stringify(reel), parts: [] });
    expect(r).toContain('Conceito: Treino rápido');
    expect(r).toContain('3. 20-30s');
    expect(r).toContain('- Legenda na tela');
    const ideas = exportText({
      type: 'reel_idea',
      title: 'x',
      content: JSON.stringify({
        ideas: [{ title: 'Ideia', description: 'D', execution_tip: 'E', viral_potential: 'alto' }],
      }),
      parts: [],
    });
    expect(ideas).toContain('Potencial viral: alto');
    const c = exportText({ type: 'carousel', title: 'x', content: JSON.stringify(carousel), parts: [] });
    expect(c).toContain('Slide 3: Mito 3');
    expect(c).toContain('#fit #treino');
  });
  it('exports text kinds as they are, and names files by kind and title', () => {
    expect(exportText({ type: 'ad_copy', title: 't', content: 'A\n---\nB', parts: [] })).toBe('A\n---\nB');
    expect(safeFileName(exportBaseName({ type: 'daily_script', title: 'Manhã: treino!' }))).toBe(
      'Roteiro_do_Dia_Manh___treino_',
    );
  });
});

describe('checkEditedContent', () => {
  it('accepts text kinds with text and refuses empty text', () => {
    expect(checkEditedContent('caption', ' oi ')).toEqual({ ok: true, content: 'oi' });
    expect(checkEditedContent('story', '  ')).toEqual({ ok: false, code: 'CONTENT_REQUIRED' });
  });
  it('refuses JSON kinds whose text does not parse or fit the schema', () => {
    expect(checkEditedContent('daily_script', '{"title":')).toEqual({ ok: false, code: 'CONTENT_INVALID_JSON' });
    expect(checkEditedContent('daily_script', '{"title":"x"}')).toEqual({ ok: false, code: 'CONTENT_INVALID_SHAPE' });
    expect(checkEditedContent('reel_idea', JSON.stringify(carousel))).toEqual({
      ok: false,
      code: 'CONTENT_INVALID_SHAPE',
    });
  });
  it('accepts valid JSON and gives a daily script’s parts', () => {
    const ok = checkEditedContent('daily_script', JSON.stringify(script));
    expect(ok.ok && ok.dailyScriptParts?.length).toBe(3);
    expect(checkEditedContent('carousel', JSON.stringify(carousel)).ok).toBe(true);
    expect(checkEditedContent('reel_idea', JSON.stringify(reel)).ok).toBe(true);
  });
});
