import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, callsMade, server } from '@parts/shared-kernel/test-support';
import { collectNotices, renderAt, setUp } from '../../test-support/harness';
import { AccountLayout } from '../account-layout/AccountLayout';

/** Issue 39, item 5 (extension price-file): the account area downloads the dealer's price list. */

const CSV = 'part_number;name;catalogue_price;net_price;stock;replaced_by\r\n99110000001;Wkład filtra oleju;45.90;33.59;dostępna;\r\n';

/** The browser's download: the file handed to an object URL and the name of the link clicked. */
function catchDownloads() {
  const files: { name: string; blob: Blob }[] = [];
  let blob: Blob | null = null;
  const url = URL as unknown as { createObjectURL?: (b: Blob) => string; revokeObjectURL?: (u: string) => void };
  url.createObjectURL = (b: Blob) => {
    blob = b;
    return 'blob:prices';
  };
  url.revokeObjectURL = () => undefined;
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (blob && this.href === 'blob:prices') files.push({ name: this.download, blob });
  });
  return { files, restore: () => click.mockRestore() };
}

const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

describe('price file', () => {
  test('in Polish: Pobierz cennik downloads cennik-YYYY-MM-DD.csv with the API’s lines, a byte order mark first', async () => {
    await setUp({ language: 'pl', extensions: ['price-file'] });
    server.use(answer('GET /api/PriceFile', () => new Response(CSV, { headers: { 'content-type': 'text/csv; charset=utf-8' } })));
    const downloads = catchDownloads();
    const notices = collectNotices();
    const user = userEvent.setup();
    renderAt(<AccountLayout title="Mój profil">…</AccountLayout>, { url: '/my-account' });
    await user.click(screen.getByRole('button', { name: 'Pobierz cennik (CSV)' }));
    await waitFor(() => expect(downloads.files).toHaveLength(1));
    downloads.restore();
    expect(downloads.files[0]?.name).toBe(`cennik-${today()}.csv`);
    const bytes = new Uint8Array(await downloads.files[0]!.blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toBe(CSV);
    expect(callsMade()).toContain('GET /api/PriceFile');
    expect(notices).toContainEqual({ kind: 'success', message: 'Cennik został pobrany.' });
  });

  test('not offered without the extension', async () => {
    await setUp({ extensions: [] });
    renderAt(<AccountLayout title="My profile">…</AccountLayout>, { url: '/my-account' });
    expect(screen.getByRole('navigation', { name: 'My account' })).toBeInTheDocument();
    expect(screen.queryByTestId('price-file')).not.toBeInTheDocument();
  });
});
