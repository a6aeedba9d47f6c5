import type { ListedConfigVersion } from '../../../src/studio/studioApi';

/** Version `number` as the history lists it, published from the repository. */
export const listedVersion = (id: string, number: number): ListedConfigVersion => ({
  id,
  number,
  brand: 'default',
  basedOn: null,
  note: '',
  publishedBy: 'repository',
  publisher: 'repository',
  publishedAt: '2026-01-01T00:00:00Z',
});
