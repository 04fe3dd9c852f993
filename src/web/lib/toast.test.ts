import { toast as shown } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { toast } from './toast';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

describe('toast', () => {
  it('shows each toast through the library once it has loaded, with its options, in the order asked', async () => {
    const order: string[] = [];
    for (const kind of ['error', 'success', 'info'] as const)
      vi.mocked(shown[kind]).mockImplementation((message) => {
        order.push(`${kind}: ${String(message)}`);
        return 1;
      });
    toast.error('Falha na geração da legenda', { description: 'Seu token foi devolvido', duration: 4000 });
    toast.success('Aprovado. Obrigado!');
    toast.info('Link copiado');
    toast.error('Sem conexão');
    await vi.waitFor(() => expect(order).toHaveLength(4));
    expect(order).toEqual([
      'error: Falha na geração da legenda',
      'success: Aprovado. Obrigado!',
      'info: Link copiado',
      'error: Sem conexão',
    ]);
    expect(shown.error).toHaveBeenCalledWith('Falha na geração da legenda', {
      description: 'Seu token foi devolvido',
      duration: 4000,
    });
  });
});
