// Run with: node --test packages/ui/visual (go run mage.go test does).
// The launch flags of chromium.mjs against the Chromium and Playwright
// installed: what Playwright turns off stays off, and what we turn off is gone.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { chromium } from '@playwright/test';
import {
  chromiumArgs,
  chromiumArgsAfter,
  chromiumPath,
  disabledFeatures,
  disableFeaturesFlag,
  playwrightDisabledFeatures,
} from './chromium.mjs';

/** A Chromium launched by Playwright with these flags, and the features its command line ends up turning off. */
async function launch(args) {
  const server = await chromium.launchServer({ executablePath: chromiumPath, args });
  // The browser process's own command line: Playwright's flags, then ours (Debian's wrapper execs it in place).
  const commandLine = readFileSync(`/proc/${server.process().pid}/cmdline`, 'utf8').split('\0');
  // Chromium keeps the last --disable-features.
  const flag = commandLine.findLast((arg) => arg.startsWith(disableFeaturesFlag)) ?? disableFeaturesFlag;
  const browser = await chromium.connect(server.wsEndpoint());
  return { server, browser, offFeatures: flag.slice(disableFeaturesFlag.length).split(',').filter(Boolean) };
}

/** The browser-internal pages a new page of a new context brings with it. */
async function pagesBesideANewPage(browser) {
  const context = await browser.newContext();
  await context.newPage();
  const session = await browser.newBrowserCDPSession();
  const { targetInfos } = await session.send('Target.getTargets');
  await context.close();
  return targetInfos.filter((target) => target.type !== 'page').map((target) => target.url);
}

describe('the launch flags', () => {
  let ours;
  let playwrights;
  before(async () => {
    [ours, playwrights] = await Promise.all([launch([...chromiumArgs]), launch([])]);
  });
  after(async () => {
    await Promise.all([ours?.server.close(), playwrights?.server.close()]);
  });

  it('keep off every feature Playwright turns off: chromium.mjs restates its list', () => {
    assert.ok(playwrights.offFeatures.length > 5, `Playwright's own list was read: ${playwrights.offFeatures}`);
    assert.deepEqual(
      playwrights.offFeatures.filter((feature) => !ours.offFeatures.includes(feature)),
      [],
      'features Playwright turns off that our --disable-features turns back on: add them to playwrightDisabledFeatures',
    );
    assert.deepEqual([...playwrightDisabledFeatures].sort(), [...playwrights.offFeatures].sort());
  });

  it('turn off the address-bar popup that Chromium otherwise builds in two renderers for every new page', async () => {
    for (const feature of disabledFeatures) assert.ok(ours.offFeatures.includes(feature), feature);
    const withPlaywrightsFlags = await pagesBesideANewPage(playwrights.browser);
    assert.ok(
      withPlaywrightsFlags.some((url) => url.startsWith('chrome://omnibox-popup')),
      `this Chromium no longer opens the popup (${withPlaywrightsFlags}): disabledFeatures may go`,
    );
    assert.deepEqual(
      (await pagesBesideANewPage(ours.browser)).filter((url) => url.startsWith('chrome://omnibox-popup')),
      [],
    );
  });
});

describe('chromiumArgsAfter', () => {
  it("ends with one --disable-features holding the launcher's features and ours, each once", () => {
    const args = chromiumArgsAfter(['--headless', '--disable-features=Translate,MediaRouter', '--disable-features=RenderDocument']);
    const flags = args.filter((arg) => arg.startsWith(disableFeaturesFlag));
    assert.equal(flags.length, 1);
    assert.equal(args.at(-1), flags[0]);
    assert.deepEqual(flags[0].slice(disableFeaturesFlag.length).split(','), [
      'Translate',
      'MediaRouter',
      'RenderDocument',
      ...disabledFeatures,
    ]);
    assert.ok(!args.includes('--headless'), "the launcher's other flags stay its own");
  });

  it('adds only ours to a launcher that turns nothing off', () => {
    assert.equal(chromiumArgsAfter([]).at(-1), `${disableFeaturesFlag}${disabledFeatures.join(',')}`);
  });
});
