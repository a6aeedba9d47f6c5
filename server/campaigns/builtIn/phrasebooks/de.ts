import type { Tone } from '../tone';
import { capitalised, type Phrasebook } from './phrasebook';

/**
 * German. The mail speaks to a shop's customers as "du", as most shops do; a formal tone
 * ("formell", "professionell") gets "Sie" throughout. The note under it is for the owner, whom
 * the portal addresses as "Sie".
 */
export function german(formal: boolean): Phrasebook {
  const r = (du: string, sie: string) => (formal ? sie : du);
  const greetings: Record<Tone, string> = {
    playful: 'Hey du!',
    formal: 'Sehr geehrte Kundin, sehr geehrter Kunde,',
    friendly: 'Hallo,',
    urgent: 'Hallo,',
    professional: 'Guten Tag,',
    warm: 'Liebe Kundin, lieber Kunde,',
    elegant: 'Guten Tag,',
    casual: 'Hi,',
  };
  const closings: Record<Tone, string> = {
    playful: 'Na los, gönn dir was – du hast es dir verdient!',
    formal: 'Wir freuen uns auf Ihren Besuch.',
    friendly: 'Wir freuen uns auf dich!',
    urgent: r(
      'Warte nicht zu lange: Wenn es weg ist, ist es weg.',
      'Warten Sie nicht zu lange: Wenn es weg ist, ist es weg.',
    ),
    professional: 'Bei Fragen antworten Sie einfach auf diese E-Mail.',
    warm: r(
      'Danke, dass du Teil unserer Geschichte bist.',
      'Danke, dass Sie Teil unserer Geschichte sind.',
    ),
    elegant: 'Wir freuen uns darauf, Sie stilvoll willkommen zu heißen.',
    casual: 'Bis bald!',
  };
  return {
    language: 'de',
    offer(offer, owners) {
      // The mail speaks to the customer: "auf ihre erste Bestellung" is "auf deine erste Bestellung".
      const product =
        owners
          ?.replace(/^ihre /i, r('deine ', 'Ihre '))
          .replace(/^ihren /i, r('deinen ', 'Ihren ')) ?? null;
      switch (offer.kind) {
        case 'percentOff':
          return `${offer.upTo ? 'bis zu ' : ''}${offer.percent} % Rabatt${product ? ` auf ${product}` : ''}`;
        case 'amountOff':
          return `${offer.amount} Rabatt${product ? ` auf ${product}` : ''}`;
        case 'multiBuy':
          return `${offer.take} zum Preis von ${offer.pay}${product ? ` auf ${product}` : ''}`;
        case 'freeShipping':
          return 'Gratisversand';
        case 'freeGift':
          return 'ein Gratis-Geschenk';
        case 'price':
          return product ? `${product} für nur ${offer.amount}` : `Preise ab ${offer.amount}`;
      }
    },
    overMinimum: (offer, minimum) => `${offer} ab ${minimum} Bestellwert`,
    withOffer: (subject, offer) => `${subject.replace(/[!.]$/, '')}: ${offer}`,
    offerPreheader: (offer, until, code) =>
      `${capitalised(offer)}${until ? ` – ${until}` : ''}${code ? `, mit dem Code ${code}` : ''}.`,
    // "bis zum 31. Oktober", but "bis Sonntag" and "bis Mitternacht".
    // German nouns are capitalised, also where the prompt did not: "bis Mitternacht".
    until: (date) => `bis ${/^\d/.test(date) ? 'zum ' : ''}${capitalised(date)}`,
    greeting: (tone) => (tone ? greetings[tone] : 'Hallo,'),
    occasionLine: (occasion) => `${occasion.lead} steht vor der Tür.`,
    offerLine: (offer) => r(`Freu dich auf ${offer}.`, `Freuen Sie sich auf ${offer}.`),
    codeLine: (code) =>
      r(
        `Gib an der Kasse einfach den Code ${code} ein.`,
        `Geben Sie an der Kasse einfach den Code ${code} ein.`,
      ),
    untilLine: (until) => `Das Angebot gilt ${until}.`,
    onLine: (date) =>
      r(
        `Merk dir den Termin: ${capitalised(date)}.`,
        `Merken Sie sich den Termin: ${capitalised(date)}.`,
      ),
    audienceLine: (audience) =>
      `Diese Nachricht haben wir speziell für ${audience} zusammengestellt.`,
    productLine: (product) =>
      r(
        `Schau dir ${product} an: Wir glauben, das wird dir gefallen.`,
        `Sehen Sie sich ${product} an: Wir glauben, das wird Ihnen gefallen.`,
      ),
    closing: (tone) => closings[tone],
    clickLine: (action) => `${action} – mit einem Klick auf den Button unten.`,
    aboutCategory: (category, company) =>
      `${company} ist in der Branche ${category} zu Hause und hilft ${r('dir', 'Ihnen')}, mehr zu erreichen.`,
    aboutCompany: (company) => `${company} hilft ${r('dir', 'Ihnen')}, mehr zu erreichen.`,
    note: 'Vom eingebauten Texter aus Ihrem Prompt und Ihren Unternehmensdaten entworfen: Es ist noch kein KI-Modell angebunden. Bitte bearbeiten Sie diesen Entwurf vor dem Versand.',
    kinds: {
      welcome: {
        subject: (d) => `Willkommen bei ${d.company}!`,
        preheader: (d) =>
          r(
            `Schön, dass du bei ${d.company} bist: So legst du los.`,
            `Schön, dass Sie bei ${d.company} sind: So legen Sie los.`,
          ),
        heading: (d) => `Willkommen bei ${d.company}!`,
        opening: (d) =>
          r(
            `Danke, dass du dich bei ${d.company} angemeldet hast. Wir freuen uns, dass du da bist. Dein erster Schritt dauert nur eine Minute – und so profitierst du vom ersten Tag an.`,
            `Danke, dass Sie sich bei ${d.company} angemeldet haben. Wir freuen uns, dass Sie da sind. Ihr erster Schritt dauert nur eine Minute – und so profitieren Sie vom ersten Tag an.`,
          ),
        offerWithoutFigures: r(
          'Als Willkommensgeschenk wartet ein besonderes Angebot auf dich.',
          'Als Willkommensgeschenk wartet ein besonderes Angebot auf Sie.',
        ),
        action: 'Jetzt loslegen',
      },
      reengagement: {
        subject: (d) => `Wir vermissen ${r('dich', 'Sie')} bei ${d.company}`,
        preheader: (d) => `Es ist eine Weile her: Das ist neu bei ${d.company}.`,
        heading: (d) => `Wir vermissen ${r('dich', 'Sie')} bei ${d.company}`,
        opening: (d) =>
          r(
            `Du warst schon eine Weile nicht mehr bei ${d.company}, und seitdem ist viel passiert.`,
            `Sie waren schon eine Weile nicht mehr bei ${d.company}, und seitdem ist viel passiert.`,
          ),
        offerWithoutFigures: r(
          'Zu deiner Rückkehr haben wir ein zeitlich begrenztes Angebot für dich reserviert.',
          'Zu Ihrer Rückkehr haben wir ein zeitlich begrenztes Angebot für Sie reserviert.',
        ),
        action: 'Jetzt zurückkommen',
      },
      launch: {
        subject: (d) => (d.product ? `Neu bei ${d.company}: ${d.product}` : `Neu bei ${d.company}`),
        preheader: (d) =>
          r(
            `Bei ${d.company} hat sich einiges getan: Sieh dir an, was neu ist.`,
            `Bei ${d.company} hat sich einiges getan: Sehen Sie sich an, was neu ist.`,
          ),
        heading: (d) =>
          d.product
            ? `Wir stellen vor: ${d.product}`
            : `Wir stellen vor: etwas Neues bei ${d.company}`,
        opening: (d) =>
          r(
            `Wir waren bei ${d.company} fleißig und freuen uns, dir zu zeigen, was neu ist. Es steht dir ab heute zur Verfügung, und du gehörst zu den Ersten, die es ausprobieren.`,
            `Wir waren bei ${d.company} fleißig und freuen uns, Ihnen zu zeigen, was neu ist. Es steht Ihnen ab heute zur Verfügung, und Sie gehören zu den Ersten, die es ausprobieren.`,
          ),
        offerWithoutFigures: r(
          'Zur Feier des Tages haben wir ein zeitlich begrenztes Angebot für dich.',
          'Zur Feier des Tages haben wir ein zeitlich begrenztes Angebot für Sie.',
        ),
        action: 'Neuheiten ansehen',
      },
      newsletter: {
        subject: (d) =>
          d.occasion
            ? `${d.occasion.name}: Neuigkeiten von ${d.company}`
            : `Neuigkeiten von ${d.company}`,
        preheader: (d) => `News, Tipps und was als Nächstes bei ${d.company} kommt.`,
        heading: (d) => `Der Newsletter von ${d.company}`,
        opening: (d) => `Das ist bei ${d.company} passiert – und das kommt als Nächstes.`,
        offerWithoutFigures: r(
          'Diesmal wartet außerdem ein besonderes Angebot auf dich.',
          'Diesmal wartet außerdem ein besonderes Angebot auf Sie.',
        ),
        action: 'Weiterlesen',
      },
      promotion: {
        subject: (d) => {
          const where = d.occasion ? `${d.occasion.name} bei ${d.company}` : d.company;
          return d.offer
            ? `${where}: ${d.offer}`
            : `${where}: ein besonderes Angebot für ${r('dich', 'Sie')}`;
        },
        preheader: (d) =>
          `Ein zeitlich begrenztes Angebot von ${d.company}, nur für ${r('dich', 'Sie')}.`,
        heading: (d) =>
          d.offer ? capitalised(d.offer) : `Ein besonderes Angebot von ${d.company}`,
        opening: (d) =>
          `Wir haben bei ${d.company} etwas Besonderes für ${r('dich', 'Sie')} vorbereitet.`,
        offerWithoutFigures: r(
          'Nur für kurze Zeit: Sichere dir unser Angebot.',
          'Nur für kurze Zeit: Sichern Sie sich unser Angebot.',
        ),
        action: 'Angebot sichern',
      },
      demo: {
        subject: (d) => `${r('Lass', 'Lassen Sie')} uns sprechen: ${d.company}`,
        preheader: (d) =>
          r(
            `Erfahre in einem kurzen Gespräch, was ${d.company} für dich tun kann.`,
            `Erfahren Sie in einem kurzen Gespräch, was ${d.company} für Sie tun kann.`,
          ),
        heading: (d) => `${r('Lass', 'Lassen Sie')} uns sprechen: ${d.company}`,
        opening: (d) =>
          `Wir würden ${r('dir', 'Ihnen')} gern zeigen, was ${d.company} für ${r('dich', 'Sie')} tun kann.`,
        offerWithoutFigures: r(
          'Wenn du diesen Monat buchst, wartet ein besonderes Angebot auf dich.',
          'Wenn Sie diesen Monat buchen, wartet ein besonderes Angebot auf Sie.',
        ),
        action: 'Demo buchen',
      },
      general: {
        subject: (d) =>
          d.occasion ? `${d.occasion.name} bei ${d.company}` : `Neues von ${d.company}`,
        preheader: (d) => `Ein Update vom ganzen Team von ${d.company}.`,
        heading: (d) =>
          d.occasion ? `${d.occasion.name} bei ${d.company}` : `Neues von ${d.company}`,
        opening: (d) => `Hier ist ein Update vom ganzen Team von ${d.company}.`,
        offerWithoutFigures: r(
          'Nur für kurze Zeit wartet ein besonderes Angebot auf dich.',
          'Nur für kurze Zeit wartet ein besonderes Angebot auf Sie.',
        ),
        action: 'Mehr erfahren',
      },
    },
  };
}
