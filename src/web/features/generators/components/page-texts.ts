/**
 * What each generator page says (spec texts): its header, its form's name and button, its main text field,
 * and the headings of its result and saved items. Only the generator pages show these, so they live here
 * rather than in the kinds table; every kind must have its texts (the type check insists).
 */
import type { ContentKind } from '@shared/content-kinds';

export interface GeneratorPageTexts {
  title: string;
  description: string;
  /** The form's accessible name. */
  formLabel: string;
  submitLabel: string;
  /** The kind's main text field (the one the calendar's theme fills). */
  mainText: { label: string; placeholder: string };
  /** Heading of the result card. */
  resultTitle: string;
  /** Heading of the saved items, and the line shown when there are none. */
  listTitle: string;
  emptyText: string;
}

export const GENERATOR_PAGE_TEXTS: { readonly [K in ContentKind]: GeneratorPageTexts } = {
  daily_script: {
    title: 'Roteiros do Dia',
    description: 'Um roteiro de 8 a 10 stories a partir da sua rotina. Cada roteiro fica disponível por 24 horas.',
    formLabel: 'Gerar roteiro do dia',
    submitLabel: 'Gerar Roteiro',
    mainText: {
      label: 'Sua rotina do dia',
      placeholder: 'Ex.: acordo às 6h, treino, atendo alunos à tarde e gravo conteúdo à noite',
    },
    resultTitle: 'Roteiro gerado',
    listTitle: 'Seus roteiros',
    emptyText: 'Nenhum roteiro gerado nas últimas 24 horas.',
  },
  story: {
    title: 'Stories',
    description: 'Stories prontos para postar, no tom do seu público.',
    formLabel: 'Gerar story',
    submitLabel: 'Gerar Story',
    mainText: {
      label: 'Descrição do story',
      placeholder: 'Ex.: bastidores do treino de hoje e uma dica rápida de hidratação',
    },
    resultTitle: 'Story gerado',
    listTitle: 'Stories recentes',
    emptyText: 'Nenhum story gerado ainda.',
  },
  caption: {
    title: 'Gerador de Legendas',
    description: 'Legendas de 150 a 400 caracteres com 5 a 7 hashtags.',
    formLabel: 'Gerar legenda',
    submitLabel: 'Gerar Legenda',
    mainText: {
      label: 'Descrição da postagem',
      placeholder: 'Ex.: foto do treino de pernas, convidando para o desafio de 30 dias',
    },
    resultTitle: 'Legenda gerada',
    listTitle: 'Legendas recentes',
    emptyText: 'Nenhuma legenda gerada ainda.',
  },
  reel_idea: {
    title: 'Roteiros de Reels',
    description: 'Roteiros de 30 a 60 segundos, cena a cena.',
    formLabel: 'Gerar roteiro de reel',
    submitLabel: 'Gerar Roteiro de Reel',
    mainText: {
      label: 'Sobre o que é o reel?',
      placeholder: 'Ex.: 3 erros comuns de quem começa a treinar em casa',
    },
    resultTitle: 'Roteiro de reel gerado',
    listTitle: 'Seus roteiros de reels',
    emptyText: 'Nenhum roteiro de reel gerado ainda.',
  },
  carousel: {
    title: 'Carrosséis',
    description: 'Carrosséis com slides, sugestões de imagem e CTA.',
    formLabel: 'Gerar carrossel',
    submitLabel: 'Gerar Carrossel',
    mainText: { label: 'Tema do carrossel', placeholder: 'Ex.: 5 mitos sobre emagrecimento' },
    resultTitle: 'Carrossel gerado',
    listTitle: 'Carrosséis recentes',
    emptyText: 'Nenhum carrossel gerado ainda.',
  },
  ad_copy: {
    title: 'Anúncios + Copy',
    description: 'Copy de vendas com métodos de persuasão.',
    formLabel: 'Gerar anúncio',
    submitLabel: 'Gerar Anúncio',
    mainText: {
      label: 'Produto ou serviço',
      placeholder: 'Ex.: consultoria online de treino com acompanhamento semanal',
    },
    resultTitle: 'Copy gerado',
    listTitle: 'Anúncios recentes',
    emptyText: 'Nenhum anúncio gerado ainda.',
  },
};
