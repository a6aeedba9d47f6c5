import type { Envelope, InitialConfig } from './contract';
import { api } from './http';

export async function fetchInitialConfig(): Promise<InitialConfig> {
  const { data } = await api.json.get<Envelope<InitialConfig>>('/getInitialConfig');
  if (data.err || !data.data) throw new Error(data.msg || 'Something went wrong!');
  return data.data;
}

export async function fetchBrandCopy(lang: string): Promise<Record<string, string>> {
  const { data } = await api.json.get<Envelope<Record<string, string>>>(`/locales/${lang}`);
  return data.data ?? {};
}
