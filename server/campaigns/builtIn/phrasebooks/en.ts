import type { Tone } from '../tone';
import { capitalised, type Phrasebook } from './phrasebook';

/** "a" or "an", by the sound the word starts with: "an E-commerce business", "a SaaS business". */
export function indefiniteArticle(word: string): 'a' | 'an' {
  if (/^(?:hour|honest|honou?r|heir)/i.test(word)) return 'an';
  if (/^(?:uni|use|usu|ute|eu|one|once)/i.test(word)) return 'a';
  // Initials are read letter by letter: "an SEO agency", "a UX studio".
  if (/^[A-Z]{2,}(?:\b|[-\s])/.test(word)) return /^[AEFHILMNORSX]/.test(word) ? 'an' : 'a';
  return /^[aeiou]/i.test(word) ? 'an' : 'a';
}

const GREETINGS: Record<Tone, string> = {
  playful: 'Hey there!',
  formal: 'Dear customer,',
  friendly: 'Hi there,',
  urgent: 'Hi there,',
  professional: 'Hello,',
  warm: 'Hello, dear friend,',
  elegant: 'Dear guest,',
  casual: 'Hey,',
};

const CLOSINGS: Record<Tone, string> = {
  playful: 'Go on, treat yourself: you deserve it!',
  formal: 'We look forward to welcoming you.',
  friendly: 'We can’t wait to see you!',
  urgent: 'Don’t wait: once it is gone, it is gone.',
  professional: 'If you have any questions, simply reply to this email.',
  warm: 'Thank you for being part of our story.',
  elegant: 'We look forward to welcoming you in style.',
  casual: 'Catch you soon!',
};

export const en: Phrasebook = {
  language: 'en',
  offer(offer, owners) {
    // The mail speaks to the customer: "15% off their next order" is "15% off your next order".
    const product = owners?.replace(/^their /i, 'your ') ?? null;
    const on = product ? ` on ${product}` : '';
    switch (offer.kind) {
      case 'percentOff':
        return `${offer.upTo ? 'up to ' : ''}${offer.percent}% off${product ? ` ${product}` : ''}`;
      case 'amountOff':
        return `${offer.amount} off${product ? ` ${product}` : ''}`;
      case 'multiBuy':
        return `${offer.take} for ${offer.pay}${on}`;
      case 'freeShipping':
        return 'free shipping';
      case 'freeGift':
        return 'a free gift';
      case 'price':
        return product ? `${product} for just ${offer.amount}` : `prices from ${offer.amount}`;
    }
  },
  overMinimum: (offer, minimum) => `${offer} on orders over ${minimum}`,
  withOffer: (subject, offer) => `${subject.replace(/[!.]$/, '')}: ${offer}`,
  offerPreheader: (offer, until, code) =>
    `${capitalised(offer)}${until ? ` ${until}` : ''}${code ? `, with the code ${code}` : ''}.`,
  until: (date) => `until ${date}`,
  greeting: (tone) => (tone ? GREETINGS[tone] : 'Hi there,'),
  occasionLine: (occasion) => `${occasion.lead} is just around the corner.`,
  offerLine: (offer) => `Enjoy ${offer}.`,
  codeLine: (code) => `Use the code ${code} at checkout.`,
  untilLine: (until) => `The offer runs ${until}.`,
  onLine: (date) => `Save the date: ${date}.`,
  audienceLine: (audience) =>
    `We put this together especially for ${/^(?:our|all|the|your)\s/i.test(audience) ? '' : 'our '}${audience}.`,
  productLine: (product) => `Take a look at ${product}: we think you will love it.`,
  closing: (tone) => CLOSINGS[tone],
  clickLine: (action) => `${action} with one click below.`,
  aboutCategory: (category, company) =>
    `As ${indefiniteArticle(category)} ${category} business, ${company} is here to help you get more done.`,
  aboutCompany: (company) => `${company} is here to help you get more done.`,
  note: 'Drafted by the built-in composer from your prompt and business details: no AI model is connected yet, so edit this draft before sending it.',
  kinds: {
    welcome: {
      subject: (d) => `Welcome to ${d.company}!`,
      preheader: (d) => `Thanks for joining ${d.company}: here is where to start.`,
      heading: (d) => `Welcome to ${d.company}!`,
      opening: (d) =>
        `Thanks for joining ${d.company}. We are glad you are here. Your first step takes only a minute, and it is the quickest way to get real value from day one.`,
      offerWithoutFigures: 'As a welcome gift, a special offer is waiting for you.',
      action: 'Get started',
    },
    reengagement: {
      subject: (d) => `We miss you at ${d.company}`,
      preheader: (d) => `It has been a while: here is what is new at ${d.company}.`,
      heading: (d) => `We miss you at ${d.company}`,
      opening: (d) =>
        `It has been a while since we last saw you at ${d.company}, and a lot has happened since.`,
      offerWithoutFigures: 'To welcome you back, we have saved a limited-time offer for you.',
      action: 'Come back',
    },
    launch: {
      subject: (d) =>
        d.product ? `New at ${d.company}: ${d.product}` : `Something new from ${d.company}`,
      preheader: (d) => `We have been busy at ${d.company}: see what is new.`,
      heading: (d) =>
        d.product ? `Introducing ${d.product}` : `Introducing something new at ${d.company}`,
      opening: (d) =>
        `We have been busy at ${d.company}, and we are excited to share what is new. It is ready for you today, and you are among the first to try it.`,
      offerWithoutFigures: 'To celebrate, we have a limited-time offer for you.',
      action: 'See what is new',
    },
    newsletter: {
      subject: (d) =>
        d.occasion ? `${d.occasion.name} news from ${d.company}` : `The latest from ${d.company}`,
      preheader: (d) => `News, tips and what is coming next at ${d.company}.`,
      heading: (d) => `The ${d.company} newsletter`,
      opening: (d) => `Here is what has been happening at ${d.company}, and what is coming next.`,
      offerWithoutFigures: 'This time, a special offer is waiting for you too.',
      action: 'Read more',
    },
    promotion: {
      subject: (d) => {
        const where = d.occasion ? `${d.occasion.name} at ${d.company}` : d.company;
        return d.offer ? `${where}: ${d.offer}` : `${where}: a special offer for you`;
      },
      preheader: (d) => `A limited-time offer from ${d.company}, just for you.`,
      heading: (d) => (d.offer ? capitalised(d.offer) : `A special offer from ${d.company}`),
      opening: (d) => `We have put together something special for you at ${d.company}.`,
      offerWithoutFigures: 'For a limited time, our offer is yours to claim.',
      action: 'Claim your offer',
    },
    demo: {
      subject: (d) => `Let's talk: ${d.company}`,
      preheader: (d) => `See what ${d.company} can do for you, in a short call.`,
      heading: (d) => `Let's talk: ${d.company}`,
      opening: (d) => `We would love to show you what ${d.company} can do for you.`,
      offerWithoutFigures: 'Book this month, and a special offer is waiting for you.',
      action: 'Book a demo',
    },
    general: {
      subject: (d) =>
        d.occasion ? `${d.occasion.name} at ${d.company}` : `News from ${d.company}`,
      preheader: (d) => `An update from everyone at ${d.company}.`,
      heading: (d) =>
        d.occasion ? `${d.occasion.name} at ${d.company}` : `News from ${d.company}`,
      opening: (d) => `Here is an update from everyone at ${d.company}.`,
      offerWithoutFigures: 'For a limited time, a special offer is waiting for you.',
      action: 'Learn more',
    },
  },
};
