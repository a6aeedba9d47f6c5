import type { Tone } from '../tone';
import type { Phrasebook } from './phrasebook';

/**
 * A one-letter preposition written onto its noun: "للعملاء" (ل + العملاء), "بخصم", "لأصحاب الكلاب";
 * joined by a tatweel before Latin letters ("لـAcme").
 */
export function attached(preposition: 'ل' | 'ب', noun: string): string {
  if (preposition === 'ل' && noun.startsWith('ال')) return `لل${noun.slice(2)}`;
  return /^[\u0621-\u064A]/.test(noun) ? `${preposition}${noun}` : `${preposition}ـ${noun}`;
}

const GREETINGS: Record<Tone, string> = {
  playful: 'أهلًا وسهلًا!',
  formal: 'عزيزي العميل،',
  friendly: 'مرحبًا،',
  urgent: 'مرحبًا،',
  professional: 'تحية طيبة،',
  warm: 'أهلًا بك يا صديقنا العزيز،',
  elegant: 'ضيفنا العزيز،',
  casual: 'أهلًا،',
};

const CLOSINGS: Record<Tone, string> = {
  playful: 'هيا، دلّل نفسك، فأنت تستحق ذلك!',
  formal: 'يسعدنا دائمًا أن نخدمك.',
  friendly: 'نتطلع لرؤيتك قريبًا!',
  urgent: 'لا تنتظر طويلًا: العرض لن يدوم.',
  professional: 'إذا كانت لديك أي أسئلة، فما عليك سوى الرد على هذه الرسالة.',
  warm: 'شكرًا لأنك جزء من حكايتنا.',
  elegant: 'يسعدنا أن نستقبلك بكل أناقة.',
  casual: 'نراك قريبًا!',
};

