import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadAllCopy } from '../../src/i18n';

// Screens are rendered directly here, not through the routes that load the rest of the copy.
await loadAllCopy();

afterEach(() => cleanup());
