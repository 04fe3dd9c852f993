import { describe, expect, it } from 'vitest';
import { buildClientExport, filterByScheduledDay, formatDay, saoPauloDay, whatsAppUrl } from './client-export';
import { EXPORT_FIXTURE, EXPORT_FIXTURE_DATE } from '@tests/support/client-export-fixture';

const lines = (text: string) => text.split('\n');

describe('saoPauloDay', () => {
  it('gives the São Paulo calendar day of an instant', () => {
    expect(saoPauloDay('2026-03-10T12:00:00.000Z')).toBe('2026-03-10');
    // 01:30 UTC is still the previous evening in São Paulo (UTC-3).
    expect(saoPauloDay('2026-03-11T01:30:00.000Z')).toBe('2026-03-10');
    expect(saoPauloDay('2026-03-11T03:00:00.000Z')).toBe('2026-03-11');
    expect(saoPauloDay('não é data')).toBeNull();
  });

  it('formats a day as DD/MM/YYYY', () => {
    expect(formatDay('2026-03-10')).toBe('10/03/2026');
  });
});

describe('buildClientExport (text)', () => {
  const text = buildClientExport(EXPORT_FIXTURE, { clientName: 'Academia Forte' });

  it('has a header with the client and the item count', () => {
    expect(lines(text).slice(0, 3)).toEqual([
      'ROTEIRO DE CONTEÚDO — Academia Forte',
      'Período: Todo o conteúdo',
      'Itens: 6 (2 concluídos)',
    ]);
  });

  it('groups the items by content type, in the product order, with pt-BR labels', () => {
    const headings = lines(text).filter((l) => /^[A-ZÇÃÉÍÓÚÕÊÂ +]+ \(\d+\)$/.test(l));
    expect(headings).toEqual([
      'ROTEIROS DO DIA (1)',
      'STORIES (1)',
      'LEGENDAS (1)',
      'REELS (1)',
      'CARROSSÉIS (1)',
      'ANÚNCIOS + COPY (1)',
    ]);
  });

  it('gives each item its title, status and content', () => {
    // Daily script: timed parts 'HH:MM - text', the hook and the CTA.
    expect(text).toContain(
      [
        '1. Roteiro de segunda',
        'Status: Pendente',
        'Agendado para: 10/03/2026',
        'Gancho do dia: Você treina em jejum?',
        '07:00 - Bom dia com o café da manhã ✓',
        '12:30 - Bastidores do almoço',
        'CTA do dia: Me conta nos comentários!',
      ].join('\n'),
    );
    // Story: timed parts with the engagement tip; completed.
    expect(text).toContain(
      [
        '1. Sequência de stories do treino',
        'Status: Concluído',
        'Agendado para: 10/03/2026',
        '08:00 - Mostre o aquecimento',
        '   Dica de engajamento: Use a enquete',
        '18:00 - Apresente a consultoria',
      ].join('\n'),
    );
    // Caption: plain text, without markdown marks, hashtags kept.
    expect(text).toContain(
      [
        '1. Legenda do treino de pernas',
        'Status: Pendente',
        'Dia de perna',
        'Hoje o treino foi pesado!',
        '#fitness #treino',
      ].join('\n'),
    );
    // Reel: concept, hook, scenes, CTA and editing tips.
    expect(text).toContain(
      'Conceito: Mostrar os 3 erros mais comuns no agachamento\nGancho: Você está agachando errado?\nCenas:\n   1. [0-3s] Close no joelho\n   Texto: Erro 1: joelho para dentro\n   Dica visual: Câmera baixa',
    );
    expect(text).toContain(
      'CTA: Salve para o próximo treino\nDicas de edição:\n   • Cortes rápidos\n   • Legenda grande',
    );
    // Carousel: description, slides, CTA and hashtags.
    expect(text).toContain(
      'Descrição: Cinco mitos desmentidos\nSlide 1: Mito 1\n   Carboidrato engorda\n   Imagem: Pão com X vermelho\nSlide 2: Mito 2',
    );
    expect(text).toContain('CTA: Compartilhe com um amigo\nHashtags: #dieta #mitos');
    // Ad copy: plain text as written.
    expect(text).toContain(
      '1. Anúncio da consultoria\nStatus: Pendente\nATENÇÃO: vagas abertas!\n---\nConsultoria online com acompanhamento semanal.',
    );
    // No raw JSON leaks into the roteiro.
    expect(text).not.toContain('{"');
    expect(lines(text).filter((l) => l.startsWith('Status: '))).toEqual([
      'Status: Pendente',
      'Status: Concluído',
      'Status: Pendente',
      'Status: Concluído',
      'Status: Pendente',
      'Status: Pendente',
    ]);
  });
});

