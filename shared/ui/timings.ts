/** The spec's timings (sections 4 and 9), in one place; tests drive them with fake timers. */
export const timings = {
  /** Popovers such as 'Verification mail sent!' stay this long. */
  popoverMs: 2000,
  /** The testimonial carousel advances this often. */
  carouselMs: 5000,
  /** Status and loader polling interval. */
  pollMs: 5000,
  /**
   * An open Studio tab tells the server it is there this often (the server forgets it after 45 s),
   * and asks its operator's role again.
   */
  studioPresenceMs: 15_000,
  /** Text inputs (stages) settle this long before they apply. */
  inputDebounceMs: 200,
  /** Colour picks settle this long before they apply. */
  colorDebounceMs: 700,
  /** The logo's 'uploading' indicator stays this long after completion. */
  uploadIndicatorMs: 1500,
  /** The payment loader waits this long on a checkout left open before it offers a way back. */
  checkoutPatienceMs: 30_000,
  /** Signup complete waits this long before it redirects. */
  redirectDelayMs: 5000,
  /** The knowledge base's 'working' messages rotate this often. */
  kbRotateMs: 3000,
  /** The cosmetic progress bar rises fakeProgressStepPercent every fakeProgressStepMs, up to fakeProgressCapPercent. */
  fakeProgressStepMs: 100,
  fakeProgressStepPercent: 2,
  fakeProgressCapPercent: 90,
  /** Signup complete refetches user data at most this often, waiting refetchBaseDelayMs + refetchStepDelayMs × attempt before each. */
  refetchAttempts: 10,
  refetchBaseDelayMs: 2000,
  refetchStepDelayMs: 1000,
  /** A signup draft (name, email, phone) untouched this long is discarded: 24 hours. */
  signupDraftTtlMs: 24 * 60 * 60 * 1000,
} as const;
