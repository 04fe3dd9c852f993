/** pt-BR texts of the item actions per content kind (spec part 2 §8). */
import type { ContentKind } from '@shared/content-kinds';

export interface KindTexts {
  /** Lower-case noun used inside messages ('Erro ao salvar roteiro...'). */
  item: string;
  generated: string;
  updated: string;
  exported: string;
  exportFailed: string;
}

export const KIND_TEXTS: Record<ContentKind, KindTexts> = {
  daily_script: {
    item: 'roteiro',
    generated: 'Roteiro gerado com sucesso!',
    updated: 'Roteiro atualizado com sucesso!',
    exported: 'Roteiro exportado!',
    exportFailed: 'Erro ao exportar roteiro',
  },
  story: {
    item: 'story',
    generated: 'Story gerado com sucesso!',
    updated: 'Story atualizado com sucesso!',
    exported: 'Story exportado!',
    exportFailed: 'Erro ao exportar',
  },
  caption: {
    item: 'legenda',
    generated: 'Legenda gerada com sucesso!',
    updated: 'Legenda atualizada com sucesso!',
    exported: 'Legenda exportada!',
    exportFailed: 'Erro ao exportar',
  },
  reel_idea: {
    item: 'roteiro de reel',
    generated: 'Roteiro de reel gerado com sucesso!',
    updated: 'Roteiro de reel atualizado com sucesso!',
    exported: 'Roteiro exportado!',
    exportFailed: 'Erro ao exportar roteiro',
  },
  carousel: {
    item: 'carrossel',
    generated: 'Carrossel gerado com sucesso!',
    updated: 'Carrossel atualizado com sucesso!',
    exported: 'Carrossel exportado!',
    exportFailed: 'Erro ao exportar',
  },
  ad_copy: {
    item: 'copy',
    generated: 'Copy de anúncio gerado com sucesso!',
    updated: 'Copy atualizado com sucesso!',
    exported: 'Copy exportado!',
    exportFailed: 'Erro ao exportar',
  },
};

export const ACTION_TEXTS = {
  copy: 'Copiar',
  copied: 'Copiado para a área de transferência!',
  copyFailed: 'Erro ao copiar',
  export: 'Exportar .txt',
  edit: 'Editar',
  save: 'Salvar',
  cancel: 'Cancelar',
  saveFailed: 'Erro ao salvar alterações',
  done: 'Concluído',
  markDone: 'Marcar como concluído',
  markPending: 'Marcar como pendente',
  seeFull: 'ver conteúdo completo',
  seeLess: 'ver menos',
} as const;

/** Status labels of the history filter and badges. */
export const STATUS_LABELS: Record<'completed' | 'pending' | 'in_progress', string> = {
  completed: 'Concluído',
  pending: 'Pendente',
  in_progress: 'Em andamento',
};
