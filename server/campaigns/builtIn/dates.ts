export interface DateFacts {
  /** The last day of the offer, as written: "31 October" in "until 31 October". */
  until: string | null;
  /** The day the mail is about: "Saturday 5 April". */
  on: string | null;
}

const MONTH = [
  'january|february|march|april|may|june|july|august|september|october|november|december',
  'jan|feb|mar|apr|jun|jul|aug|sept|sep|oct|nov|dec',
  'januar|jänner|februar|märz|mai|juni|juli|oktober|dezember',
  'enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre',
  'يناير|فبراير|مارس|أبريل|إبريل|مايو|يونيو|يوليو|أغسطس|سبتمبر|أكتوبر|نوفمبر|ديسمبر',
  'كانون الثاني|شباط|آذار|نيسان|أيار|حزيران|تموز|آب|أيلول|تشرين الأول|تشرين الثاني|كانون الأول',
].join('|');
const WEEKDAY = [
  'monday|tuesday|wednesday|thursday|friday|saturday|sunday',
  'montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonnabend|sonntag',
  'lunes|martes|miércoles|miercoles|jueves|viernes|sábado|sabado|domingo',
  'الاثنين|الإثنين|الثلاثاء|الأربعاء|الخميس|الجمعة|السبت|الأحد',
].join('|');
const RELATIVE = [
  'midnight|tonight|tomorrow|this weekend|the weekend|the end of the month|end of the month|the end of the week|month end',
  'mitternacht|morgen|heute abend|dieses wochenende|ende des monats|monatsende|ende der woche',
  'medianoche|mañana|este fin de semana|el fin de semana|fin de mes|finales de mes',
  'منتصف الليل|الغد|غدًا|غدا|نهاية الأسبوع|نهاية الشهر',
].join('|');
const DAY = String.raw`\d{1,2}(?:st|nd|rd|th|\.)?`;
const YEAR = String.raw`(?:,?\s(?:de\s)?\d{4})?`;
const DATE = [
  String.raw`(?:(?:${WEEKDAY}),?\s)?${DAY}\s(?:of\s|de\s)?(?:${MONTH})\.?${YEAR}`,
  String.raw`(?:(?:${WEEKDAY}),?\s)?(?:${MONTH})\.?\s\d{1,2}(?:st|nd|rd|th)?${YEAR}`,
  String.raw`\d{4}-\d{2}-\d{2}`,
  // 31/10 or 31.10.2024, but not the price in "€5.10" or the share in "12.5%".
  String.raw`(?<![€$£¥]\s?)(?:0?[1-9]|[12]\d|3[01])[./](?:0?[1-9]|1[0-2])(?:[./](?:\d{4}|\d{2}))?\.?(?!\s?[€$£¥%]|[.,]?\d)`,
  WEEKDAY,
  RELATIVE,
].join('|');
/** Words that end a date: "not a letter" in any script. */
const END = String.raw`(?![\p{L}\d])`;
const START = String.raw`(?<![\p{L}\d])`;

const UNTIL = [
  'until|till|til|through|thru|ends?|ending|expires?|valid until|no later than|before|by',
  'bis|gültig bis|endet',
  'hasta|válido hasta|válida hasta|termina',
  'حتى|لغاية|ينتهي في|ينتهي|قبل',
].join('|');
/** Words between the "until" and the date that the draft writes in its own way. */
const LINK_WORDS = String.raw`(?:(?:the|zum|zur|am|einschließlich|spätestens|el|este|يوم|تاريخ)\s)?`;
const UNTIL_DATE = new RegExp(`${START}(?:${UNTIL})\\s${LINK_WORDS}(${DATE})${END}`, 'iu');
const ON_DATE = new RegExp(
  `${START}(?:on|this|next|am|diesen|nächsten|el|este|el próximo|يوم)\\s(${DATE})${END}|${START}(${DATE})${END}`,
  'giu',
);
const BARE_WEEKDAY = new RegExp(`^(?:${WEEKDAY})$`, 'iu');

/** The deadline and the day a prompt names, each as written. */
export function datesIn(text: string): DateFacts {
  const untilMatch = UNTIL_DATE.exec(text);
  // A sentence's full stop is not the date's: "bis 31. Oktober." gives "31. Oktober".
  const until = untilMatch?.[1]?.replace(/\.$/, '') ?? null;
  const rest = untilMatch
    ? text.slice(0, untilMatch.index) + text.slice(untilMatch.index + untilMatch[0].length)
    : text;
  // A bare weekday or "tomorrow" is only a date after "on": "Black Friday" names no day.
  const on = [...rest.matchAll(ON_DATE)]
    .map((match) => match[1] ?? (BARE_WEEKDAY.test(match[2]!) ? null : match[2]!))
    .find(Boolean);
  return { until, on: on?.replace(/\.$/, '') ?? null };
}
