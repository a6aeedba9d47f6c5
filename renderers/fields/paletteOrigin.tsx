import { createContext, useContext, useState, type ReactNode } from 'react';
import type { OnboardingUserData } from '../../shared/contract';

/** Where the colours the palette shows came from, which its caption says. */
export type PaletteOrigin = 'website' | 'logo' | 'owner';

/**
 * The origin of the stored palette when the step opens. The website scan stores its colours, and
 * only the step's own save stores others: while the stored step is still this one, colours found
 * by the scan came from the website. Once saved, nobody can tell, so nothing claims a retrieval.
 */
export function paletteOriginAtStart(
  userData: Partial<OnboardingUserData> | undefined,
  stepName: string | undefined,
): PaletteOrigin {
  const scanned = userData?.paletteStatus === 'success';
  const neverSaved = stepName !== undefined && userData?.stepName === stepName;
  return scanned && neverSaved ? 'website' : 'owner';
}

interface PaletteOriginState {
  origin: PaletteOrigin;
  setOrigin(origin: PaletteOrigin): void;
}

const PaletteOriginContext = createContext<PaletteOriginState | null>(null);

/** Shares the palette's origin between the logo upload (which fills it) and the palette editor. */
export function PaletteOriginProvider({
  initial,
  children,
}: {
  initial: PaletteOrigin;
  children: ReactNode;
}) {
  const [origin, setOrigin] = useState(initial);
  return (
    <PaletteOriginContext.Provider value={{ origin, setOrigin }}>
      {children}
    </PaletteOriginContext.Provider>
  );
}

/** The palette's origin; outside a provider, one kept by the caller alone. */
export function usePaletteOrigin(initial: () => PaletteOrigin): PaletteOriginState {
  const shared = useContext(PaletteOriginContext);
  const [origin, setOrigin] = useState(initial);
  return shared ?? { origin, setOrigin };
}
