/** The brand kit and rendered visuals. */
export const brandKitMessages = {
  BRAND_KIT_NOT_FOUND: 'Kit da marca não encontrado',
  BRAND_KIT_COLOR_INVALID: 'Use cores no formato #RRGGBB',
  BRAND_KIT_FONT_PAIR_INVALID: 'Escolha um dos pares de fontes oferecidos',
  BRAND_KIT_HANDLE_INVALID: 'O @ do perfil pode ter até 30 letras, números, pontos ou sublinhados',
  BRAND_KIT_CONTRAST_LOW:
    'O texto fica difícil de ler sobre esse fundo (contraste {ratio}:1, o mínimo é 4,5:1). Experimente a cor {suggestion}.',
  BRAND_KIT_LOGO_TOO_LARGE: 'O logo pode ter no máximo 700 KB',
  BRAND_KIT_LOGO_DIMENSIONS: 'O logo pode ter no máximo 4096 × 4096 pixels',
  BRAND_KIT_LOGO_INVALID: 'Envie o logo em PNG, JPEG ou WebP: não foi possível ler esse arquivo como imagem',
  RENDER_TITLE_TOO_LONG: 'O título do slide {slide} não cabe na arte mesmo com a letra menor. Encurte o título.',
  RENDER_TEXT_TOO_LONG:
    'O texto do slide {slide} não cabe nem dividido em {max} partes. Encurte o texto ou divida em mais slides.',
  RENDER_TOO_MANY_FRAMES: 'A arte passaria de {max} imagens. Encurte os textos ou use menos slides.',
  RENDER_KIND_WITHOUT_IMAGES: 'Este tipo de conteúdo não tem imagens para gerar',
  RENDER_NOTHING_TO_DRAW: 'Não há texto para transformar em imagens neste conteúdo',
  RENDER_IMAGE_NOT_FOUND: 'Imagem não encontrada',
  RENDER_IMAGE_WIDTH_INVALID:
    'Largura de imagem inválida: peça w=360 ou w=720, ou a imagem sem "w" para receber o tamanho original.',
  RENDER_IMAGES_NONE: 'Este conteúdo ainda não tem imagens. Use "Gerar imagens" primeiro.',
} as const;
