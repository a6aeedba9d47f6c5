import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadAllCopy } from '../../src/i18n';

// Screens are rendered directly here, not through the routes that load the rest of the copy.
await loadAllCopy();

// CI's runner is shared and slow at times: a screen's first lazy step may take over the default 1 s
// to appear. What never appears still fails, only later.
configure({ asyncUtilTimeout: 3000 });

afterEach(() => cleanup());
