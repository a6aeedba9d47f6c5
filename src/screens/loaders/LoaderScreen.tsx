import type { ReactNode } from 'react';
import { Header } from '../../app/Header';
import { LoaderArt } from './LoaderArt';

/** The frame every loading and status screen shares: the header, then the animation above its text. */
export function LoaderScreen({ children }: { children: ReactNode }) {
  return (
    <div className="loader-screen">
      <Header />
      <main id="main" className="loader-screen__main">
        <LoaderArt />
        {children}
      </main>
    </div>
  );
}
