/**
 * `pnpm erp:demo`: the demo's ERP, a process of its own that speaks only the integration API
 * (docs/integration.md; the example client an integrator can read: scripts/erp-demo/). With the shop
 * running (`pnpm start`) and a key made for it:
 *   pnpm integration:key create --name "Demo ERP" --scopes orders:read,orders:write,shipments:write,invoices:write,returns:write
 *   ERP_KEY=pk_int_... pnpm erp:demo [--url http://localhost:8080] [--every 2] [--fast]
 * It takes each new order within seconds (every line confirmed, a line of more than 3 pieces
 * backordered for a week), ships and invoices what is in stock 10 s later, the backorders after a
 * minute, and marks each delivery delivered 30 s after it left; with returns:write it approves every
 * return asked for, receives it 20 s later and credits it against its invoice (--fast: a tenth of each).
 */
import { parseArgs } from 'node:util';
import { fetchTransport, IntegrationClient } from './erp-demo/client';
import { DEMO_ERP_SETTINGS, DemoErp } from './erp-demo/demo-erp';

async function main(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: { url: { type: 'string' }, key: { type: 'string' }, every: { type: 'string' }, fast: { type: 'boolean' } },
  });
  const key = values.key ?? process.env.ERP_KEY?.trim() ?? '';
  if (key === '') {
    console.error(
      'erp:demo needs an integration key: ERP_KEY=pk_int_... pnpm erp:demo (make one with pnpm integration:key create, docs/integration.md)',
    );
    return 2;
  }
  const url = values.url ?? `http://localhost:${process.env.PORT ?? '8080'}`;
  const every = Number(values.every ?? '2') * 1000;
  if (!(every >= 100)) {
    console.error('--every must be a number of seconds, at least 0.1');
    return 2;
  }
  const scale = values.fast ? 0.1 : 1;
  const settings = {
    ...DEMO_ERP_SETTINGS,
    shipAfterMs: DEMO_ERP_SETTINGS.shipAfterMs * scale,
    backorderShipAfterMs: DEMO_ERP_SETTINGS.backorderShipAfterMs * scale,
    deliverAfterMs: DEMO_ERP_SETTINGS.deliverAfterMs * scale,
    returnReceivedAfterMs: DEMO_ERP_SETTINGS.returnReceivedAfterMs * scale,
  };
  const client = new IntegrationClient(fetchTransport(url), key);
  const key_ = await client.call('GET /api/integration/key');
  console.log(`demo ERP on ${url} as key ${key_.Id} (${key_.Name}: ${key_.Scopes.join(' ')}), every ${every / 1000} s; Ctrl+C stops it`);
  const log = (line: string) => console.log(`${new Date().toISOString().slice(11, 19)} ${line}`);
  const erp = new DemoErp(client, settings, log, key_.Scopes.includes('returns:write'));
  let stopping = false;
  process.once('SIGINT', () => (stopping = true));
  process.once('SIGTERM', () => (stopping = true));
  while (!stopping) {
    try {
      await erp.tick(Date.now());
    } catch (error) {
      // the shop away or an answer refused: said, and tried again at the next tick (every write is idempotent)
      console.error(error instanceof Error ? error.message : error);
    }
    await new Promise((resolve) => setTimeout(resolve, every));
  }
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
