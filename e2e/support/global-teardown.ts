export default async function globalTeardown() {
  await globalThis.__partsShop?.stop();
}
