import assert from 'node:assert/strict';

/** Small waiting assertions over playwright-core locators (no test framework needed). */

export async function visible(locator, what) {
  try {
    await locator.waitFor({ state: 'visible' });
  } catch (error) {
    throw new Error(`Expected ${what ?? locator} to be visible: ${error.message.split('\n')[0]}`);
  }
}

export async function hidden(locator, what) {
  try {
    await locator.waitFor({ state: 'hidden' });
  } catch (error) {
    throw new Error(`Expected ${what ?? locator} to be hidden: ${error.message.split('\n')[0]}`);
  }
}

/** Polls until fn() resolves to a value deep-equal to expected. */
export async function eventually(fn, expected, what, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  let actual;
  while (Date.now() < deadline) {
    actual = await fn();
    try {
      assert.deepEqual(actual, expected);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  assert.deepEqual(actual, expected, `${what}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
}

export { assert };
