import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { handle, renderWithProviders, reply, stubApi } from '@tests/support/render';
import { meFixture } from '@tests/support/me';
import type { ImagesPreview as Preview, PreviewImagesInput } from '@shared/schemas/item-images';
import { ImagesPreview } from './images-preview';
import { TemplatePicker } from './template-picker';

const ID = '11111111-1111-4111-8111-111111111111';
const JPEG = 'data:image/jpeg;base64,/9j/4AAQ';
const hash = (n: number) => String(n).repeat(64).slice(0, 64);

function frame(n: number, extra: Partial<Preview['frames'][number]> = {}): Preview['frames'][number] {
  return {
    hash: hash(n),
    position: n,
    template: 'passo',
    width: 1080,
    height: 1350,
    title: `Slide ${n}`,
    image: JPEG,
    continues: false,
    continued: false,
    shrunk: false,
    ...extra,
  };
}

function Editor() {
  const [text, setText] = useState('primeiro');
  return (
    <>
      <label>
        Texto
        <textarea value={text} onChange={(e) => setText(e.target.value)} />
      </label>
      <ImagesPreview itemId={ID} text={text} />
    </>
  );
}

describe('the live preview under the editor', () => {
  it('asks once per pause in typing, shows the frames and says where the text did not fit', async () => {
    const answers: Preview[] = [
      { frames: [frame(1), frame(2, { continues: true, shrunk: true }), frame(3, { continued: true })], refusal: null },
      // The second time, the frames it already has come back without their images.
      { frames: [frame(1, { image: null }), frame(4, { shrunk: true })], refusal: null },
    ];
    const api = stubApi({
      '/api/me': meFixture(),
      [`POST /api/content/${ID}/images/preview`]: handle(() => reply(200, answers.shift())),
    });
    renderWithProviders(<Editor />);
    const field = screen.getByLabelText('Texto');
    fireEvent.change(field, { target: { value: 'segundo' } });
    fireEvent.change(field, { target: { value: 'terceiro' } });
    expect(await screen.findByRole('img', { name: 'Prévia 3 de 3: Slide 3' })).toBeInTheDocument();
    const previews = () => api.calls.filter((c) => c.url.includes('/preview'));
    expect(previews()).toHaveLength(1);
    expect(previews()[0]!.body).toEqual({ content: 'terceiro', known: [] });
    expect(screen.getByText('Imagem 2: o texto não coube e continua na imagem 3 (“continua →”).')).toBeInTheDocument();

    fireEvent.change(field, { target: { value: 'quarto' } });
    expect(await screen.findByText('Imagem 4: a letra foi reduzida para o texto caber.')).toBeInTheDocument();
    expect((previews()[1]!.body as PreviewImagesInput).known).toEqual([hash(1), hash(2), hash(3)]);
    // The first frame is still shown from what the editor had.
    expect(screen.getByRole('img', { name: 'Prévia 1 de 2: Slide 1' })).toHaveAttribute('src', JPEG);
    expect(screen.queryByText(/continua na imagem/)).toBeNull();
  });

  it('tells a refusal of the renderer in words', async () => {
    stubApi({
      '/api/me': meFixture(),
      [`POST /api/content/${ID}/images/preview`]: {
        frames: [],
        refusal: { code: 'RENDER_TITLE_TOO_LONG', params: { slide: 2 } },
      },
    });
    renderWithProviders(<Editor />);
    expect(
      await screen.findByText('O título do slide 2 não cabe na arte mesmo com a letra menor. Encurte o título.'),
    ).toBeInTheDocument();
  });
});

describe('the template picker', () => {
  it('is one labelled select per slide, "Automático" naming the role’s template', async () => {
    const changes: unknown[] = [];
    stubApi({ '/api/me': meFixture() });
    renderWithProviders(
      <TemplatePicker
        slides={[
          { title: 'Pão em casa', template: 'capa' },
          { title: 'Os ingredientes', template: 'passo' },
        ]}
        choices={[
          { id: 'capa', label: 'Capa', hint: 'título grande' },
          { id: 'passo', label: 'Passo/lista', hint: 'texto ou lista' },
          { id: 'citacao', label: 'Citação', hint: 'uma frase em destaque' },
        ]}
        value={[null, null]}
        roleTemplates={['capa', 'passo']}
        onChange={(next) => changes.push(next)}
      />,
    );
    const group = screen.getByRole('group', { name: 'Modelo de cada slide' });
    const second = screen.getByRole('combobox', { name: 'Slide 2: Os ingredientes' });
    expect(group).toContainElement(second);
    expect(second).toHaveValue('');
    expect(screen.getAllByRole('option', { name: 'Automático (Passo/lista)' })).toHaveLength(1);
    fireEvent.change(second, { target: { value: 'citacao' } });
    await waitFor(() => expect(changes).toEqual([[null, 'citacao']]));
  });
});
