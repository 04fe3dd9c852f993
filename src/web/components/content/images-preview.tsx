/**
 * "Prévia das imagens" under the editor: while the text is edited, the server draws the draft with the
 * same renderer, templates and brand kit as "Gerar imagens" (nothing saved, no token spent), at most once
 * per pause in typing. Frames already on screen are not drawn or sent again, so typing in one slide
 * redraws that slide only.
 *
 * The renderer's fitting answer is shown in words next to the images: a text made smaller to fit, a text
 * that goes on in the next image ("continua →"), or a text the renderer refuses. Nothing is cut silently.
 */
import { useEffect, useRef, useState } from 'react';
import { messageFor } from '@shared/messages';
import type { ImagesPreview as Preview } from '@shared/schemas/item-images';
import { errorMessage } from '@web/lib/api';
import { previewImages } from '@web/entities/content/images';

/** Wait after the last keystroke before drawing: typing is not slowed and the renderer is not flooded. */
const PAUSE_MS = 700;

interface Shown {
  frames: Array<Preview['frames'][number] & { src: string }>;
  refusal: Preview['refusal'];
}

function notesOf(frames: Shown['frames']): string[] {
  const notes: string[] = [];
  for (const f of frames) {
    if (f.continues)
      notes.push(`Imagem ${f.position}: o texto não coube e continua na imagem ${f.position + 1} (“continua →”).`);
    else if (f.shrunk && !f.continued) notes.push(`Imagem ${f.position}: a letra foi reduzida para o texto caber.`);
  }
  return notes;
}

export function ImagesPreview({ itemId, text }: { itemId: string; text: string }) {
  const [shown, setShown] = useState<Shown | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Images already received, by frame hash: the server is told about them and does not send them again.
  const images = useRef(new Map<string, string>());

  useEffect(() => {
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      setBusy(true);
      previewImages(itemId, { content: text, known: [...images.current.keys()].slice(0, 40) }, controller.signal)
        .then((answer) => {
          // Only the frames of this answer are kept: a long edit does not pile up old images.
          const kept = new Map<string, string>();
          for (const f of answer.frames) {
            const src = f.image ?? images.current.get(f.hash);
            if (src) kept.set(f.hash, src);
          }
          images.current = kept;
          setShown({
            refusal: answer.refusal,
            frames: answer.frames.map((f) => ({ ...f, src: kept.get(f.hash) ?? '' })).filter((f) => f.src),
          });
          setError(null);
        })
        .catch((err: unknown) => {
          if (controller.signal.aborted) return;
          setError(errorMessage(err, 'Não foi possível mostrar a prévia agora.'));
        })
        .finally(() => {
          if (!controller.signal.aborted) setBusy(false);
        });
    }, PAUSE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [itemId, text]);

  const notes = shown ? notesOf(shown.frames) : [];
  return (
    <section
      aria-label="Prévia das imagens"
      aria-busy={busy}
      className="space-y-2 rounded-xl border border-dashed border-slate-300 p-3 dark:border-slate-600"
    >
      <h4 className="text-sm font-semibold text-slate-900 dark:text-white">Prévia das imagens</h4>
      <p className="text-xs text-slate-600 dark:text-slate-300">
        {busy ? 'Atualizando a prévia…' : 'Como as imagens vão ficar com este texto (ainda não salvo).'}
      </p>
      {/* Announced once per answer, not per keystroke: the notes change only when a preview arrives. */}
      <div aria-live="polite" className="space-y-1">
        {error && <p className="text-sm text-red-700 dark:text-red-300">{error}</p>}
        {shown?.refusal && (
          <p className="text-sm text-red-700 dark:text-red-300">
            {messageFor(shown.refusal.code, shown.refusal.params)}
          </p>
        )}
        {notes.length > 0 && (
          <ul className="list-disc space-y-0.5 pl-5 text-sm text-amber-800 dark:text-amber-200">
            {notes.map((n) => (
              <li key={n}>{n}</li>
            ))}
          </ul>
        )}
      </div>
      {shown && shown.frames.length > 0 && (
        <ol className="flex gap-2 overflow-x-auto pb-1" aria-label="Imagens da prévia">
          {shown.frames.map((f) => (
            <li key={`${f.hash}-${f.position}`} className="w-28 shrink-0 sm:w-36">
              <img
                src={f.src}
                alt={`Prévia ${f.position} de ${shown.frames.length}${f.title ? `: ${f.title}` : ''}`}
                width={f.width}
                height={f.height}
                className="h-auto w-full rounded-lg border border-slate-200 dark:border-slate-700"
              />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
