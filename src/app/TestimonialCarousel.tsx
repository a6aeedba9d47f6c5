import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { timings } from '../../shared/ui/timings';

/** Whether the person asked for less motion; follows the setting while the page is open. */
export function usePrefersReducedMotion(): boolean {
  const query = '(prefers-reduced-motion: reduce)';
  const [reduced, setReduced] = useState(
    () => typeof window !== 'undefined' && window.matchMedia?.(query).matches === true,
  );
  useEffect(() => {
    const media = window.matchMedia?.(query);
    if (!media) return;
    const update = () => setReduced(media.matches);
    media.addEventListener('change', update);
    return () => media.removeEventListener('change', update);
  }, []);
  return reduced;
}

export interface TestimonialCarouselProps {
  /** Copy keys testimonials.{set}.{n}.quote/name/role, n from 1. */
  set: 'signup' | 'login';
  count: number;
}

/**
 * Testimonials beside the signup (3) and login (2) forms: the next every 5000 ms, no controls. It
 * holds still while pointed at or focused, and with reduced motion it shows every slide, unmoving.
 */
export function TestimonialCarousel({ set, count }: TestimonialCarouselProps) {
  const { t } = useTranslation();
  const reduced = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  const [held, setHeld] = useState(false);

  useEffect(() => {
    if (reduced || held || count < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), timings.carouselMs);
    return () => clearInterval(timer);
  }, [reduced, held, count]);

  const slides = Array.from({ length: count }, (_, i) => i + 1);
  return (
    <section
      className={`testimonials${reduced ? ' testimonials--still' : ''}`}
      aria-roledescription="carousel"
      aria-label={t('testimonials.label')}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <div className="testimonials__track" aria-live="off">
        {slides.map((n, i) => {
          const current = reduced || i === index % count;
          return (
            <div
              key={n}
              className={`testimonial${current ? ' testimonial--current' : ''}`}
              role="group"
              aria-roledescription="slide"
              aria-label={t('testimonials.slideLabel', { index: n, count })}
              aria-hidden={current ? undefined : true}
            >
              <figure className="testimonial__figure">
                <blockquote className="testimonial__quote">
                  <p>{t(`testimonials.${set}.${n}.quote`)}</p>
                </blockquote>
                <figcaption className="testimonial__author">
                  <span className="testimonial__avatar" aria-hidden="true">
                    {t(`testimonials.${set}.${n}.name`).charAt(0)}
                  </span>
                  <span>
                    <span className="testimonial__name">{t(`testimonials.${set}.${n}.name`)}</span>
                    <span className="testimonial__role">{t(`testimonials.${set}.${n}.role`)}</span>
                  </span>
                </figcaption>
              </figure>
            </div>
          );
        })}
      </div>
      {!reduced && count > 1 && (
        <div className="testimonials__dots" aria-hidden="true">
          {slides.map((n, i) => (
            <span
              key={n}
              className={`testimonials__dot${i === index ? ' testimonials__dot--on' : ''}`}
            />
          ))}
        </div>
      )}
    </section>
  );
}
