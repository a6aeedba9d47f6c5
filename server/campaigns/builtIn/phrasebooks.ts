import { baseLanguage } from '../../../shared/i18n/languages';
import type { IntentName } from './intents';

/** What the composer knows of the business, in the mail's language. */
export interface Details {
  company: string;
  /** One sentence on what the business does. */
  about: string;
  /** The prompt mentions a discount or an offer. */
  offer: boolean;
  /** "20% off" when the prompt names a percentage, else null. */
  percentOff: string | null;
}

interface IntentPhrases {
  subject(d: Details): string;
  preheader(d: Details): string;
  heading(d: Details): string;
  /** The body between the greeting and the line that leads to the button. */
  body(d: Details, offerLine: (fallback: string) => string): string[];
  action: string;
}

/** Every sentence the built-in composer writes, in one language. */
export interface Phrasebook {
  greeting: string;
  clickLine(action: string): string;
  aboutCategory(category: string, company: string): string;
  aboutCompany(company: string): string;
  percentOff(percent: string): string;
  offerLine(percentOff: string): string;
  /** Said under every draft: no model wrote it. */
  note: string;
  intents: Record<IntentName, IntentPhrases>;
}

const en: Phrasebook = {
  greeting: 'Hi there,',
  clickLine: (action) => `${action} with one click below.`,
  aboutCategory: (category, company) =>
    `As a ${category} business, ${company} is here to help you get more done.`,
  aboutCompany: (company) => `${company} is here to help you get more done.`,
  percentOff: (percent) => `${percent}% off`,
  offerLine: (percentOff) => `For a limited time, enjoy ${percentOff} as our thank-you.`,
  note: 'Drafted by the built-in composer from your prompt and business details: no AI model is connected yet, so edit this draft before sending it.',
  intents: {
    welcome: {
      subject: (d) => `Welcome to ${d.company}!`,
      preheader: (d) => `Thanks for joining ${d.company}: here is where to start.`,
      heading: (d) => `Welcome to ${d.company}!`,
      body: (d, offerLine) => [
        `Thanks for joining ${d.company}. We are glad you are here.`,
        d.about,
        'Your first step takes only a minute, and it is the quickest way to get real value from day one.',
        ...(d.offer ? [offerLine('As a welcome gift, a special offer is waiting for you.')] : []),
      ],
      action: 'Get started',
    },
    reengagement: {
      subject: (d) => `We miss you at ${d.company}`,
      preheader: (d) => `It has been a while: here is what is new at ${d.company}.`,
      heading: (d) => `We miss you at ${d.company}`,
      body: (d, offerLine) => [
        `It has been a while since we last saw you at ${d.company}, and a lot has happened since.`,
        `Here is a reminder of what is waiting for you: ${d.about}`,
        ...(d.offer
          ? [offerLine('To welcome you back, we have saved a limited-time offer for you.')]
          : []),
      ],
      action: 'Come back',
    },
    launch: {
      subject: (d) => `Something new from ${d.company}`,
      preheader: (d) => `We have been busy at ${d.company}: see what is new.`,
      heading: (d) => `Introducing something new at ${d.company}`,
      body: (d, offerLine) => [
        `We have been busy at ${d.company}, and we are excited to share what is new.`,
        d.about,
        'It is ready for you today, and you are among the first to try it.',
        ...(d.offer ? [offerLine('To celebrate, we have a limited-time offer for you.')] : []),
      ],
      action: 'See what is new',
    },
    newsletter: {
      subject: (d) => `The latest from ${d.company}`,
      preheader: (d) => `News, tips and what is coming next at ${d.company}.`,
      heading: (d) => `The ${d.company} newsletter`,
      body: (d) => [
        `Here is what has been happening at ${d.company}, and what is coming next.`,
        d.about,
        'Thanks for reading. Reply to this email any time: we read every answer.',
      ],
      action: 'Read more',
    },
    promotion: {
      subject: (d) =>
        d.percentOff ? `${d.percentOff} at ${d.company}` : `A special offer from ${d.company}`,
      preheader: (d) => `A limited-time offer from ${d.company}, just for you.`,
      heading: (d) => `A special offer from ${d.company}`,
      body: (d, offerLine) => [
        `We have put together something special for you at ${d.company}.`,
        offerLine('For a limited time, our offer is yours to claim.'),
        d.about,
      ],
      action: 'Claim your offer',
    },
    demo: {
      subject: (d) => `Let's talk: ${d.company}`,
      preheader: (d) => `See what ${d.company} can do for you, in a short call.`,
      heading: (d) => `Let's talk: ${d.company}`,
      body: (d) => [`We would love to show you what ${d.company} can do for you.`, d.about],
      action: 'Book a demo',
    },
    general: {
      subject: (d) => `News from ${d.company}`,
      preheader: (d) => `An update from everyone at ${d.company}.`,
      heading: (d) => `News from ${d.company}`,
      body: (d) => [`Here is an update from everyone at ${d.company}.`, d.about],
      action: 'Learn more',
    },
  },
};

