/** "Pular para o conteúdo": the first stop for keyboard users, hidden until it gets focus. */
export const MAIN_CONTENT_ID = 'conteudo';

export function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="sr-only z-50 rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white focus:not-sr-only focus:fixed focus:left-3 focus:top-3"
    >
      Pular para o conteúdo
    </a>
  );
}
