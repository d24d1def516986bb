import { E2E_NODE_URL } from './ports';
import { expect, test } from './fixtures';
import {
  everythingStored,
  openTransfer,
  pushRequestAsLogged,
  recordBodies,
  recordConsole,
  testKey,
} from './push-helpers';

/*
 * Keys stay private: what a person pastes to sign (a key that is not one, a key of the wrong
 * account, a Golos master password) reaches no request, storage, address, request log, copied
 * curl, error shown on the page or console; and the page's CSP lets no other origin, and no
 * inline script, run code beside the builder. On the shared e2e node: every push here is refused,
 * so its chain does not change.
 */

const PASSWORD = 'P5 correct horse battery staple';

test.describe('the builder keeps keys private', () => {
  test('a mistyped key, a wrong key and a master password: the refusals and every record leave them out', async ({
    page,
  }) => {
    const bodies = recordBodies(page);
    const logged = recordConsole(page);
    await openTransfer(page, E2E_NODE_URL, { memo: 'privacy' });
    await page.getByRole('button', { name: 'Build and review' }).click();
    const sign = page.getByRole('form', { name: 'Sign' });

    // A key with one character wrong (its checksum fails): refused without being quoted.
    const alice = testKey('alice', 0).wif;
    const mistyped = `${alice.slice(0, -1)}${alice.endsWith('a') ? 'b' : 'a'}`;
    await sign.getByLabel('Private key 1').fill(mistyped);
    await expect(sign).toContainText('Not a private key (WIF 5… or PVT_K1_…).');
    await sign.getByRole('button', { name: 'Sign' }).click();
    const notAKey = sign.getByRole('alert');
    await expect(notAKey).toContainText('nothing was signed');
    expect(await notAKey.innerText()).not.toContain(mistyped);

    // bob's key and a master password of alice's: signed, pushed, refused for want of authority.
    const bob = testKey('bob').wif;
    await sign.getByLabel('Private key 1').fill(bob);
    await sign.getByRole('button', { name: 'Add another key' }).click();
    const second = sign.getByRole('group', { name: 'Key 2' });
    await second.getByRole('radio', { name: 'Golos master password' }).check();
    await second.getByLabel('Account', { exact: true }).fill('alice');
    await second.getByRole('textbox', { name: 'Master password' }).fill(PASSWORD);
    await expect(second).toContainText('Public key: GLS');
    await sign.getByRole('button', { name: 'Sign' }).click();
    await expect(page.getByRole('list', { name: 'Signatures' }).getByRole('listitem')).toHaveCount(
      2,
    );
    await page.getByRole('button', { name: 'Push to the node' }).click();
    const refused = page.getByRole('alert').filter({ hasText: 'Missing authority' });
    await expect(refused).toContainText('transaction declares authority');

    // The request log and its curl of the push: signatures only.
    const { curl, drawer } = await pushRequestAsLogged(page);
    expect(curl).toContain('SIG_K1_');

    // The whole page as it is now (the error shown with it), the console, every request, the
    // address and storage.
    const html = await page.evaluate(() => document.documentElement.outerHTML);
    const stored = await everythingStored(page);
    for (const secret of [mistyped, bob, PASSWORD]) {
      expect(html).not.toContain(secret);
      expect(await refused.innerText()).not.toContain(secret);
      expect(curl).not.toContain(secret);
      expect(drawer).not.toContain(secret);
      expect(logged.filter((line) => line.includes(secret))).toEqual([]);
      expect(bodies.filter((b) => b.includes(secret))).toEqual([]);
      expect(decodeURIComponent(page.url())).not.toContain(secret);
      expect(stored).not.toContain(secret);
    }
  });

  test('the CSP refuses an inline script, an inline handler and a script of another origin on the builder', async ({
    page,
  }) => {
    await openTransfer(page, E2E_NODE_URL, { memo: 'csp' });
    await page.getByRole('button', { name: 'Build and review' }).click();
    await expect(page.getByRole('form', { name: 'Sign' })).toBeVisible();
    const outcome = await page.evaluate(async (foreign) => {
      const violations: string[] = [];
      document.addEventListener('securitypolicyviolation', (e) =>
        violations.push(`${e.violatedDirective} ${e.blockedURI}`),
      );
      const inline = document.createElement('script');
      inline.textContent = 'window.__inline = 1';
      document.body.append(inline);
      const external = document.createElement('script');
      external.src = `${foreign}/v1/chain/get_info?callback=x`;
      const loaded = new Promise<string>((resolve) => {
        external.onload = () => resolve('loaded');
        external.onerror = () => resolve('refused');
      });
      document.body.append(external);
      // An attribute's handler is inline code too (what injected markup would carry).
      const button = document.createElement('button');
      button.setAttribute('onclick', 'window.__handler = 1');
      document.body.append(button);
      button.click();
      const script = await loaded;
      await new Promise((r) => setTimeout(r, 100));
      return {
        violations,
        script,
        ran: ['__inline', '__handler'].filter((k) => k in window),
      };
    }, E2E_NODE_URL);
    expect(outcome.ran).toEqual([]);
    expect(outcome.script).toBe('refused');
    expect(outcome.violations).toEqual(
      expect.arrayContaining([
        'script-src-elem inline',
        `script-src-elem ${E2E_NODE_URL}/v1/chain/get_info?callback=x`,
        'script-src-attr inline',
      ]),
    );
  });
});
