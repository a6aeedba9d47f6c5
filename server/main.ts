import pino from 'pino';
import { loadConfig } from './config';
import { ConfigError } from '../shared/config/problem';
import { startServer } from './server';

const config = loadConfig();
const logger = pino({ level: config.logLevel });

try {
  const server = await startServer(config, logger);
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing requests and jobs in flight');
    try {
      await server.close();
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
} catch (error) {
  if (error instanceof ConfigError) {
    logger.fatal(error.message);
  } else {
    logger.fatal({ err: error }, 'Onramp could not start');
  }
  process.exit(1);
}
