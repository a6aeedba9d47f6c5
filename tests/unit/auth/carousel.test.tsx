import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../src/i18n';
import { TestimonialCarousel } from '../../../src/app/TestimonialCarousel';
import { timings } from '../../../shared/ui/timings';

function mockReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reduce && query.includes('reduce'),
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

const current = () =>
  screen.getAllByRole('group', { hidden: true }).filter((s) => !s.getAttribute('aria-hidden'));

describe('the testimonial carousel', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows three slides beside signup, moving on every 5000 ms and round again', () => {
    mockReducedMotion(false);
    render(<TestimonialCarousel set="signup" count={3} />);
    expect(timings.carouselMs).toBe(5000);
    expect(current().map((s) => s.getAttribute('aria-label'))).toEqual(['1 of 3']);
    act(() => vi.advanceTimersByTime(4999));
    expect(current()[0]).toHaveAttribute('aria-label', '1 of 3');
    act(() => vi.advanceTimersByTime(1));
    expect(current()[0]).toHaveAttribute('aria-label', '2 of 3');
    act(() => vi.advanceTimersByTime(10_000));
    expect(current()[0]).toHaveAttribute('aria-label', '1 of 3');
  });

  it('has two slides beside login, with their own copy', () => {
    mockReducedMotion(false);
    render(<TestimonialCarousel set="login" count={2} />);
    expect(screen.getAllByRole('group', { hidden: true })).toHaveLength(2);
    expect(screen.getByText(/Every morning starts here/)).toBeInTheDocument();
  });

  it('offers no controls', () => {
    mockReducedMotion(false);
    render(<TestimonialCarousel set="signup" count={3} />);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('holds still while pointed at', () => {
    mockReducedMotion(false);
    render(<TestimonialCarousel set="signup" count={3} />);
    act(() => {
      screen.getByRole('region').dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    });
    act(() => vi.advanceTimersByTime(15_000));
    expect(current()[0]).toHaveAttribute('aria-label', '1 of 3');
  });

  it('with reduced motion shows every slide and never moves', () => {
    mockReducedMotion(true);
    render(<TestimonialCarousel set="signup" count={3} />);
    expect(current()).toHaveLength(3);
    act(() => vi.advanceTimersByTime(20_000));
    expect(current()).toHaveLength(3);
  });
});
