import type { InitialConfig } from '../../../shared/contract';
import { readApiBase } from '../../api/apiBase';
import { botCheckSettings, type BotCheckSettings } from './settings';

/** The bot check the initial config chose, with the API's challenge address. */
export function configuredBotCheckSettings(config: InitialConfig | undefined): BotCheckSettings {
  return botCheckSettings(config, readApiBase());
}
