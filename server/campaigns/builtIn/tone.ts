export type Tone =
  'playful' | 'formal' | 'friendly' | 'urgent' | 'professional' | 'warm' | 'elegant' | 'casual';

/** "informal" and "غير رسمي" are casual, so casual is looked for before formal. */
const TONES: [Tone, RegExp][] = [
  [
    'casual',
    /(?<!\p{L})(?:casual(?! wear| shoes| clothing)|relaxed|laid-back|informal|locker|lässig|ungezwungen|relajado|desenfadado|informal)(?:e[rsnm]?)?(?!\p{L})|(?<!\p{L})(?:غير رسمية?|عفوية?)(?!\p{L})/iu,
  ],
  [
    'playful',
    /(?<!\p{L})(?:playful|fun|funny|humou?rous|witty|cheeky|light-?hearted|quirky|verspielt|lustig|witzig|humorvoll|divertid[oa]|juguet[oó]n|gracios[oa]|con humor)(?:e[rsnm]?)?(?!\p{L})|(?<!\p{L})(?:مرحة?|ممتعة?|فكاهية?|طريفة?)(?!\p{L})/iu,
  ],
  [
    'formal',
    /(?<!\p{L})(?:formal|formell|förmlich|siezen|sie-form|usted|de usted|formalmente)(?:e[rsnm]?)?(?!\p{L})|(?<!\p{L})(?:رسمية?|بشكل رسمي)(?!\p{L})/iu,
  ],
  [
    'urgent',
    /(?<!\p{L})(?:urgent|urgency|last chance|hurry|dringend|dringlichkeit|letzte chance|urgente|urgencia|última oportunidad)(?:e[rsnm]?)?(?!\p{L})|(?<!\p{L})(?:عاجلة?|فرصة أخيرة)(?!\p{L})/iu,
  ],
  [
    'professional',
    /(?<!\p{L})(?:professional|businesslike|professionell|sachlich|seriös|profesional|serio)(?:e[rsnm]?)?(?!\p{L})|(?<!\p{L})(?:احترافية?|مهنية?)(?!\p{L})/iu,
  ],
  [
    'warm',
    /(?<!\p{L})(?:warm(?= tone| and| voice| welcome| thank| email| message| note| words|,)|warmly|heartfelt|caring|herzlich|warmherzig|cálido|cercano|emotivo|cariñoso)(?:e[rsnm]?)?(?!\p{L})|(?<!\p{L})(?:دافئة?|حنونة?)(?!\p{L})/iu,
  ],
  [
    'friendly',
    /(?<!\p{L})(?:friendly|freundlich|amable|amistoso|simpático)(?:e[rsnm]?)?(?!\p{L})|(?<!\p{L})(?:لطيفة?|ودودة?|ودية?|ودّية?)(?!\p{L})/iu,
  ],
  [
    'elegant',
    /(?<!\p{L})(?:elegant|luxurious|luxury|sophisticated|upscale|edel|luxuriös|exklusiv|elegante|lujos[oa]|sofisticad[oa]|exclusiv[oa])(?:e[rsnm]?)?(?!\p{L})|(?<!\p{L})(?:راقٍ|راق|راقية|فاخرة?|أنيقة?)(?!\p{L})/iu,
  ],
];

/** The tone a prompt asks for: the one it names first. */
export function toneIn(text: string): Tone | null {
  let found: { tone: Tone; at: number } | null = null;
  for (const [tone, pattern] of TONES) {
    const at = pattern.exec(text)?.index;
    if (at !== undefined && (!found || at < found.at)) found = { tone, at };
  }
  return found?.tone ?? null;
}
