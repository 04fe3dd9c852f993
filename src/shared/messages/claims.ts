/**
 * Warnings of the publi and claims checker (one per rule of src/shared/claims/rules.ts). They are advice,
 * not errors: the text is still saved; the screen shows the warning next to the highlighted words.
 */
export const claimMessages = {
  CLAIM_HEALTH_CURE:
    'Promessa de cura: só medicamentos registrados podem falar em tratar doenças, e sem prometer cura.',
  CLAIM_HEALTH_NO_SIDE_EFFECTS:
    'Dizer que não há efeitos colaterais ou contraindicações não é permitido na publicidade de produtos de saúde.',
  CLAIM_HEALTH_MIRACLE:
    'Promessa de efeito milagroso ou infalível: a publicidade de saúde não pode exagerar resultados.',
  CLAIM_GUARANTEED_RESULT: 'Resultado garantido: ninguém pode garantir resultados que dependem de cada pessoa.',
  CLAIM_HEALTH_ANVISA_APPROVAL:
    'Dizer que a Anvisa aprovou ou recomenda o produto: registro não é aval de eficácia, e muitos alimentos, suplementos e cosméticos nem passam por aprovação.',
  CLAIM_HEALTH_DISEASE:
    'Alegação de tratar ou prevenir doenças: alimentos e suplementos não podem fazer essa promessa.',
  CLAIM_FITNESS_FAST_WEIGHT_LOSS: 'Promessa de emagrecimento em prazo ou sem esforço: é enganosa e não é permitida.',
  CLAIM_FITNESS_FAT_BURNING: 'Produto que "queima gordura" ou "seca a barriga": essa alegação não é permitida.',
  CLAIM_BEFORE_AFTER:
    'Antes e depois: mostre só resultados reais e típicos, e avise que eles variam de pessoa para pessoa.',
  CLAIM_BEAUTY_PERMANENT: 'Promessa de eliminar marcas ou de efeito definitivo: cosméticos não podem prometer isso.',
  CLAIM_MONEY_EASY: 'Promessa de dinheiro fácil ou de valores de ganho: é publicidade enganosa.',
  CLAIM_MONEY_GUARANTEED: 'Ganho garantido ou sem risco: nenhum ganho financeiro é garantido.',
  CLAIM_BETTING_INCOME: 'Aposta apresentada como renda, investimento ou saída financeira: não é permitido.',
  CLAIM_BETTING_GUARANTEED: 'Aposta "certa" ou ganho garantido em apostas: não é permitido prometer ganhos.',
  CLAIM_BETTING_MINORS: 'Apostas com menção a menores de 18 anos: a publicidade de apostas não pode se dirigir a eles.',
  CLAIM_CHILDREN_DIRECT_APPEAL:
    'Apelo direto à criança: a publicidade não pode pedir que a criança compre ou convença os pais a comprar.',
  CLAIM_PUBLI_MISSING:
    'Conteúdo pago sem identificação: comece com "Publicidade" ou "#publi", visível sem precisar clicar em "ver mais".',
  CLAIM_PUBLI_NOT_AT_START:
    'A identificação de publicidade está escondida no fim ou depois do "ver mais": leve "Publicidade" ou "#publi" para o início.',
  CLAIM_PUBLI_UNDISCLOSED:
    'Parece uma parceria (cupom, marca, presente): se houve pagamento ou benefício, identifique como publicidade no início.',
} as const;

export type ClaimMessageCode = keyof typeof claimMessages;
