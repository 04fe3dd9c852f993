/** pt-BR texts of the item actions; each kind's own texts are in its row of the kinds table. */
import { mapKinds, kindInfo } from '@shared/content-kinds';

/** Each kind's action texts (toasts), read from the kinds table. */
export const KIND_TEXTS = mapKinds((kind) => kindInfo(kind).texts);

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
