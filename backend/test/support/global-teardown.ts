export default async function globalTeardown(): Promise<void> {
  const drop = (globalThis as Record<string, unknown>).__E2E_DROP__ as (() => Promise<void>) | undefined;
  await drop?.();
}
