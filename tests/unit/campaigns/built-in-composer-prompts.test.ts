import { describe, expect, it } from 'vitest';
import { createBuiltInComposer } from '../../../server/campaigns/builtInComposer';
import {
  checkCampaignContent,
  type CampaignContent,
} from '../../../server/campaigns/campaignContent';

/**
 * Prompts as owners write them (short, long, with typos, links and emoji), each with the facts
 * its draft must carry, written as the draft's language writes them.
 */
interface PromptCase {
  prompt: string;
  facts: string[];
  /** The owner's language, when it is not the prompt's. */
  owner?: string;
  /** What the draft must not say: a kind of mail a link's words would have chosen. */
  absent?: string[];
}

const composer = createBuiltInComposer();

function compose(prompt: string, owner: string) {
  return composer.compose({
    prompt,
    language: owner,
    themeKey: 'lineArt',
    themeLabel: 'Line art',
    company: 'Acme',
    category: null,
    categoryDescription: null,
    websiteDescription: null,
    ctaUrl: 'https://acme.example',
  });
}

function allText(mail: CampaignContent): string {
  return [
    mail.subject,
    mail.preheader,
    mail.heading,
    ...mail.paragraphs,
    mail.callToAction.label,
  ].join('\n');
}

/** A draft a mail client can show and a reader can read: the contract's shape, no broken text. */
function expectWellFormed(mail: CampaignContent) {
  expect(checkCampaignContent(mail)).toHaveProperty('content');
  const text = allText(mail);
  expect(text).not.toMatch(/undefined|null|NaN|\[object/);
  expect(text).not.toMatch(/ {2}| [.,:;]|\.\.|::|,,|^\s|\s$/m);
  // eslint-disable-next-line no-control-regex -- control characters are what this looks for
  expect(text).not.toMatch(/[\u0000-\u0008\ud800-\udfff]/u);
}

function runCases(language: string, cases: PromptCase[]) {
  it.each(cases)('$prompt', async ({ prompt, facts, owner, absent }) => {
    const mail = await compose(prompt, owner ?? language);
    expectWellFormed(mail);
    expect(mail.language).toBe(language);
    const text = allText(mail);
    for (const fact of facts) expect(text).toContain(fact);
    for (const word of absent ?? []) expect(text).not.toContain(word);
  });
}

describe('English prompts: each draft carries the prompt’s facts', () => {
  runCases('en', [
    {
      prompt: '35% off summer sale https://acme.example/newsletter',
      facts: ['35% off', 'Summer', 'Claim your offer'],
      absent: ['newsletter'],
    },
    {
      prompt:
        'Halloween email for our dog treats: 20% off with code SPOOKY20 until 31 October, playful tone, for lapsed customers',
      facts: [
        'Halloween',
        '20% off our dog treats',
        'SPOOKY20',
        'until 31 October',
        'lapsed customers',
        'Hey there!',
      ],
    },
    {
      prompt: 'Black friday!! 2 for 1 on all mugs + free shipping over $50, ends Sunday 🎉',
      facts: [
        'Black Friday',
        '2 for 1 on mugs',
        'free shipping on orders over $50',
        'until Sunday',
      ],
    },
    {
      prompt:
        'write a formal email to our VIP clients announcing the launch of our Autumn Collection, call-to-action to book a private viewing',
      facts: ['Dear customer,', 'Autumn Collection', 'VIP clients', 'Book a private viewing'],
    },
    {
      prompt: 'Flash sale this weekend only: 50% off all sneakers, use code FLASH50',
      facts: ['50% off sneakers', 'FLASH50', 'this weekend'],
    },
    {
      prompt:
        'Welcome email for new users of our meal-planning app, friendly tone, CTA: Plan your first week',
      facts: ['Welcome to Acme', 'new users', 'We can’t wait to see you!', 'Plan your first week'],
    },
    {
      prompt:
        'we havent seen some customers in ages... send them 15% off their next order till end of the month',
      facts: ['15% off your next order', 'until end of the month'],
    },
    {
      prompt:
        'Product launch: introducing the Trailblazer 2 running shoe. Urgent tone, only 100 pairs. Launch day is 3 March.',
      facts: ['Trailblazer', '3 March', 'Don’t wait'],
    },
    {
      prompt:
        'Newsletter for October: baking tips, new seasonal menu, and a 10 % discount for members',
      facts: ['newsletter', '10% off', 'members'],
    },
    {
      prompt:
        "Send a warm thank-you email to our loyal customers for Mother's Day with a free gift over £30",
      facts: [
        'Mother’s Day',
        'our loyal customers',
        'a free gift on orders over £30',
        'Thank you for being part of our story.',
      ],
    },
    {
      prompt: 'Easter brunch invitation on Sunday 20 April, elegant tone',
      facts: ['Easter', 'Sunday 20 April', 'Dear guest,'],
    },
    {
      prompt:
        'Remind customers that our spring collection is now available – free delivery on all orders this week!',
      facts: ['Spring', 'free shipping'],
    },
    {
      prompt: 'Back to school: buy one get one free on notebooks until Sept 15',
      facts: ['Back to school', '2 for 1 on notebooks', 'until Sept 15'],
    },
    {
      prompt: 'Re-engagement email for dormant subscribers, €10 off their next box, casual tone',
      facts: ['We miss you at Acme', '€10 off your next box', 'dormant subscribers', 'Hey,'],
    },
    {
      prompt:
        'Christmas gift guide newsletter with 25% off gift cards until 24 December and code XMAS25',
      facts: ['Christmas', '25% off gift cards', 'until 24 December', 'XMAS25'],
    },
    {
      prompt: 'valentines day promo - 2 for 1 cocktails at the bar on 14 Feb, fun tone',
      facts: ['Valentine’s Day', '2 for 1', '14 Feb', 'Go on, treat yourself'],
    },
    {
      prompt:
        'Invite small business owners to a free webinar on email marketing on Thursday 12 June at 6pm',
      facts: ['small business owners', 'Thursday 12 June'],
    },
    {
      prompt:
        'Anniversary sale!!! 30 percent off everything storewide, only until Friday, professional tone',
      facts: ['Anniversary', '30% off everything', 'until Friday', 'If you have any questions'],
    },
    {
      prompt:
        'Email to lapsed customers: we miss you! Come back for 20% off + free shipping. Code COMEBACK20 valid through 15 November.',
      facts: ['We miss you at Acme', '20% off', 'free shipping', 'COMEBACK20', 'until 15 November'],
    },
    {
      prompt: 'promote our new vegan menu to loyal customers, CTA "Book a table"',
      facts: ['new vegan menu', 'loyal customers', 'Book a table'],
    },
    {
      prompt: 'halowen discount 15% on al costumes til oct 31 use code BOO15',
      facts: ['Halloween', '15% off', 'BOO15', 'until oct 31'],
    },
    {
      prompt:
        'Hi! We are a small bakery (see www.acme-bakery.com/news). For Thanksgiving we want to tell our regular customers about our pumpkin pies: up to 40% off, pre-order before 20 November, and free delivery on orders above $25. Keep it friendly.',
      facts: [
        'Thanksgiving',
        'up to 40% off our pumpkin pies',
        'free shipping on orders over $25',
        'until 20 November',
        'our regular customers',
        'We can’t wait to see you!',
      ],
      absent: ['newsletter', 'acme-bakery.com'],
    },
    {
      prompt: 'A welcome email for our new users.',
      facts: ['Welcome to Acme!', 'our new users', 'Get started'],
      owner: 'de',
    },
  ]);
});

describe('German prompts: each draft carries the prompt’s facts', () => {
  runCases('de', [
    {
      prompt:
        'Halloween-Mail an unsere inaktiven Stammkunden: 20 % Rabatt auf alle Hundeleckerlis mit dem Code GRUSEL20, gültig bis 31. Oktober. Verspielter Ton bitte.',
      facts: [
        'Halloween',
        '20 % Rabatt auf Hundeleckerlis',
        'GRUSEL20',
        'bis zum 31. Oktober',
        'für unsere inaktiven Stammkunden',
        'Hey du!',
      ],
    },
    {
      prompt:
        'Schreib eine formelle Mail zum Muttertag: 15 % auf alle Blumensträuße bis zum 10. Mai, Gutscheincode MAMA15',
      facts: [
        'Muttertag',
        '15 % Rabatt auf Blumensträuße',
        'MAMA15',
        'bis zum 10. Mai',
        'Freuen Sie sich',
        'Sehr geehrte Kundin, sehr geehrter Kunde,',
      ],
    },
    {
      prompt: 'Sommerschlussverkauf: 35 % auf alles! https://acme.example/newsletter',
      facts: ['Sommer', '35 % Rabatt'],
      absent: ['Newsletter'],
    },
    {
      prompt:
        'Black Friday – 2 für 1 auf alle Tassen und kostenloser Versand ab 50 €, nur bis Sonntag',
      facts: [
        'Black Friday',
        '2 zum Preis von 1',
        'Gratisversand ab 50 € Bestellwert',
        'bis Sonntag',
      ],
    },
    {
      prompt:
        'Willkommens-E-Mail für neue Kunden mit 10 % Rabatt auf die erste Bestellung, freundlicher Ton',
      facts: ['Willkommen bei Acme', '10 % Rabatt', 'neue Kunden', 'Wir freuen uns auf dich!'],
    },
    {
      prompt:
        'Wir möchten Kunden zurückgewinnen, die lange nicht bestellt haben. 20 € Rabatt ab 80 € Bestellwert, Code COMEBACK',
      facts: ['Wir vermissen dich', '20 € Rabatt', 'ab 80 €', 'COMEBACK'],
    },
    {
      prompt:
        'Produktlaunch: Wir stellen unsere neue Kaffeemaschine vor, Call-to-Action: Jetzt vorbestellen',
      facts: ['Kaffeemaschine', 'Jetzt vorbestellen'],
    },
    {
      prompt: 'Weihnachtsmail für Stammkunden, 25 % auf Geschenkgutscheine bis 24.12., Code XMAS25',
      facts: [
        'Weihnachten',
        '25 % Rabatt auf Geschenkgutscheine',
        'bis zum 24.12',
        'XMAS25',
        'Stammkunden',
      ],
    },
    {
      prompt: 'Newsletter im Oktober mit Backtipps und 10 Prozent Rabatt für Mitglieder',
      facts: ['Newsletter', '10 % Rabatt', 'Mitglieder'],
    },
    {
      prompt: 'Osterbrunch am Sonntag, 20. April – bitte elegant formulieren',
      facts: ['Ostern', 'Sonntag, 20. April', 'Guten Tag,', 'Sie'],
    },
    {
      prompt: 'Einladung zum Webinar über E-Mail-Marketing am 12. Juni für kleine Unternehmer',
      facts: ['12. Juni'],
    },
    {
      prompt: 'Valentinstag: 2 für 1 auf Cocktails am 14. Februar, lustiger Ton 🍸',
      facts: ['Valentinstag', '2 zum Preis von 1', '14. Februar', 'gönn dir was'],
    },
    {
      prompt: 'rabattaktion 30 prozent auf alle sneaker bis mitternacht!! dringend',
      facts: ['30 % Rabatt auf sneaker', 'bis Mitternacht', 'Warte nicht zu lange'],
    },
    {
      prompt: 'Jubiläum: 3 für 2 auf alle Weine und ein Gratis-Geschenk ab 100 € Einkaufswert',
      facts: ['Jubiläum', '3 zum Preis von 2', 'ein Gratis-Geschenk ab 100 € Bestellwert'],
    },
    {
      prompt: 'Schulanfang – 15 % auf Schulranzen, gültig bis Ende des Monats, für Eltern',
      facts: ['Schulanfang', '15 % Rabatt auf Schulranzen', 'bis Ende des Monats', 'Eltern'],
    },
    {
      prompt:
        'Wir eröffnen unser neues Café in der Altstadt! Feier mit uns am Samstag, 5. April, herzlicher Ton.',
      facts: ['Samstag, 5. April', 'Danke, dass du Teil unserer Geschichte bist.'],
    },
    {
      prompt: 'Herbst-Sale: bis zu 50 % auf Jacken, versandkostenfrei, Code HERBST50',
      facts: ['Herbst', 'bis zu 50 % Rabatt auf Jacken', 'Gratisversand', 'HERBST50'],
    },
    {
      prompt:
        'Professionelle Mail an Bestandskunden: neue Version unserer Buchhaltungssoftware ist da',
      facts: ['Bestandskunden', 'Guten Tag,', 'Bei Fragen antworten Sie einfach'],
    },
    {
      prompt: 'Silvester-Party am 31.12. – Tickets für nur 25 €',
      facts: ['Silvester', '31.12', '25 €'],
    },
    {
      prompt: 'Rabatt für Hundebesitzer: 5 € auf Leckerlis mit dem Code WUFF5, lockerer Ton',
      facts: ['Hundebesitzer', '5 € Rabatt auf Leckerlis', 'WUFF5', 'Hi,', 'Bis bald!'],
    },
    {
      prompt: 'Kurze Mail: Ab heute gibt es unseren Kürbis-Latte – 20 % Rabatt für Abonnenten',
      facts: ['20 % Rabatt', 'Abonnenten'],
    },
  ]);
});

describe('Spanish prompts: each draft carries the prompt’s facts', () => {
  runCases('es', [
    {
      prompt:
        'Correo de Halloween para nuestros clientes inactivos con un 20 % de descuento en golosinas para perros hasta el 31 de octubre, código SPOOKY20, tono divertido',
      facts: [
        'Halloween',
        'un 20 % de descuento en golosinas para perros',
        'SPOOKY20',
        'hasta el 31 de octubre',
        'para nuestros clientes inactivos',
        '¡Hola, hola!',
      ],
    },
    {
      prompt: 'Rebajas de verano: 35 % en toda la tienda https://acme.example/newsletter',
      facts: ['Verano', 'un 35 % de descuento'],
      absent: ['boletín'],
    },
    {
      prompt:
        'Black Friday: 2x1 en todas las tazas y envío gratis en pedidos de más de 50 €, solo hasta el domingo',
      facts: [
        'Black Friday',
        '2x1 en las tazas',
        'envío gratis en pedidos de más de 50 €',
        'hasta el domingo',
      ],
    },
    {
      prompt:
        'Escribe un correo de bienvenida para nuevos suscriptores con un 10 % de descuento en su primer pedido, tono cercano',
      facts: [
        'bienvenida a Acme',
        'un 10 % de descuento',
        'nuevos suscriptores',
        'Gracias por formar parte',
      ],
    },
    {
      prompt:
        'Correo formal para los clientes que hace tiempo que no compran: 15 € de descuento con el código VUELVE15',
      facts: ['Le echamos de menos', '15 € de descuento', 'VUELVE15', 'Estimado/a cliente:'],
    },
    {
      prompt: 'Lanzamiento de nuestra nueva cafetera, llamada a la acción: reservar ahora',
      facts: ['nueva cafetera', 'Reservar ahora'],
    },
    {
      prompt:
        'Navidad: 25 % de descuento en tarjetas regalo hasta el 24 de diciembre, código NAVIDAD25',
      facts: [
        'Navidad',
        'un 25 % de descuento en tarjetas regalo',
        'hasta el 24 de diciembre',
        'NAVIDAD25',
      ],
    },
    {
      prompt:
        'boletín de octubre con consejos de repostería y un 10 por ciento de descuento para socios',
      facts: ['boletín', 'un 10 % de descuento', 'socios'],
    },
    {
      prompt: 'Brunch de Semana Santa el domingo 20 de abril, tono elegante',
      facts: ['Semana Santa', 'domingo 20 de abril', 'Estimado/a cliente:'],
    },
    {
      prompt: 'San Valentín: 2x1 en cócteles el 14 de febrero 🍸 ¡tono divertido!',
      facts: ['San Valentín', '2x1 en cócteles', '14 de febrero', 'date un capricho'],
    },
    {
      prompt: 'oferta flash 50% en zapatillas solo este fin de semana!! urgente',
      facts: ['un 50 % de descuento en zapatillas', 'este fin de semana', 'No esperes'],
    },
    {
      prompt: 'Vuelta al cole: un 15 % de descuento en mochilas hasta fin de mes para padres',
      facts: ['Vuelta al cole', 'un 15 % de descuento en mochilas', 'hasta fin de mes', 'padres'],
    },
    {
      prompt: 'Aniversario de la tienda: 3x2 en vinos y un regalo en pedidos de más de 100 €',
      facts: ['Aniversario', '3x2 en vinos', 'un regalo en pedidos de más de 100 €'],
    },
    {
      prompt:
        'Día de la Madre: envío gratis y un 20 % de descuento en ramos de flores, código MAMA20',
      facts: [
        'Día de la Madre',
        'envío gratis',
        'un 20 % de descuento en ramos de flores',
        'MAMA20',
      ],
    },
    {
      prompt:
        'Invitación a nuestro seminario web sobre marketing el jueves 12 de junio para dueños de pequeños negocios',
      facts: ['jueves 12 de junio', 'dueños de pequeños negocios'],
    },
    {
      prompt: 'Otoño: hasta un 40 % de descuento en chaquetas con envío gratuito, código OTONO40',
      facts: ['Otoño', 'hasta un 40 % de descuento en chaquetas', 'envío gratis', 'OTONO40'],
    },
    {
      prompt:
        'Correo profesional para clientes habituales: presentamos la nueva versión de nuestro software',
      facts: ['clientes habituales', 'Buenos días:', 'Si tiene alguna pregunta'],
    },
    {
      prompt: 'Fiesta de Año Nuevo el 31/12, entradas por solo 25 €',
      facts: ['Año Nuevo', '31/12', '25 €'],
    },
    {
      prompt:
        'descuento para amantes de los perros: 5 € en premios con el codigo GUAU5, tono relajado',
      facts: ['amantes de los perros', '5 € de descuento', 'GUAU5', '¡Buenas!'],
    },
    {
      prompt: 'Ramadán: un 30 % de descuento en dátiles y dulces hasta el 30 de marzo',
      facts: ['Ramadán', 'un 30 % de descuento en dátiles', 'hasta el 30 de marzo'],
    },
    {
      prompt:
        'Hola! Somos una panadería pequeña. Queremos un correo para nuestros clientes fieles sobre nuestros roscones de reyes: un 10 % de descuento hasta el 6 de enero con el código REYES10. Que suene cercano.',
      facts: ['un 10 % de descuento', 'hasta el 6 de enero', 'REYES10', 'nuestros clientes fieles'],
    },
  ]);
});

describe('Arabic prompts: each draft carries the prompt’s facts', () => {
  runCases('ar', [
    {
      prompt:
        'عرض الهالوين: خصم ٢٠٪ على حلويات الكلاب للعملاء غير النشطين حتى 31 أكتوبر، استخدم كود SPOOKY20، بأسلوب مرح',
      facts: [
        'الهالوين',
        'خصم 20% على حلويات الكلاب',
        'SPOOKY20',
        'حتى 31 أكتوبر',
        'للعملاء غير النشطين',
        'أهلًا وسهلًا!',
      ],
    },
    {
      prompt: 'تخفيضات الصيف: خصم 35% على كل المتجر https://acme.example/newsletter',
      facts: ['الصيف', 'خصم 35%'],
      absent: ['النشرة'],
    },
    {
      prompt:
        'الجمعة البيضاء: 2 بسعر 1 على جميع الأكواب وشحن مجاني للطلبات فوق 200 ريال حتى يوم الأحد',
      facts: [
        'الجمعة البيضاء',
        '2 بسعر 1',
        'شحن مجاني للطلبات التي تزيد على 200 ريال',
        'حتى الأحد',
      ],
    },
    {
      prompt: 'رسالة ترحيب للمشتركين الجدد مع خصم 10% على الطلب الأول، بأسلوب ودود',
      facts: ['مرحبًا بك في Acme', 'خصم 10% على الطلب الأول', 'للمشتركين الجدد', 'نتطلع لرؤيتك'],
    },
    {
      prompt: 'نفتقدك: رسالة للعملاء الذين لم يشتروا منذ مدة مع خصم 50 درهم باستخدام الرمز BACK50',
      facts: ['نفتقدك في Acme', 'خصم 50 درهم', 'BACK50'],
    },
    {
      prompt: 'إطلاق منتج جديد: نقدم آلة القهوة الجديدة، دعوة إلى إجراء: اطلبها الآن',
      facts: ['اطلبها الآن'],
    },
    {
      prompt: 'عروض رمضان: خصم ٣٠٪ على التمور والحلويات حتى 30 مارس، الكود RAMADAN30',
      facts: ['رمضان', 'خصم 30% على التمور', 'حتى 30 مارس', 'RAMADAN30'],
    },
    {
      prompt: 'عيد الفطر: شحن مجاني على كل الطلبات وهدية مجانية للطلبات فوق 300 ريال',
      facts: ['العيد', 'شحن مجاني', 'هدية مجانية', '300 ريال'],
    },
    {
      prompt: 'نشرة إخبارية لشهر أكتوبر مع نصائح وخصم 10% للأعضاء',
      facts: ['النشرة البريدية', 'خصم 10%', 'للأعضاء'],
    },
    {
      prompt:
        'رسالة رسمية لعملائنا المميزين بمناسبة العودة إلى المدارس: خصم 15% على الحقائب المدرسية',
      facts: ['العودة إلى المدارس', 'خصم 15% على الحقائب المدرسية', 'عزيزي العميل،'],
    },
    {
      prompt: 'عرض عاجل!! خصم 50% على الأحذية الرياضية حتى منتصف الليل 🔥',
      facts: ['خصم 50% على الأحذية الرياضية', 'حتى منتصف الليل', 'لا تنتظر'],
    },
    {
      prompt: 'دعوة إلى ندوة عبر الإنترنت يوم الخميس 12 يونيو لأصحاب المشاريع الصغيرة',
      facts: ['الخميس 12 يونيو', 'لأصحاب المشاريع الصغيرة'],
    },
    {
      prompt: 'عيد الأم: خصم 20% على باقات الورد مع كود MAMA20 بأسلوب دافئ',
      facts: ['عيد الأم', 'خصم 20% على باقات الورد', 'MAMA20', 'شكرًا لأنك جزء من حكايتنا'],
    },
    {
      prompt: 'الذكرى السنوية لمتجرنا: اشتر واحدة واحصل على الثانية مجانًا على جميع العطور',
      facts: ['الذكرى السنوية', '2 بسعر 1', 'العطور'],
    },
    {
      prompt: 'عرض الشتاء: خصم 100 جنيه على المعاطف حتى نهاية الشهر لعشاق الموضة',
      facts: ['الشتاء', 'خصم 100 جنيه على المعاطف', 'حتى نهاية الشهر', 'لعشاق الموضة'],
    },
    {
      prompt: 'رسالة احترافية لعملائنا الحاليين عن الإصدار الجديد من برنامج المحاسبة',
      facts: ['تحية طيبة،', 'إذا كانت لديك أي أسئلة'],
    },
    {
      prompt: 'حفلة رأس السنة يوم 31/12 والتذاكر بسعر 150 درهم فقط',
      facts: ['رأس السنة', '31/12', '150 درهم'],
    },
    {
      prompt: 'خصم لأصحاب الكلاب: 25% على الألعاب مع الرمز WOOF25، بأسلوب غير رسمي',
      facts: ['لأصحاب الكلاب', 'خصم 25% على الألعاب', 'WOOF25', 'أهلًا،'],
    },
    {
      prompt: 'عرض الربيع: خصم يصل إلى 40% على الفساتين وشحن مجاني',
      facts: ['الربيع', 'خصم يصل إلى 40% على الفساتين', 'شحن مجاني'],
    },
    {
      prompt: 'حملة لعيد الحب يوم 14 فبراير: 2 بسعر 1 على الحلويات، بأسلوب راقٍ',
      facts: ['عيد الحب', '14 فبراير', '2 بسعر 1 على الحلويات', 'ضيفنا العزيز،'],
    },
    {
      prompt:
        'مرحبا، نحن مخبز صغير في الرياض. نريد رسالة لعملائنا الأوفياء عن كعك العيد: خصم 15% حتى 10 أبريل مع الكود EID15، وتوصيل مجاني للطلبات فوق 100 ريال',
      facts: [
        'العيد',
        'خصم 15%',
        'حتى 10 أبريل',
        'EID15',
        'شحن مجاني للطلبات التي تزيد على 100 ريال',
      ],
    },
  ]);
});