/** German, addressing the reader informally (du), as the portal's German copy does. */
const de: Phrasebook = {
  greeting: 'Hallo,',
  clickLine: (action) => `${action} – mit einem Klick auf den Button unten.`,
  aboutCategory: (category, company) =>
    `${company} ist in der Branche ${category} zu Hause und hilft dir, mehr zu erreichen.`,
  aboutCompany: (company) => `${company} hilft dir, mehr zu erreichen.`,
  percentOff: (percent) => `${percent} % Rabatt`,
  offerLine: (percentOff) => `Nur für kurze Zeit: ${percentOff} als kleines Dankeschön.`,
  note: 'Vom eingebauten Texter aus Ihrem Prompt und Ihren Unternehmensdaten entworfen: Es ist noch kein KI-Modell angebunden. Bitte bearbeiten Sie diesen Entwurf vor dem Versand.',
  intents: {
    welcome: {
      subject: (d) => `Willkommen bei ${d.company}!`,
      preheader: (d) => `Schön, dass du bei ${d.company} bist: So legst du los.`,
      heading: (d) => `Willkommen bei ${d.company}!`,
      body: (d, offerLine) => [
        `Danke, dass du dich bei ${d.company} angemeldet hast. Wir freuen uns, dass du da bist.`,
        d.about,
        'Dein erster Schritt dauert nur eine Minute – und so profitierst du vom ersten Tag an.',
        ...(d.offer
          ? [offerLine('Als Willkommensgeschenk wartet ein besonderes Angebot auf dich.')]
          : []),
      ],
      action: 'Jetzt loslegen',
    },
    reengagement: {
      subject: (d) => `Wir vermissen dich bei ${d.company}`,
      preheader: (d) => `Es ist eine Weile her: Das ist neu bei ${d.company}.`,
      heading: (d) => `Wir vermissen dich bei ${d.company}`,
      body: (d, offerLine) => [
        `Du warst schon eine Weile nicht mehr bei ${d.company}, und seitdem ist viel passiert.`,
        `Zur Erinnerung, was auf dich wartet: ${d.about}`,
        ...(d.offer
          ? [
              offerLine(
                'Zu deiner Rückkehr haben wir ein zeitlich begrenztes Angebot für dich reserviert.',
              ),
            ]
          : []),
      ],
      action: 'Jetzt zurückkommen',
    },
    launch: {
      subject: (d) => `Neu bei ${d.company}`,
      preheader: (d) => `Bei ${d.company} hat sich einiges getan: Sieh dir an, was neu ist.`,
      heading: (d) => `Wir stellen vor: etwas Neues bei ${d.company}`,
      body: (d, offerLine) => [
        `Wir waren bei ${d.company} fleißig und freuen uns, dir zu zeigen, was neu ist.`,
        d.about,
        'Es steht dir ab heute zur Verfügung, und du gehörst zu den Ersten, die es ausprobieren.',
        ...(d.offer
          ? [offerLine('Zur Feier des Tages haben wir ein zeitlich begrenztes Angebot für dich.')]
          : []),
      ],
      action: 'Neuheiten ansehen',
    },
    newsletter: {
      subject: (d) => `Neuigkeiten von ${d.company}`,
      preheader: (d) => `News, Tipps und was als Nächstes bei ${d.company} kommt.`,
      heading: (d) => `Der Newsletter von ${d.company}`,
      body: (d) => [
        `Das ist bei ${d.company} passiert – und das kommt als Nächstes.`,
        d.about,
        'Danke fürs Lesen. Antworte jederzeit auf diese E-Mail: Wir lesen jede Antwort.',
      ],
      action: 'Weiterlesen',
    },
    promotion: {
      subject: (d) =>
        d.percentOff
          ? `${d.percentOff} bei ${d.company}`
          : `Ein besonderes Angebot von ${d.company}`,
      preheader: (d) => `Ein zeitlich begrenztes Angebot von ${d.company}, nur für dich.`,
      heading: (d) => `Ein besonderes Angebot von ${d.company}`,
      body: (d, offerLine) => [
        `Wir haben bei ${d.company} etwas Besonderes für dich vorbereitet.`,
        offerLine('Nur für kurze Zeit: Sichere dir unser Angebot.'),
        d.about,
      ],
      action: 'Angebot sichern',
    },
    demo: {
      subject: (d) => `Lass uns sprechen: ${d.company}`,
      preheader: (d) => `Erfahre in einem kurzen Gespräch, was ${d.company} für dich tun kann.`,
      heading: (d) => `Lass uns sprechen: ${d.company}`,
      body: (d) => [`Wir würden dir gern zeigen, was ${d.company} für dich tun kann.`, d.about],
      action: 'Demo buchen',
    },
    general: {
      subject: (d) => `Neues von ${d.company}`,
      preheader: (d) => `Ein Update vom ganzen Team von ${d.company}.`,
      heading: (d) => `Neues von ${d.company}`,
      body: (d) => [`Hier ist ein Update vom ganzen Team von ${d.company}.`, d.about],
      action: 'Mehr erfahren',
    },
  },
};

