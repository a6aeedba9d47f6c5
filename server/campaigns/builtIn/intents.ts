/**
 * The kinds of mail the built-in composer writes, recognised in a prompt written in English,
 * German, Spanish or Arabic (read without its links). JavaScript's \b only knows ASCII letters,
 * so Arabic words are matched bare.
 */
export type IntentName =
  'welcome' | 'reengagement' | 'launch' | 'newsletter' | 'promotion' | 'demo' | 'general';

interface IntentPatterns {
  /** A prompt that names this kind of mail outright: "a welcome email", "Willkommens-E-Mail". */
  names: RegExp[];
  /** Words that point at this kind of mail when no kind is named. */
  hints: RegExp[];
}

const MAIL = String.raw`(?:e-?mails?|mails?|messages?|campaigns?|series|notes?)`;

/** A discount or an offer, in any of the four languages. */
export const OFFER = [
  /\d\s?[%٪]/,
  /(descuento|cup[oó]n|oferta|promoci[oó]n|rebajas?|env[ií]o gratis|\b2x1\b)/i,
  /\b(discount|offer(ing)?|coupon|promo(tion)?( code)?|deal|sale|\d{1,2}\s?% off|free shipping)\b/i,
  /\b(rabatt|gutschein|angebot|aktion|prozent|gratis(versand)?|versandkostenfrei)/i,
  /(خصم|قسيمة|عرض خاص|عرضًا|عرض لفترة|تخفيض|شحن مجاني)/,
];

