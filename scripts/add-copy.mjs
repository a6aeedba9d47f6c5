// Adds or replaces copy keys in a brand's locale file without disturbing the rest:
//   node scripts/add-copy.mjs brands/default/locales/en.json keys.json
import { readFileSync, writeFileSync } from 'node:fs';
const [file, additions] = process.argv.slice(2);
const current = JSON.parse(readFileSync(file, 'utf8'));
Object.assign(current, JSON.parse(readFileSync(additions, 'utf8')));
writeFileSync(file, `${JSON.stringify(current, null, 2)}\n`);