/** Modern Standard Arabic. */
export const ar: Phrasebook = {
  language: 'ar',
  offer(offer, product) {
    const on = product ? ` على ${product}` : '';
    switch (offer.kind) {
      case 'percentOff':
        return `خصم ${offer.upTo ? 'يصل إلى ' : ''}${offer.percent}%${on}`;
      case 'amountOff':
        return `خصم ${offer.amount}${on}`;
      case 'multiBuy':
        return `${offer.take} بسعر ${offer.pay}${on}`;
      case 'freeShipping':
        return 'شحن مجاني';
      case 'freeGift':
        return 'هدية مجانية';
      case 'price':
        return product ? `${product} بسعر ${offer.amount} فقط` : `أسعار تبدأ من ${offer.amount}`;
    }
  },
  overMinimum: (offer, minimum) => `${offer} للطلبات التي تزيد على ${minimum}`,
  withOffer: (subject, offer) => `${subject.replace(/[!.]$/, '')}: ${offer}`,
  offerPreheader: (offer, until, code) =>
    `${offer}${until ? ` ${until}` : ''}${code ? `، مع الرمز ${code}` : ''}.`,
  until: (date) => `حتى ${date}`,
  greeting: (tone) => (tone ? GREETINGS[tone] : 'مرحبًا،'),
  occasionLine: (occasion) => `${occasion.lead} على الأبواب.`,
  offerLine: (offer) => `استمتع ${attached('ب', offer)}.`,
  codeLine: (code) => `استخدم الرمز ${code} عند الدفع.`,
  untilLine: (until) => `يسري العرض ${until}.`,
  onLine: (date) => `احفظ الموعد: ${date}.`,
  audienceLine: (audience) => `أعددنا هذه الرسالة خصيصًا ${attached('ل', audience)}.`,
  productLine: (product) => `تعرّف على ${product}: نعتقد أنه سينال إعجابك.`,
  closing: (tone) => CLOSINGS[tone],
  clickLine: (action) => `${action} بنقرة واحدة على الزر أدناه.`,
  aboutCategory: (category, company) =>
    `بصفتها نشاطًا في مجال ${category}، تساعدك ${company} على إنجاز المزيد.`,
  aboutCompany: (company) => `تساعدك ${company} على إنجاز المزيد.`,
  note: 'صاغ المحرّر المدمج هذه المسودة من طلبك وبيانات نشاطك التجاري: لم يُربط أي نموذج ذكاء اصطناعي بعد، لذا عدّل هذه المسودة قبل إرسالها.',
  kinds: {
    welcome: {
      subject: (d) => `مرحبًا بك في ${d.company}!`,
      preheader: (d) => `شكرًا لانضمامك إلى ${d.company}: إليك من أين تبدأ.`,
      heading: (d) => `مرحبًا بك في ${d.company}!`,
      opening: (d) =>
        `شكرًا لانضمامك إلى ${d.company}. يسعدنا وجودك معنا. لن تستغرق خطوتك الأولى سوى دقيقة، وهي أسرع طريق للاستفادة الحقيقية منذ اليوم الأول.`,
      offerWithoutFigures: 'هدية ترحيب: عرض خاص في انتظارك.',
      action: 'ابدأ الآن',
    },
    reengagement: {
      subject: (d) => `نفتقدك في ${d.company}`,
      preheader: (d) => `مرّ وقت طويل: إليك الجديد في ${d.company}.`,
      heading: (d) => `نفتقدك في ${d.company}`,
      opening: (d) => `مرّ وقت منذ زيارتك الأخيرة إلى ${d.company}، وقد حدث الكثير منذ ذلك الحين.`,
      offerWithoutFigures: 'احتفالًا بعودتك، خصصنا لك عرضًا لفترة محدودة.',
      action: 'عُد إلينا',
    },
    launch: {
      subject: (d) => (d.product ? `جديد ${d.company}: ${d.product}` : `جديد من ${d.company}`),
      preheader: (d) => `كنا منشغلين في ${d.company}: اكتشف الجديد.`,
      heading: (d) => (d.product ? `نقدّم لك: ${d.product}` : `نقدّم لك جديدًا من ${d.company}`),
      opening: (d) =>
        `كنا منشغلين في ${d.company}، ويسعدنا أن نشاركك ما هو جديد. إنه جاهز لك اليوم، وأنت من أوائل من يجربونه.`,
      offerWithoutFigures: 'احتفالًا بذلك، لدينا عرض لفترة محدودة من أجلك.',
      action: 'اكتشف الجديد',
    },
    newsletter: {
      subject: (d) =>
        d.occasion ? `${d.occasion.name}: آخر أخبار ${d.company}` : `آخر أخبار ${d.company}`,
      preheader: (d) => `أخبار ونصائح وما هو قادم في ${d.company}.`,
      heading: (d) => `النشرة البريدية من ${d.company}`,
      opening: (d) => `إليك ما حدث في ${d.company}، وما هو قادم.`,
      offerWithoutFigures: 'وهذه المرة، ينتظرك عرض خاص أيضًا.',
      action: 'اقرأ المزيد',
    },
    promotion: {
      subject: (d) => {
        const where = d.occasion ? `${d.occasion.name} في ${d.company}` : d.company;
        return d.offer ? `${where}: ${d.offer}` : `${where}: عرض خاص لك`;
      },
      preheader: (d) => `عرض لفترة محدودة من ${d.company}، خصيصًا لك.`,
      heading: (d) => d.offer ?? `عرض خاص من ${d.company}`,
      opening: (d) => `أعددنا لك شيئًا مميزًا في ${d.company}.`,
      offerWithoutFigures: 'لفترة محدودة، العرض بانتظارك.',
      action: 'احصل على العرض',
    },
    demo: {
      subject: (d) => `لنتحدث: ${d.company}`,
      preheader: (d) => `اكتشف ما يمكن أن تقدمه ${d.company} لك في مكالمة قصيرة.`,
      heading: (d) => `لنتحدث: ${d.company}`,
      opening: (d) => `يسعدنا أن نريك ما يمكن أن تقدمه ${d.company} لك.`,
      offerWithoutFigures: 'احجز هذا الشهر، وسينتظرك عرض خاص.',
      action: 'احجز عرضًا توضيحيًا',
    },
    general: {
      subject: (d) => (d.occasion ? `${d.occasion.name} في ${d.company}` : `أخبار من ${d.company}`),
      preheader: (d) => `تحديث من فريق ${d.company} بأكمله.`,
      heading: (d) => (d.occasion ? `${d.occasion.name} في ${d.company}` : `أخبار من ${d.company}`),
      opening: (d) => `إليك تحديثًا من فريق ${d.company} بأكمله.`,
      offerWithoutFigures: 'لفترة محدودة، ينتظرك عرض خاص.',
      action: 'اعرف المزيد',
    },
  },
};