const PATTERNS: Record<Exclude<IntentName, 'general'>, IntentPatterns> = {
  welcome: {
    names: [
      /(correo|email|mensaje) de bienvenida/i,
      new RegExp(String.raw`\b(welcome|onboarding|greeting)\s+${MAIL}`, 'i'),
      /\bwillkommens-?(e-?mail|mail|nachricht|serie)/i,
      /(رسالة ترحيب|بريد ترحيبي|رسالة بريد إلكتروني ترحيبية)/,
    ],
    hints: [
      /(bienvenid|nuev[oa]s (clientes|usuari[oa]s|suscriptor[ea]s|miembros)|reci[eé]n registrad)/i,
      /\b(welcom(e|ing)|onboard(ing)?|sign(ed|ing)?[- ]?up|just joined|new (users?|customers?|subscribers?|members?|sign-?ups?))\b/i,
      /\b(willkommen|begrüß|neue[nr]? (nutzer|kunden|abonnenten|mitglieder)|angemeldet|registriert)/i,
      /(ترحيب|المستخدمين الجدد|العملاء الجدد|المشتركين الجدد|التسجيل)/,
    ],
  },
  reengagement: {
    names: [
      /(recuperar clientes|reactivaci[oó]n|te echamos de menos)/i,
      new RegExp(
        String.raw`\b(win[- ]?back|re-?engage(ment)?|re-?activation|we miss you)\b|\bcome[- ]back\s+${MAIL}`,
        'i',
      ),
      /\b(rückgewinnung|reaktivierung|wir vermissen dich)/i,
      /(استعادة العملاء|نفتقدك|إعادة التفاعل)/,
    ],
    hints: [
      /(echamos de menos|que vuelvan|inactiv[oa]s|hace tiempo|no han (comprado|vuelto|visitado))/i,
      /\b(miss(ed)? you|come back|inactive|lapsed|dormant|churn(ed)?|(have not|haven't|not) (visited|been back|logged in|ordered|bought)|in a while|a while since)\b/i,
      /\b(vermiss|zurückkomm|inaktiv|(länger|lange) nicht)/i,
      /(نفتقد|العودة(?! إلى المدارس| للمدارس)|لم يزورونا|غير نشط|منذ مدة)/,
    ],
  },
  launch: {
    names: [
      /(lanzamiento|correo de anuncio)/i,
      new RegExp(
        String.raw`\b(product[- ]launch|launch(ing)?|announcement|release)\s+${MAIL}|\bproduct[- ]launch\b`,
        'i',
      ),
      /\b(produktlaunch|produkteinführung|ankündigungs-?(e-?mail|mail))/i,
      /(إطلاق منتج|إعلان عن)/,
    ],
    hints: [
      /(nuev[oa]s? (producto|funci[oó]n|funcionalidad|colecci[oó]n|servicio|versi[oó]n)|ya disponible|presentamos)/i,
      /\b(launch(es|ed|ing)?|announc(e|es|ed|ing)\s+(our|a|the)\s+new(est)?|new(est)? (features?|products?|services?|collection|release|version|app|tool)|just released|introducing|now available)\b/i,
      /\b(neue(ste)?[nrs]? (funktion|produkt|version|kollektion|dienst)|jetzt verfügbar|stellt? .{0,20}vor)/i,
      /(ميزة جديدة|أحدث ميز|منتج جديد|متاح الآن|نعلن)/,
    ],
  },
  newsletter: {
    names: [
      /(bolet[ií]n)/i,
      /\b(newsletters?|(weekly|monthly|quarterly) (update|digest|roundup|round-up|recap)|digest)\b/i,
      /(النشرة البريدية|نشرة إخبارية)/,
    ],
    hints: [
      /(novedades|noticias|consejos)/i,
      /\b(updates?|roundup|round-up|recap|news|tips|stories|this (week|month))\b/i,
      /\b(neuigkeiten|tipps|rückblick)/i,
      /(أخبار|نصائح)/,
    ],
  },
  promotion: {
    names: [
      /(correo promocional|rebajas|liquidaci[oó]n|oferta especial)/i,
      new RegExp(
        String.raw`\b(promotion(al)?|promo|sales?|discount|coupon|offer|deal)\s+${MAIL}|\b(black friday|cyber monday|flash sale|clearance)\b`,
        'i',
      ),
      /(\brabattaktion|\bsonderangebot|\bangebots-?(e-?mail|mail)|schlussverkauf|\bsale\b)/i,
      /(رسالة عرض|عرض ترويجي|تخفيضات)/,
    ],
    hints: OFFER,
  },
  demo: {
    names: [
      /(invitaci[oó]n|correo para (una )?demo)/i,
      new RegExp(String.raw`\b(demo|invitation|invite)\s+${MAIL}`, 'i'),
      /\b(einladungs-?(e-?mail|mail)|demo-?(e-?mail|termin))/i,
      /(دعوة إلى عرض توضيحي|رسالة دعوة)/,
    ],
    hints: [
      /(demostraci[oó]n|reuni[oó]n|consulta|seminario web)/i,
      /\b(demo|meeting|consultation|book a call|webinar)\b/i,
      /\b(termin|beratung|gespräch|einladung)/i,
      /(عرض توضيحي|اجتماع|استشارة|ندوة)/,
    ],
  },
};

const NAMES = Object.keys(PATTERNS) as Exclude<IntentName, 'general'>[];

function firstMatch(prompt: string, patterns: RegExp[]): number | undefined {
  const found = patterns
    .map((pattern) => pattern.exec(prompt)?.index)
    .filter((at): at is number => at !== undefined);
  return found.length > 0 ? Math.min(...found) : undefined;
}

/** The intent whose pattern matches first in the prompt; undefined when none matches. */
function earliest(prompt: string, kind: keyof IntentPatterns): IntentName | undefined {
  let found: { name: IntentName; at: number } | undefined;
  for (const name of NAMES) {
    const at = firstMatch(prompt, PATTERNS[name][kind]);
    if (at !== undefined && (!found || at < found.at)) found = { name, at };
  }
  return found?.name;
}

/**
 * A prompt says what kind of mail it wants before the details ("a welcome email that introduces
 * our product"), so a kind named outright wins, then the hint that comes first.
 */
export function intentOf(prompt: string): IntentName {
  return earliest(prompt, 'names') ?? earliest(prompt, 'hints') ?? 'general';
}

export function mentionsOffer(prompt: string): boolean {
  return OFFER.some((pattern) => pattern.test(prompt));
}
