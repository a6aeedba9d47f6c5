/** A figure the owner's offer is made of, as the owner wrote it ("35", "€20", "2" for "1"). */
export type Offer =
  | { kind: 'percentOff'; percent: string; upTo: boolean }
  | { kind: 'amountOff'; amount: string }
  | { kind: 'multiBuy'; take: string; pay: string }
  | { kind: 'freeShipping' }
  | { kind: 'freeGift' }
  | { kind: 'price'; amount: string };

export interface OfferFacts {
  offers: Offer[];
  /** The order value an offer starts at: "$50" in "free shipping over $50". */
  minimum: string | null;
  code: string | null;
}

const NUMBER = String.raw`\d{1,3}(?:[.,]\d{3})+(?:[.,]\d{1,2})?|\d{1,6}(?:[.,]\d{1,2})?`;
const SYMBOL = String.raw`US\$|[€$£¥]`;
const CURRENCY_CODE = String.raw`(?:EUR|USD|GBP|CHF|SAR|AED|EGP|MAD|QAR|KWD|MXN|ARS|COP)\b`;
const CURRENCY_WORD = String.raw`(?:euros?|dollars?|pounds?|pesos?|franken)\b|ريالات|ريال|دراهم|درهم|جنيهات|جنيه|دولارات|دولار|يورو|دينار`;
const AMOUNT = new RegExp(
  String.raw`(?:${SYMBOL}|${CURRENCY_CODE})\s?(?:${NUMBER})|(?<![\d.,])(?:${NUMBER})\s?(?:${SYMBOL}|${CURRENCY_CODE}|${CURRENCY_WORD})`,
  'giu',
);
const PERCENT = new RegExp(
  String.raw`(up to |bis zu |hasta (?:un |el )?|حتى |يصل إلى )?(?<![\d.,])(${NUMBER})\s?(?:%|٪|\s?(?:percent|per cent|prozent|por ciento|بالمئة|بالمائة|في المئة))|٪\s?(${NUMBER})`,
  'giu',
);
const MULTI_BUY = [
  /(?<![\d.,])([2-9])\s?(?:for|für|por|x|×|بسعر)\s?([1-8])(?![\d.,%])/i,
  /(?<![\d.,])([2-9]) zum preis von ([1-8])(?![\d.,])/i,
  /\b(?:lleva|llévate) ([2-9]),? (?:y )?paga ([1-8])\b/i,
];
const BUY_ONE_GET_ONE =
  /\b(?:buy one,? get one|buy 1,? get 1|bogo)\b|\b1\s?\+\s?1\b|compra uno y llévate otro|اشتر(?:ي|\u0650)? (?:واحدة|واحدًا|واحد|1) واحصل على (?:ال)?(?:ثانية|ثاني|آخر|أخرى|1)/i;
const FREE_SHIPPING =
  /\bfree (?:shipping|delivery)\b|\b(?:kostenlose[nr]?|gratis) ?(?:versand|lieferung)|versandkostenfrei|gratisversand|env[ií]o (?:gratis|gratuito)|entrega gratuita|(?:شحن|توصيل) مجاني/i;
const FREE_GIFT =
  /\bfree gifts?\b|gratis-?geschenk|geschenk gratis|kostenlose[ns]? geschenk|regalo (?:gratis|de regalo)|un regalo|هدية مجانية/i;
/** What comes just before a minimum order value. */
const BEFORE_MINIMUM =
  /(?:over|above|from|of at least|at least|minimum|min\.?|more than|spend|ab|über|mindestens|más de|a partir de|desde|superiores? a|فوق|أكثر من|تزيد عن|تزيد على|تتجاوز|بقيمة)\s*$/i;
const BEFORE_AMOUNT_OFF = /(?:save|spare|sparen|ahorra|خصم|توفير)\s*$/i;
/** "5 € auf Leckerlis", "5 € en premios": an amount on a product is taken off its price. */
const AFTER_AMOUNT_OFF = /^\s*(?:off\b|rabatt|nachlass|de descuento|descuento|auf\s|en\s)/i;
const CODE_WORD =
  /(?<!\p{L})(?:promo ?code|discount code|coupon code|code|coupon|gutscheincode|rabattcode|gutschein|código(?: de descuento| promocional)?|cupón|cupon|الكود|كود|الرمز|رمز|كوبون)\s*[:"'„“«]?\s*([A-Za-z0-9][A-Za-z0-9_-]{2,23})/iu;
/** A code written in capitals with a figure in it, such as SPOOKY20, also without the word "code". */
const CODE_SHAPE = /(?<![\p{L}\d])(?:[A-Z]{2,}\d+[A-Z\d]*|\d+[A-Z]{3,})(?![\p{L}\d])/u;

function kindOfAmount(text: string, at: number, amount: string): 'minimum' | Offer {
  const before = text.slice(Math.max(0, at - 24), at);
  const after = text.slice(at + amount.length, at + amount.length + 16);
  if (BEFORE_MINIMUM.test(before)) return 'minimum';
  if (BEFORE_AMOUNT_OFF.test(before) || AFTER_AMOUNT_OFF.test(after)) {
    return { kind: 'amountOff', amount };
  }
  return { kind: 'price', amount };
}

function codeIn(text: string): string | null {
  const named = CODE_WORD.exec(text)?.[1];
  if (named && (/\d/.test(named) || named === named.toUpperCase())) return named;
  return CODE_SHAPE.exec(text)?.[0] ?? null;
}

/** The figures of the offer a prompt describes, each once, in the order the prompt gives them. */
export function offersIn(text: string): OfferFacts {
  const found: { at: number; offer: Offer }[] = [];
  let minimum: string | null = null;
  for (const match of text.matchAll(PERCENT)) {
    const percent = match[2] ?? match[3]!;
    found.push({ at: match.index, offer: { kind: 'percentOff', percent, upTo: !!match[1] } });
  }
  for (const match of text.matchAll(AMOUNT)) {
    const kind = kindOfAmount(text, match.index, match[0]);
    if (kind === 'minimum') minimum ??= match[0];
    else found.push({ at: match.index, offer: kind });
  }
  const multi = MULTI_BUY.map((pattern) => pattern.exec(text)).find(
    (m) => m && Number(m[1]) > Number(m[2]),
  );
  if (multi)
    found.push({ at: multi.index, offer: { kind: 'multiBuy', take: multi[1]!, pay: multi[2]! } });
  else {
    const bogo = BUY_ONE_GET_ONE.exec(text);
    if (bogo) found.push({ at: bogo.index, offer: { kind: 'multiBuy', take: '2', pay: '1' } });
  }
  const shipping = FREE_SHIPPING.exec(text);
  if (shipping) found.push({ at: shipping.index, offer: { kind: 'freeShipping' } });
  const gift = FREE_GIFT.exec(text);
  if (gift) found.push({ at: gift.index, offer: { kind: 'freeGift' } });
  const offers = found.sort((a, b) => a.at - b.at).map((f) => f.offer);
  return { offers: offers.slice(0, 4), minimum, code: codeIn(text) };
}
