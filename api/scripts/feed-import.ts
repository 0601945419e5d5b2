/**
 * Imports a catalogue feed (docs/feeds.md) into the shop's database:
 *   pnpm feed:import <folder | feed.zip> [--dry-run] [--lang pl|en]
 * The database as for `pnpm start`: DATABASE_URL=postgres://... or the SQLite file DB_FILE
 * (api/.data/shop.db by default). Exit code 0: imported (or, with --dry-run, nothing wrong);
 * 1: problems found, nothing changed; 2: the command was used wrongly.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { isPostgresUrl, openDatabase } from '../src/db/database';
import { importFeed } from '../src/feeds/import';
import { operatorLanguage, problemText } from '../src/feeds/messages';
import { streamProgress } from '../src/feeds/progress';

const repoRoot = resolve(__dirname, '..', '..');

/** "1 problem", "2 problemy", "5 problemów" (Polish plural forms). */
function problemsIn(language: 'pl' | 'en', count: number): string {
  if (language === 'en') return `${count} ${count === 1 ? 'problem' : 'problems'}`;
  const form = new Intl.PluralRules('pl').select(count);
  return `${count} ${form === 'one' ? 'problem' : form === 'few' ? 'problemy' : 'problemów'}`;
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const dryRun = args.includes('--dry-run');
  const langAt = args.findIndex((arg) => arg === '--lang' || arg.startsWith('--lang='));
  const langArg = langAt < 0 ? undefined : args[langAt]?.includes('=') ? args[langAt]?.split('=')[1] : args[langAt + 1];
  const positional = args.filter(
    (arg, index) => !arg.startsWith('--') && !(langAt >= 0 && index === langAt + 1 && !args[langAt]?.includes('=')),
  );
  const language = operatorLanguage(langArg, process.env.LC_ALL || process.env.LANG);
  const [feed] = positional;
  if (!feed || positional.length > 1) {
    process.stderr.write('usage: pnpm feed:import <folder | feed.zip> [--dry-run] [--lang pl|en]\n');
    return 2;
  }
  // pnpm runs scripts in the package folder; a relative path is the caller's (INIT_CWD)
  const path = resolve(process.env.INIT_CWD ?? process.cwd(), feed);
  const location = process.env.DATABASE_URL?.trim() || resolve(process.env.DB_FILE ?? resolve(repoRoot, 'api', '.data', 'shop.db'));
  // the feed refers to the shop's reference data (vehicle types, bodies, countries, ...):
  // a database without the shop's store cannot take it
  const noShop =
    language === 'pl'
      ? `W bazie ${isPostgresUrl(location) ? 'PostgreSQL' : location} nie ma jeszcze sklepu: uruchom go raz (pnpm start zakłada sklep demo) albo wskaż jego bazę (DB_FILE lub DATABASE_URL).\n`
      : `The database ${isPostgresUrl(location) ? 'PostgreSQL' : location} has no shop yet: start it once (pnpm start creates the demo shop) or point at its database (DB_FILE or DATABASE_URL).\n`;
  if (!isPostgresUrl(location) && !existsSync(location)) {
    process.stderr.write(noShop);
    return 1;
  }
  const database = await openDatabase(location);
  const started = Date.now();
  try {
    if (!(await database.kysely.selectFrom('stores').select('id').limit(1).executeTakeFirst())) {
      process.stderr.write(noShop);
      return 1;
    }
    const report = await importFeed(database.kysely, path, { dryRun, progress: streamProgress(process.stderr) });
    for (const problem of report.problems) process.stdout.write(`${problemText(problem, language)}\n`);
    const more = report.problemCount - report.problems.length;
    if (more > 0)
      process.stdout.write(language === 'pl' ? `... i jeszcze: ${problemsIn(language, more)}\n` : `... and ${more} more problems\n`);
    const rows = Object.entries(report.rows)
      .map(([file, n]) => `${file} ${n}`)
      .join(', ');
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const target = isPostgresUrl(location) ? 'PostgreSQL' : location;
    if (report.problemCount > 0) {
      process.stdout.write(
        language === 'pl'
          ? `${problemsIn(language, report.problemCount)}; katalog bez zmian.\n`
          : `${problemsIn(language, report.problemCount)}; the catalogue is unchanged.\n`,
      );
      return 1;
    }
    if (dryRun) {
      process.stdout.write(
        language === 'pl'
          ? `Feed poprawny (${rows}); próba: nic nie zmieniono.\n`
          : `The feed is valid (${rows}); dry run: nothing changed.\n`,
      );
      return 0;
    }
    const written = Object.entries(report.written)
      .map(([table, n]) => `${table} ${n}`)
      .join(', ');
    process.stdout.write(
      language === 'pl'
        ? `Zaimportowano feed ${report.manifest?.kind} ${report.manifest?.version} do ${target} w ${seconds} s: ${written}.\n`
        : `Imported the ${report.manifest?.kind} feed ${report.manifest?.version} into ${target} in ${seconds} s: ${written}.\n`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
