import type { Tone } from '../tone';
import { capitalised, type Phrasebook } from './phrasebook';

const WEEKDAY = /^(?:lunes|martes|miércoles|miercoles|jueves|viernes|sábado|sabado|domingo)/i;

/** Spanish: "tú", as most shops write; a formal tone gets "usted" throughout. */
export function spanish(formal: boolean): Phrasebook {
  const r = (tu: string, usted: string) => (formal ? usted : tu);
  const greetings: Record<Tone, string> = {
    playful: '¡Hola, hola!',
    formal: 'Estimado/a cliente:',
    friendly: '¡Hola!',
    urgent: '¡Hola!',
    professional: 'Buenos días:',
    warm: 'Hola, ¿qué tal?',
    elegant: 'Estimado/a cliente:',
    casual: '¡Buenas!',
  };
  const closings: Record<Tone, string> = {
    playful: '¡Venga, date un capricho: te lo mereces!',
    formal: 'Será un placer atenderle.',
    friendly: '¡Tenemos muchas ganas de verte!',
    urgent: r('No esperes: cuando se acabe, se acabó.', 'No espere: cuando se acabe, se acabó.'),
    professional: 'Si tiene alguna pregunta, basta con responder a este correo.',
    warm: 'Gracias por formar parte de nuestra historia.',
    elegant: 'Será un placer recibirle.',
    casual: '¡Nos vemos pronto!',
  };
  return {
    language: 'es',
    offer(offer, owners) {
      // The mail speaks to the customer: "en su primer pedido" is "en tu primer pedido".
      const product =
        owners?.replace(/^su /i, r('tu ', 'su ')).replace(/^sus /i, r('tus ', 'sus ')) ?? null;
      const on = product ? ` en ${product}` : '';
      switch (offer.kind) {
        case 'percentOff':
          return `${offer.upTo ? 'hasta un' : 'un'} ${offer.percent} % de descuento${on}`;
        case 'amountOff':
          return `${offer.amount} de descuento${on}`;
        case 'multiBuy':
          return `${offer.take}x${offer.pay}${on}`;
        case 'freeShipping':
          return 'envío gratis';
        case 'freeGift':
          return 'un regalo';
        case 'price':
          return product ? `${product} por solo ${offer.amount}` : `precios desde ${offer.amount}`;
      }
    },
    overMinimum: (offer, minimum) => `${offer} en pedidos de más de ${minimum}`,
    withOffer: (subject, offer) => `${subject.replace(/[!.]$/, '').replace(/^¡/, '')}: ${offer}`,
    offerPreheader: (offer, until, code) =>
      `${capitalised(offer)}${until ? ` ${until}` : ''}${code ? `, con el código ${code}` : ''}.`,
    // "hasta el 31 de octubre", "hasta el domingo", but "hasta medianoche".
    until: (date) => `hasta ${/^\d/.test(date) || WEEKDAY.test(date) ? 'el ' : ''}${date}`,
    greeting: (tone) => (tone ? greetings[tone] : '¡Hola!'),
    occasionLine: (occasion) => `${occasion.lead} está a la vuelta de la esquina.`,
    offerLine: (offer) => r(`Aprovecha ${offer}.`, `Aproveche ${offer}.`),
    codeLine: (code) => r(`Usa el código ${code} al pagar.`, `Utilice el código ${code} al pagar.`),
    untilLine: (until) => `La oferta es válida ${until}.`,
    onLine: (date) => r(`Apunta la fecha: ${date}.`, `Reserve la fecha: ${date}.`),
    audienceLine: (audience) => `Lo hemos preparado especialmente para ${audience}.`,
    productLine: (product) => r(`Te presentamos: ${product}.`, `Le presentamos: ${product}.`),
    closing: (tone) => closings[tone],
    clickLine: (action) => `${action} con un solo clic en el botón de abajo.`,
    aboutCategory: (category, company) =>
      `${company} trabaja en el sector «${category}» y ${r('te', 'le')} ayuda a conseguir más.`,
    aboutCompany: (company) => `${company} ${r('te', 'le')} ayuda a conseguir más.`,
    note: 'Borrador escrito por el redactor integrado a partir de tu petición y de los datos de tu negocio: todavía no hay ningún modelo de IA conectado, así que revísalo antes de enviarlo.',
    kinds: {
      welcome: {
        subject: (d) => `¡${r('Te damos', 'Le damos')} la bienvenida a ${d.company}!`,
        preheader: (d) =>
          r(
            `Gracias por unirte a ${d.company}: así puedes empezar.`,
            `Gracias por unirse a ${d.company}: así puede empezar.`,
          ),
        heading: (d) => `¡${r('Te damos', 'Le damos')} la bienvenida a ${d.company}!`,
        opening: (d) =>
          r(
            `Gracias por unirte a ${d.company}. Nos alegra mucho tenerte aquí. Tu primer paso solo lleva un minuto y es la forma más rápida de sacarle partido desde el primer día.`,
            `Gracias por unirse a ${d.company}. Nos alegra mucho tenerle aquí. Su primer paso solo lleva un minuto y es la forma más rápida de sacarle partido desde el primer día.`,
          ),
        offerWithoutFigures: r(
          'Como regalo de bienvenida, te espera una oferta especial.',
          'Como regalo de bienvenida, le espera una oferta especial.',
        ),
        action: r('Empieza ahora', 'Empiece ahora'),
      },
      reengagement: {
        subject: (d) => `${r('Te echamos', 'Le echamos')} de menos en ${d.company}`,
        preheader: (d) => `Ha pasado un tiempo: esto es lo nuevo en ${d.company}.`,
        heading: (d) => `${r('Te echamos', 'Le echamos')} de menos en ${d.company}`,
        opening: (d) =>
          r(
            `Hace tiempo que no te vemos por ${d.company}, y desde entonces han pasado muchas cosas.`,
            `Hace tiempo que no le vemos por ${d.company}, y desde entonces han pasado muchas cosas.`,
          ),
        offerWithoutFigures: r(
          'Para darte la bienvenida de nuevo, te hemos reservado una oferta por tiempo limitado.',
          'Para darle la bienvenida de nuevo, le hemos reservado una oferta por tiempo limitado.',
        ),
        action: r('Vuelve con nosotros', 'Vuelva con nosotros'),
      },
      launch: {
        subject: (d) =>
          d.product ? `Novedad en ${d.company}: ${d.product}` : `Hay algo nuevo en ${d.company}`,
        preheader: (d) =>
          r(
            `Hemos estado trabajando en ${d.company}: descubre las novedades.`,
            `Hemos estado trabajando en ${d.company}: descubra las novedades.`,
          ),
        heading: (d) =>
          d.product
            ? `${r('Te presentamos', 'Le presentamos')}: ${d.product}`
            : `Novedades en ${d.company}`,
        opening: (d) =>
          r(
            `Hemos estado trabajando mucho en ${d.company} y nos hace mucha ilusión enseñarte las novedades. Ya está disponible, y eres de los primeros en probarlo.`,
            `Hemos estado trabajando mucho en ${d.company} y nos hace mucha ilusión enseñarle las novedades. Ya está disponible, y usted es de los primeros en probarlo.`,
          ),
        offerWithoutFigures: r(
          'Para celebrarlo, tenemos una oferta por tiempo limitado para ti.',
          'Para celebrarlo, tenemos una oferta por tiempo limitado para usted.',
        ),
        action: r('Descubre las novedades', 'Descubra las novedades'),
      },
      newsletter: {
        subject: (d) =>
          d.occasion
            ? `${d.occasion.name}: novedades de ${d.company}`
            : `Lo último de ${d.company}`,
        preheader: (d) => `Noticias, consejos y lo que está por llegar en ${d.company}.`,
        heading: (d) => `El boletín de ${d.company}`,
        opening: (d) => `Esto es lo que ha pasado en ${d.company} y lo que está por llegar.`,
        offerWithoutFigures: r(
          'Esta vez, además, te espera una oferta especial.',
          'Esta vez, además, le espera una oferta especial.',
        ),
        action: r('Sigue leyendo', 'Siga leyendo'),
      },
      promotion: {
        subject: (d) => {
          const where = d.occasion ? `${d.occasion.name} en ${d.company}` : d.company;
          return d.offer
            ? `${where}: ${d.offer}`
            : `${where}: una oferta especial para ${r('ti', 'usted')}`;
        },
        preheader: (d) =>
          `Una oferta por tiempo limitado de ${d.company}, solo para ${r('ti', 'usted')}.`,
        heading: (d) => (d.offer ? capitalised(d.offer) : `Una oferta especial de ${d.company}`),
        opening: (d) => `En ${d.company} hemos preparado algo especial para ${r('ti', 'usted')}.`,
        offerWithoutFigures: r(
          'Por tiempo limitado, la oferta es tuya.',
          'Por tiempo limitado, la oferta es suya.',
        ),
        action: r('Aprovecha la oferta', 'Aproveche la oferta'),
      },
      demo: {
        subject: (d) => `Hablemos: ${d.company}`,
        preheader: (d) =>
          r(
            `Descubre en una breve llamada lo que ${d.company} puede hacer por ti.`,
            `Descubra en una breve llamada lo que ${d.company} puede hacer por usted.`,
          ),
        heading: (d) => `Hablemos: ${d.company}`,
        opening: (d) =>
          `Nos encantaría ${r('enseñarte', 'enseñarle')} lo que ${d.company} puede hacer por ${r('ti', 'usted')}.`,
        offerWithoutFigures: r(
          'Si reservas este mes, te espera una oferta especial.',
          'Si reserva este mes, le espera una oferta especial.',
        ),
        action: r('Reserva una demo', 'Reserve una demo'),
      },
      general: {
        subject: (d) =>
          d.occasion ? `${d.occasion.name} en ${d.company}` : `Novedades de ${d.company}`,
        preheader: (d) => `Noticias de todo el equipo de ${d.company}.`,
        heading: (d) =>
          d.occasion ? `${d.occasion.name} en ${d.company}` : `Novedades de ${d.company}`,
        opening: (d) =>
          `${r('Te escribimos', 'Le escribimos')} con novedades de todo el equipo de ${d.company}.`,
        offerWithoutFigures: r(
          'Por tiempo limitado, te espera una oferta especial.',
          'Por tiempo limitado, le espera una oferta especial.',
        ),
        action: 'Más información',
      },
    },
  };
}
