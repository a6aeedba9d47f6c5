import { parseArgs } from 'node:util';
import { loadConfig } from '../server/config';
import { openCommandDatabase } from '../server/db/commandDatabase';
import { listOutboxMessages, type OutboxMessage } from '../server/mail/outboxMessages';

/**
 * Prints the mail the server queued, oldest of the selection first, so the newest ends at the
 * prompt: `npm run mailbox -- [--to address] [--last N]`. Reads the database the server's own
 * environment names (DATABASE_URL, else the embedded PGlite in DATA_DIR).
 */
const USAGE = 'Usage: npm run mailbox -- [--to address] [--last N]   (default: the last 10 mails)';

function options(): { to: string | undefined; last: number } {
  const { values } = parseArgs({
    options: {
      to: { type: 'string' },
      last: { type: 'string', default: '10' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const last = Number(values.last);
  if (!Number.isInteger(last) || last < 1 || last > 1000) {
    throw new Error(`--last takes a whole number from 1 to 1000, got "${values.last}"`);
  }
  return { to: values.to, last };
}

function printed(message: OutboxMessage): string {
  return [
    `── ${message.createdAt}  ${message.kind}  (${message.status}${message.sentAt ? ` ${message.sentAt}` : ''})`,
    `From:    ${message.from}`,
    `To:      ${message.to}`,
    `Subject: ${message.subject}`,
    ...message.links.map((link) => `Link:    ${link}`),
    '',
    message.text.trimEnd(),
    '',
  ].join('\n');
}

async function main(): Promise<void> {
  const { to, last } = options();
  const config = loadConfig();
  const database = await openCommandDatabase(config);
  try {
    const messages = await listOutboxMessages(database.db, { to, limit: last });
    console.log(
      `Outbox of ${database.source}: ${messages.length} mail(s)${to ? ` to ${to}` : ''}.\n`,
    );
    for (const message of messages.reverse()) console.log(printed(message));
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  console.error(USAGE);
  process.exitCode = 1;
});
