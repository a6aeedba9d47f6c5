/**
 * Who the mail is for, as the prompt names them. English and German put the describing words
 * before the noun ("lapsed customers", "treue Stammkunden"), Spanish and Arabic after it
 * ("clientes inactivos", "العملاء غير النشطين").
 */
const ENGLISH_HEADS =
  'customers|clients|subscribers|members|users|shoppers|buyers|owners|parents|students|teachers|fans|followers|readers|guests|patients|visitors|families|gamers|runners|professionals|leads|prospects|donors|travell?ers|creators|developers|couples|VIPs';
const GERMAN_HEADS =
  'kunden|kundinnen|abonnenten|abonnentinnen|mitglieder|nutzer|nutzerinnen|besitzer|besitzerinnen|eltern|leser|leserinnen|gäste|studierende|schüler|käufer|käuferinnen|interessenten|patienten|familien';
/** Either case for a German noun's first letter: "Kunden" alone, "Stammkunden" in a compound. */
const GERMAN_HEAD = GERMAN_HEADS.split('|')
  .map((head) => `[${head[0]!.toUpperCase()}${head[0]}]${head.slice(1)}`)
  .join('|');
const NOT_A_DESCRIBING_WORD =
  '(?!(?:for|to|back|with|at|the|a|an|and|of|email|mail|our|all|new-|win|re-engage|seen|some|send|remind|tell|invite|ask|thank|write|about|those|these|them|für|an|mit|die|der|den|und|alle|allen|unsere|unseren|möchten|wollen|sollen|haben|sind|ist|sich|wir|bitte|schreib|schreibe)\\s)';
const BEFORE_NOUN = new RegExp(
  String.raw`(?<![\p{L}])(?:(?:[Oo]ur|[Aa]ll|[Aa]ll our|[Uu]nsere|[Aa]lle|[Aa]llen|[Uu]nseren)\s)?(?:${NOT_A_DESCRIBING_WORD}(?:\p{Ll}[\p{L}-]*|\p{Lu}{2,}\d?)\s){0,2}(?:[\p{L}-]*(?:${ENGLISH_HEADS})|[\p{L}-]*(?:${GERMAN_HEAD}))(?![\p{L}])`,
  'u',
);
const AFTER_NOUN = new RegExp(
  String.raw`(?<![\p{L}])(?:(?:nuestros|nuestras|todos los|todas las|a todos los|los|las)\s)?(?:(?:nuev[oa]s|antigu[oa]s|fieles|mejores|queridos)\s)?(?:clientes|clientas|suscriptores|suscriptoras|miembros|socios|socias|usuarios|usuarias|compradores|dueños|propietarios|padres|madres|estudiantes|profesores|seguidores|lectores|huéspedes|pacientes|visitantes|familias|amantes)(?:\s(?:(?:de|del)\s[\p{L}]+|(?!para|hasta|con|que|por|desde|en)[\p{L}]+(?:os|as|es|VIP)))?(?:\s(?:y\s)?(?!para|hasta|con|que|por|desde|en)[\p{L}]+(?:os|as|es))?(?![\p{L}])|(?<![\p{L}])(?:لل|ل|ال)?(?:عملاء|عملائنا|مشتركين|مشتركي|مشتركون|أعضاء|مستخدمين|متسوقين|زبائن|زبائننا|أصحاب|آباء|أمهات|طلاب|متابعين|قراء|ضيوف|مرضى|زوار|عائلات|محبي|عشاق)(?:\s(?:غير\s)?(?!الذين|التي|اللذين|اللواتي)(?:ال)[\p{L}]+){0,2}(?![\p{L}])`,
  'u',
);

/** Who a prompt says the mail is for, as it names them: "lapsed customers". */
export function audienceIn(text: string): string | null {
  const found = [BEFORE_NOUN.exec(text), AFTER_NOUN.exec(text)]
    .filter((match): match is RegExpExecArray => match !== null)
    .sort((a, b) => a.index - b.index)[0];
  if (!found) return null;
  // "für" takes the accusative: "bestehenden Kunden" (dative) is "bestehende Kunden" there.
  if (
    new RegExp(`(?:${GERMAN_HEAD})$`, 'u').test(found[0]) &&
    !/^(?:unsere|alle)/i.test(found[0])
  ) {
    return found[0].replace(/(?<![\p{L}])(\p{Ll}+e)n(?=\s)/gu, '$1');
  }
  // The audience follows "für", "para", "لـ" in the draft: dative forms and prepositions go.
  return found[0]
    .replace(/^allen /i, 'alle ')
    .replace(/^unseren /i, 'unsere ')
    .replace(/^لل/, 'ال')
    .replace(/^ل/, '');
}