describe('buildClientExport with a date filter', () => {
  it('keeps only the items scheduled for that São Paulo day', () => {
    expect(filterByScheduledDay(EXPORT_FIXTURE, EXPORT_FIXTURE_DATE).map((i) => i.type)).toEqual([
      'daily_script',
      'story',
      'carousel',
    ]);
    const text = buildClientExport(EXPORT_FIXTURE, { clientName: 'Academia Forte', date: EXPORT_FIXTURE_DATE });
    expect(lines(text).slice(0, 3)).toEqual([
      'ROTEIRO DE CONTEÚDO — Academia Forte',
      'Data: 10/03/2026',
      'Itens: 3 (1 concluído)',
    ]);
    expect(text).toContain('ROTEIROS DO DIA (1)');
    expect(text).toContain('STORIES (1)');
    expect(text).toContain('CARROSSÉIS (1)');
    expect(text).not.toContain('LEGENDAS');
    expect(text).not.toContain('REELS');
    expect(text).not.toContain('ANÚNCIOS');
    // The filter date is in the header, so items don't repeat it.
    expect(text).not.toContain('Agendado para');
  });

  it('says so when nothing is scheduled that day', () => {
    const text = buildClientExport(EXPORT_FIXTURE, { clientName: 'Academia Forte', date: '2026-04-01' });
    expect(text).toBe(
      'ROTEIRO DE CONTEÚDO — Academia Forte\nData: 01/04/2026\nItens: 0 (0 concluídos)\n\nNenhum conteúdo agendado para esta data.',
    );
  });

  it('says so when the client has no content', () => {
    expect(buildClientExport([], { clientName: 'Nova' })).toContain('Nenhum conteúdo gerado para este cliente.');
  });
});

describe('buildClientExport (WhatsApp)', () => {
  const wa = buildClientExport(EXPORT_FIXTURE, { clientName: 'Academia Forte', format: 'whatsapp' });

  it('uses WhatsApp formatting: bold titles, italic labels, emojis, no headings', () => {
    expect(lines(wa)[0]).toBe('📋 *Roteiro de Conteúdo — Academia Forte*');
    expect(wa).toContain('🗓️ *ROTEIROS DO DIA* (1)');
    expect(wa).toContain('📱 *STORIES* (1)');
    expect(wa).toContain('✍️ *LEGENDAS* (1)');
    expect(wa).toContain('🎬 *REELS* (1)');
    expect(wa).toContain('🖼️ *CARROSSÉIS* (1)');
    expect(wa).toContain('📣 *ANÚNCIOS + COPY* (1)');
    expect(wa).toContain(
      '*1. Roteiro de segunda*\n_Status:_ ⏳ Pendente\n_Agendado para:_ 10/03/2026\n_Gancho do dia:_ Você treina em jejum?\n07:00 - Bom dia com o café da manhã ✓',
    );
    expect(wa).toContain('*1. Reel: 3 erros no agachamento*\n_Status:_ ✅ Concluído');
    // Markdown headings and **bold** become WhatsApp bold; no line starts with '#' followed by a space.
    expect(wa).toContain('*Dia de perna*\nHoje o treino foi *pesado*!\n#fitness #treino');
    expect(lines(wa).some((l) => /^#{1,6}\s/.test(l))).toBe(false);
    expect(wa).not.toContain('**');
    expect(wa).not.toContain('=====');
  });

  it('filters by date too', () => {
    const filtered = buildClientExport(EXPORT_FIXTURE, {
      clientName: 'Academia Forte',
      format: 'whatsapp',
      date: EXPORT_FIXTURE_DATE,
    });
    expect(filtered).toContain('📅 _Data:_ 10/03/2026');
    expect(filtered).toContain('🗓️ *ROTEIROS DO DIA* (1)');
    expect(filtered).not.toContain('🎬');
    expect(filtered).not.toContain('✍️');
  });
});

describe('content rendering fallbacks', () => {
  const base = { title: 'Item', parts: [], completed: false, scheduledDate: null };

  it('renders an older reel shape (scenes with number/duration/speech/visual, ideas list)', () => {
    const content = JSON.stringify({
      scenes: [{ number: 1, duration: '5s', speech: 'Fala de abertura', visual: 'Close' }],
      ideas: [
        { title: 'Ideia A', description: 'Descrição A', execution_tip: 'Grave de manhã', viral_potential: 'alto' },
      ],
    });
    const text = buildClientExport([{ ...base, type: 'reel_idea', content }], { clientName: 'C' });
    expect(text).toContain('   1. [5s] Fala de abertura\n   Dica visual: Close');
    expect(text).toContain(
      '1. Ideia A\n   Descrição: Descrição A\n   Como executar: Grave de manhã\n   Potencial viral: alto',
    );
  });

  it('shows the raw content when a JSON kind holds text that is not JSON', () => {
    const text = buildClientExport([{ ...base, type: 'carousel', content: 'Slide único em texto' }], {
      clientName: 'C',
    });
    expect(text).toContain('Status: Pendente\nSlide único em texto');
  });

  it('takes the daily script parts from the JSON when the row has none', () => {
    const content = JSON.stringify({
      title: 'T',
      daily_hook: 'H',
      parts: [{ time: '09:00', content: 'Café' }],
      daily_cta: 'C',
    });
    const text = buildClientExport([{ ...base, type: 'daily_script', content }], { clientName: 'C' });
    expect(text).toContain('Gancho do dia: H\n09:00 - Café\nCTA do dia: C');
  });
});

describe('whatsAppUrl', () => {
  it('opens WhatsApp with the encoded text, to the client when a phone is known', () => {
    expect(whatsAppUrl('*Olá* & até já', null)).toBe('https://wa.me/?text=*Ol%C3%A1*%20%26%20at%C3%A9%20j%C3%A1');
    expect(whatsAppUrl('oi', '(11) 98765-4321')).toBe('https://wa.me/5511987654321?text=oi');
    expect(whatsAppUrl('oi', '+55 11 98765-4321')).toBe('https://wa.me/5511987654321?text=oi');
    expect(whatsAppUrl('oi', '011 98765-4321')).toBe('https://wa.me/5511987654321?text=oi');
    expect(whatsAppUrl('oi', '123')).toBe('https://wa.me/?text=oi');
  });
});
