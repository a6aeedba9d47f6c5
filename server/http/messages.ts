import type { Message, MessageParam } from '../../shared/contract/message';
import type { Brand } from '../config/brand/brand';
import { loadBrandCopy, type CopyParams } from '../config/brand/copy';
import { fail, type Envelope } from './envelope';

/** Renders messages in the brand's default language, the text an error reply carries as `msg`. */
export interface MessageWriter {
  render(message: Message): string;
  /** The error envelope of a message: msg rendered, msg_ref the message itself. */
  fail<T = null>(statusCode: string, message: Message, data?: T | null): Envelope<T>;
}

function copyParam(value: MessageParam): string | number {
  if (Array.isArray(value)) return value.join(', ');
  return typeof value === 'number' ? value : String(value);
}

export function createMessageWriter(rootDir: string, brand: Brand): MessageWriter {
  const lang = brand.manifest.locales?.[0] ?? 'en';
  const copy = loadBrandCopy(rootDir, brand.dir, lang, []);
  const render = (message: Message) => {
    const params: CopyParams = Object.fromEntries(
      Object.entries(message.params ?? {}).map(([name, value]) => [name, copyParam(value)]),
    );
    return copy.t(message.id, params);
  };
  return {
    render,
    fail: (statusCode, message, data = null) => fail(statusCode, render(message), message, data),
  };
}
