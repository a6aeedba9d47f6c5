import { audienceIn } from './audience';
import { occasionIn } from './occasions';
import { wordsAfter } from './wordsAfter';

/** Words after which a prompt names what its offer is on: "20% off dog treats", "15 % auf Kuchen". */
const ON_OFFER = [
  String.raw`(?:%|٪|€|\$|£|\d|percent|per cent)\s?off\s`,
  String.raw`(?<!\p{L})(?:buy one,? get one(?: free)?|buy 1,? get 1(?: free)?|bogo)\s(?:on\s)?`,
  String.raw`\d\s?(?:for|x|×|por|für|بسعر)\s?\d\s(?:on|auf|bei|en|على)\s`,
  String.raw`\d\s?(?:for|x|×|por|für|بسعر)\s?\d\s`,
  String.raw`(?:%|€|\$|£)\s(?:on|for)\s`,
  String.raw`(?<!\p{L})(?:discounts? on|sale on|deals? on|savings on|offer on|about)\s`,
  String.raw`(?<!\p{L})for(?=\sour\s)\s`,
  String.raw`(?:%|€|\$|rabatt|nachlass|prozent)\s(?:auf|für)\s`,
  String.raw`(?:%|€|\$|descuento|rebaja|rebajas)\s(?:de descuento\s)?en\s`,
  String.raw`(?:[٪%]|خصم\s\S+(?:\s\S+)?|مجانًا|مجانا)\sعلى\s`,
];
/** Words after which a prompt names something new it announces: "introducing the Trailblazer". */
const LAUNCHED = [
  String.raw`(?<!\p{L})(?:launch(?:ing)? of|launch(?:ing)?|announc(?:e|ing)|introduc(?:e|ing)|promot(?:e|ing)|featuring|showcas(?:e|ing))\s`,
  String.raw`(?<!\p{L})(?:wir stellen|stellen wir|einführung (?:von|der|des)|launch (?:von|der|des))\s`,
  String.raw`(?<!\p{L})(?:lanzamiento de|presentamos|presentar|promocionar)\s`,
  String.raw`(?:إطلاق|نطلق|نقدم|نقدّم|نقدِّم)\s`,
];

export interface ProductFact {
  /** As the prompt names it: "our dog treats". */
  name: string;
  /** Something new it announces, which an offer in the same prompt need not be on. */
  launched: boolean;
}

/** "all" says nothing the mail needs: "20% off all mugs" is "20% off mugs". */
const SKIP = new Set(
  'all every any selected alle jede jeden sämtliche todos todas todo toda جميع كل'.split(' '),
);
/** Articles and possessives a product keeps at its start: "the Autumn Box", "unsere Kuchen". */
const LEADING = new Set(
  'the our your their die das den dem der unsere unser unseren unserer unseres ihre ihren el la los las nuestro nuestra nuestros nuestras su sus tu tus'.split(
    ' ',
  ),
);
const STOPS = new Set(
  [
    'for until till through with and to when at this us it them you me code using use only from in on before by plus who that which if as so ends ending valid while during starting today now or email mail newsletter campaign sale sales deal deals offer promotion promo discount',
    'für bis mit und zum zur ab im am in an nur gültig solange wenn als oder code noch heute jetzt aktion angebot rabatt sale vor',
    'para hasta con y al a por desde solo sólo código que cuando si este esta o hoy ya rebajas oferta promoción descuento',
    'حتى مع باستخدام استخدم عند من في لغاية و كود رمز فقط بمناسبة قبل خلال أو لمدة اليوم عرض',
  ]
    .join(' ')
    .split(' '),
);
/** Arabic writes "for" and "and" onto the next word: "للعملاء", "وشحن مجاني". */
const STOP_PREFIX = /^(?:لل|و(?:شحن|توصيل|هدية|خصم|كود|الكود|رمز|الرمز|استخدم|مع|حتى))/;
/** Words that name no product: "a new product" says nothing of which, "the launch of" is to come. */
const GENERIC =
  /^(?:(?:a |the |our )?new product|neues produkt|nuevo producto|منتج جديد|منتجًا جديدًا)$|^(?:the )?(?:launch|release|arrival)\b/i;
const JOINERS = new Set(['of', 'de', 'del', 'para', 'من']);

/** A phrase that is an occasion alone: "our summer" in "for our summer sale". */
function onlyAnOccasion(phrase: string): boolean {
  const words = phrase.split(' ').filter((word) => !LEADING.has(word.toLowerCase()));
  return words.length === 1 && occasionIn(words[0]!, 'en') !== null;
}

function phraseAfter(text: string, triggers: string[]): string | null {
  // "for our customers" names the audience, not a product.
  const accept = (phrase: string) =>
    audienceIn(phrase) === null && !GENERIC.test(phrase) && !onlyAnOccasion(phrase);
  return wordsAfter(text, new RegExp(triggers.join('|'), 'giu'), {
    stops: STOPS,
    stopPrefix: STOP_PREFIX,
    skip: SKIP,
    leading: LEADING,
    joiners: JOINERS,
    max: 4,
    accept,
  });
}

/** The product or range a prompt is about: "dog treats", "Sommerkleider", "حلويات الكلاب". */
export function productIn(text: string): ProductFact | null {
  const onOffer = phraseAfter(text, ON_OFFER);
  if (onOffer) return { name: onOffer, launched: false };
  const launched = phraseAfter(text, LAUNCHED);
  return launched ? { name: launched, launched: true } : null;
}
