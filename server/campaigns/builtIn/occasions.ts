import type { DraftLanguage } from './draftLanguage';

interface Occasion {
  /** How a prompt in any shipped language names it. */
  pattern: RegExp;
  /** How the draft names it in a heading, in each language. */
  names: Record<DraftLanguage, string>;
  /** How a sentence starts with it, where that needs an article: "Der Sommer", "La Navidad". */
  leads?: Partial<Record<DraftLanguage, string>>;
}

export interface OccasionName {
  name: string;
  /** The name at the start of a sentence. */
  lead: string;
}

/** Longer names first: "Black Friday" before a bare "Friday" in a date, "Mother's Day" before "Day". */
const OCCASIONS: Occasion[] = [
  {
    pattern: /\bblack[- ]?friday\b|الجمعة (البيضاء|السوداء)/i,
    names: { en: 'Black Friday', de: 'Black Friday', es: 'Black Friday', ar: 'الجمعة البيضاء' },
    leads: { de: 'Der Black Friday', es: 'El Black Friday' },
  },
  {
    pattern: /\bcyber[- ]?monday\b|الاثنين الإلكتروني/i,
    names: { en: 'Cyber Monday', de: 'Cyber Monday', es: 'Cyber Monday', ar: 'الاثنين الإلكتروني' },
    leads: { de: 'Der Cyber Monday', es: 'El Cyber Monday' },
  },
  {
    pattern: /\bhall?oo?we?e?n|هالوين|الهالووين/i,
    names: { en: 'Halloween', de: 'Halloween', es: 'Halloween', ar: 'الهالوين' },
  },
  {
    pattern:
      /\b(christmas|xmas|x-mas|holiday season|weihnacht|navidad|navideñ)|الكريسماس|عيد الميلاد المجيد/i,
    names: { en: 'Christmas', de: 'Weihnachten', es: 'Navidad', ar: 'عيد الميلاد' },
    leads: { es: 'La Navidad' },
  },
  {
    pattern: /\b(new year|silvester|neujahr|año nuevo|fin de año)|رأس السنة|العام الجديد/i,
    names: { en: 'New Year', de: 'Silvester', es: 'Año Nuevo', ar: 'رأس السنة' },
    leads: { es: 'El Año Nuevo' },
  },
  {
    pattern: /\b(valentine|valentinstag|san valent[ií]n)|عيد الحب/i,
    names: {
      en: 'Valentine’s Day',
      de: 'Valentinstag',
      es: 'San Valentín',
      ar: 'عيد الحب',
    },
    leads: { de: 'Der Valentinstag' },
  },
  {
    pattern: /\b(mother'?s'? ?day|mothers day|muttertag|d[ií]a de la madre)|عيد الأم/i,
    names: { en: 'Mother’s Day', de: 'Muttertag', es: 'Día de la Madre', ar: 'عيد الأم' },
    leads: { de: 'Der Muttertag', es: 'El Día de la Madre' },
  },
  {
    pattern: /\b(father'?s'? ?day|fathers day|vatertag|d[ií]a del padre)|عيد الأب/i,
    names: { en: 'Father’s Day', de: 'Vatertag', es: 'Día del Padre', ar: 'عيد الأب' },
    leads: { de: 'Der Vatertag', es: 'El Día del Padre' },
  },
  {
    pattern: /\b(easter|ostern|oster|pascua|semana santa)|عيد الفصح/i,
    names: { en: 'Easter', de: 'Ostern', es: 'Semana Santa', ar: 'عيد الفصح' },
    leads: { es: 'La Semana Santa' },
  },
  {
    pattern: /\bthanksgiving\b|عيد الشكر/i,
    names: { en: 'Thanksgiving', de: 'Thanksgiving', es: 'Acción de Gracias', ar: 'عيد الشكر' },
    leads: { es: 'El Día de Acción de Gracias' },
  },
  {
    pattern: /رمضان|\bramad[aá]n/i,
    names: { en: 'Ramadan', de: 'Ramadan', es: 'Ramadán', ar: 'رمضان' },
    leads: { es: 'El Ramadán' },
  },
  {
    pattern: /عيد الفطر|عيد الأضحى|(?<!\p{L})العيد(?!\p{L})|(?<!\p{L})eid(?!\p{L})/iu,
    names: { en: 'Eid', de: 'Eid', es: 'Eid', ar: 'العيد' },
    leads: { de: 'Das Eid-Fest', es: 'El Eid' },
  },
  {
    pattern:
      /\b(back[- ]to[- ]school|schulanfang|vuelta al cole|regreso a clases)|العودة إلى المدارس|العودة للمدارس/i,
    names: {
      en: 'Back to school',
      de: 'Schulanfang',
      es: 'Vuelta al cole',
      ar: 'العودة إلى المدارس',
    },
    leads: { de: 'Der Schulanfang', es: 'La vuelta al cole' },
  },
  {
    pattern:
      /\b(anniversary|birthday|jubiläum|geburtstag|aniversario|cumpleaños)|الذكرى السنوية|عيد ميلاد/i,
    names: { en: 'Anniversary', de: 'Jubiläum', es: 'Aniversario', ar: 'الذكرى السنوية' },
    leads: {
      en: 'Our anniversary',
      de: 'Unser Jubiläum',
      es: 'Nuestro aniversario',
      ar: 'ذكرانا السنوية',
    },
  },
  {
    pattern: /\b(summer|sommer|verano)|الصيف|صيفي|صيفية/i,
    names: { en: 'Summer', de: 'Sommer', es: 'Verano', ar: 'الصيف' },
    leads: { de: 'Der Sommer', es: 'El verano' },
  },
  {
    pattern: /\b(winter|invierno)|الشتاء|شتوي|شتوية/i,
    names: { en: 'Winter', de: 'Winter', es: 'Invierno', ar: 'الشتاء' },
    leads: { de: 'Der Winter', es: 'El invierno' },
  },
  {
    pattern: /\b(spring|frühling|frühjahr|primavera)|الربيع|ربيعي/i,
    names: { en: 'Spring', de: 'Frühling', es: 'Primavera', ar: 'الربيع' },
    leads: { de: 'Der Frühling', es: 'La primavera' },
  },
  {
    pattern: /\b(autumn|fall season|herbst|otoño)|الخريف|خريفي/i,
    names: { en: 'Autumn', de: 'Herbst', es: 'Otoño', ar: 'الخريف' },
    leads: { de: 'Der Herbst', es: 'El otoño' },
  },
];

/** The occasion a prompt names, as the draft's language names it: "Halloween", "Weihnachten". */
export function occasionIn(text: string, language: DraftLanguage): OccasionName | null {
  const occasion = OCCASIONS.find((candidate) => candidate.pattern.test(text));
  if (!occasion) return null;
  const name = occasion.names[language];
  return { name, lead: occasion.leads?.[language] ?? name };
}