/** Modern Standard Arabic. */
const ar: Phrasebook = {
  greeting: 'مرحبًا،',
  clickLine: (action) => `${action} بنقرة واحدة على الزر أدناه.`,
  aboutCategory: (category, company) =>
    `بصفتها نشاطًا في مجال ${category}، تساعدك ${company} على إنجاز المزيد.`,
  aboutCompany: (company) => `تساعدك ${company} على إنجاز المزيد.`,
  percentOff: (percent) => `خصم ${percent}%`,
  offerLine: (percentOff) => `لفترة محدودة، استمتع بـ${percentOff} تعبيرًا عن شكرنا.`,
  note: 'صاغ المحرّر المدمج هذه المسودة من طلبك وبيانات نشاطك التجاري: لم يُربط أي نموذج ذكاء اصطناعي بعد، لذا عدّل هذه المسودة قبل إرسالها.',
  intents: {
    welcome: {
      subject: (d) => `مرحبًا بك في ${d.company}!`,
      preheader: (d) => `شكرًا لانضمامك إلى ${d.company}: إليك من أين تبدأ.`,
      heading: (d) => `مرحبًا بك في ${d.company}!`,
      body: (d, offerLine) => [
        `شكرًا لانضمامك إلى ${d.company}. يسعدنا وجودك معنا.`,
        d.about,
        'لن تستغرق خطوتك الأولى سوى دقيقة، وهي أسرع طريق للاستفادة الحقيقية منذ اليوم الأول.',
        ...(d.offer ? [offerLine('هدية ترحيب: عرض خاص في انتظارك.')] : []),
      ],
      action: 'ابدأ الآن',
    },
    reengagement: {
      subject: (d) => `نفتقدك في ${d.company}`,
      preheader: (d) => `مرّ وقت طويل: إليك الجديد في ${d.company}.`,
      heading: (d) => `نفتقدك في ${d.company}`,
      body: (d, offerLine) => [
        `مرّ وقت منذ زيارتك الأخيرة إلى ${d.company}، وقد حدث الكثير منذ ذلك الحين.`,
        `تذكير بما ينتظرك: ${d.about}`,
        ...(d.offer ? [offerLine('احتفالًا بعودتك، خصصنا لك عرضًا لفترة محدودة.')] : []),
      ],
      action: 'عُد إلينا',
    },
    launch: {
      subject: (d) => `جديد من ${d.company}`,
      preheader: (d) => `كنا منشغلين في ${d.company}: اكتشف الجديد.`,
      heading: (d) => `نقدّم لك جديدًا من ${d.company}`,
      body: (d, offerLine) => [
        `كنا منشغلين في ${d.company}، ويسعدنا أن نشاركك ما هو جديد.`,
        d.about,
        'إنه جاهز لك اليوم، وأنت من أوائل من يجربونه.',
        ...(d.offer ? [offerLine('احتفالًا بذلك، لدينا عرض لفترة محدودة من أجلك.')] : []),
      ],
      action: 'اكتشف الجديد',
    },
    newsletter: {
      subject: (d) => `آخر أخبار ${d.company}`,
      preheader: (d) => `أخبار ونصائح وما هو قادم في ${d.company}.`,
      heading: (d) => `النشرة البريدية من ${d.company}`,
      body: (d) => [
        `إليك ما حدث في ${d.company}، وما هو قادم.`,
        d.about,
        'شكرًا على القراءة. يمكنك الرد على هذه الرسالة في أي وقت: نقرأ كل رد.',
      ],
      action: 'اقرأ المزيد',
    },
    promotion: {
      subject: (d) =>
        d.percentOff ? `${d.percentOff} في ${d.company}` : `عرض خاص من ${d.company}`,
      preheader: (d) => `عرض لفترة محدودة من ${d.company}، خصيصًا لك.`,
      heading: (d) => `عرض خاص من ${d.company}`,
      body: (d, offerLine) => [
        `أعددنا لك شيئًا مميزًا في ${d.company}.`,
        offerLine('لفترة محدودة، العرض بانتظارك.'),
        d.about,
      ],
      action: 'احصل على العرض',
    },
    demo: {
      subject: (d) => `لنتحدث: ${d.company}`,
      preheader: (d) => `اكتشف ما يمكن أن تقدمه ${d.company} لك في مكالمة قصيرة.`,
      heading: (d) => `لنتحدث: ${d.company}`,
      body: (d) => [`يسعدنا أن نريك ما يمكن أن تقدمه ${d.company} لك.`, d.about],
      action: 'احجز عرضًا توضيحيًا',
    },
    general: {
      subject: (d) => `أخبار من ${d.company}`,
      preheader: (d) => `تحديث من فريق ${d.company} بأكمله.`,
      heading: (d) => `أخبار من ${d.company}`,
      body: (d) => [`إليك تحديثًا من فريق ${d.company} بأكمله.`, d.about],
      action: 'اعرف المزيد',
    },
  },
};

const PHRASEBOOKS: Record<string, Phrasebook> = { en, de, ar };

/** The phrasebook of a language (or of its base language), else English. */
export function phrasebookFor(language: string): Phrasebook {
  return PHRASEBOOKS[language] ?? PHRASEBOOKS[baseLanguage(language)] ?? en;
}
