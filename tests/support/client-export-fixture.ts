/**
 * A client's content with every content type, shared by the export's unit test and its API test.
 * Dates: the daily script and the carousel are scheduled for 2026-03-10 (São Paulo), the story for
 * 2026-03-11 at 01:30 UTC — still 2026-03-10 22:30 in São Paulo —, the reel for 2026-03-11 at noon UTC,
 * and the caption and the ad have no date.
 */
import type { ExportItem } from '@shared/client-export';

export const EXPORT_FIXTURE_DATE = '2026-03-10';

export const EXPORT_FIXTURE: Array<ExportItem & { tone: string | null }> = [
  {
    type: 'daily_script',
    title: 'Roteiro de segunda',
    content: JSON.stringify({
      title: 'Roteiro de segunda',
      daily_hook: 'Você treina em jejum?',
      parts: [
        { time: '07:00', content: 'Bom dia com o café da manhã' },
        { time: '12:30', content: 'Bastidores do almoço' },
      ],
      daily_cta: 'Me conta nos comentários!',
    }),
    parts: [
      { id: 'p1', time: '07:00', content: 'Bom dia com o café da manhã', completed: true },
      { id: 'p2', time: '12:30', content: 'Bastidores do almoço', completed: false },
    ],
    completed: false,
    status: 'pending',
    tone: 'amigavel',
    scheduledDate: '2026-03-10T12:00:00.000Z',
  },
  {
    type: 'story',
    title: 'Sequência de stories do treino',
    content: 'Sequência de stories do treino',
    parts: [
      {
        id: 's1',
        time: '08:00',
        type: 'bastidores',
        content: 'Mostre o aquecimento',
        engagement_tip: 'Use a enquete',
        completed: false,
      },
      { id: 's2', time: '18:00', type: 'vendas', content: 'Apresente a consultoria', completed: false },
    ],
    completed: true,
    status: 'completed',
    tone: 'amigavel',
    scheduledDate: '2026-03-11T01:30:00.000Z',
  },
  {
    type: 'caption',
    title: 'Legenda do treino de pernas',
    content: '## Dia de perna\nHoje o treino foi **pesado**!\n#fitness #treino',
    parts: [],
    completed: false,
    status: 'pending',
    tone: 'descontraido',
    scheduledDate: null,
  },
  {
    type: 'reel_idea',
    title: 'Reel: 3 erros no agachamento',
    content: JSON.stringify({
      concept: 'Mostrar os 3 erros mais comuns no agachamento',
      hook: 'Você está agachando errado?',
      scenes: [
        { timing: '0-3s', action: 'Close no joelho', text: 'Erro 1: joelho para dentro', visual_tip: 'Câmera baixa' },
        { timing: '3-8s', action: 'Agachamento correto', text: 'Assim é o certo', visual_tip: 'Plano aberto' },
      ],
      cta: 'Salve para o próximo treino',
      editing_tips: ['Cortes rápidos', 'Legenda grande'],
    }),
    parts: [],
    completed: true,
    status: 'completed',
    tone: null,
    scheduledDate: '2026-03-11T12:00:00.000Z',
  },
  {
    type: 'carousel',
    title: 'Carrossel: mitos da dieta',
    content: JSON.stringify({
      title: 'Mitos da dieta',
      description: 'Cinco mitos desmentidos',
      slides: [
        { slide_number: 1, title: 'Mito 1', content: 'Carboidrato engorda', image_suggestion: 'Pão com X vermelho' },
        { slide_number: 2, title: 'Mito 2', content: 'Comer à noite faz mal', image_suggestion: 'Relógio e prato' },
      ],
      cta: 'Compartilhe com um amigo',
      hashtags: '#dieta #mitos',
    }),
    parts: [],
    completed: false,
    status: 'pending',
    tone: 'formal',
    scheduledDate: '2026-03-10T12:00:00.000Z',
  },
  {
    type: 'ad_copy',
    title: 'Anúncio da consultoria',
    content: 'ATENÇÃO: vagas abertas!\n---\nConsultoria online com acompanhamento semanal.',
    parts: [],
    completed: false,
    status: 'pending',
    tone: 'persuasivo',
    scheduledDate: null,
  },
];
