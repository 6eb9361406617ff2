// How every test, picture and measurement of the repository launches its
// browser, written once: Debian's Chromium (Playwright's own download cannot
// run on these machines), without the sandbox (CI runs as root), the GPU, the
// browser's own background traffic, or window parts a headless browser never
// shows, which would add requests, CPU and noise to what is measured. Plain
// JavaScript, so the Node scripts import it too.

/** Chromium's executable: CHROMIUM_PATH, else Debian's. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The Chromium features every launch turns off, beyond its launcher's own.
 * Chromium 156 builds each new window's address-bar popup as two WebUI pages
 * (chrome://omnibox-popup.top-chrome), each in a renderer process of its own.
 * A headless window never shows them, yet every new page of a test paid for
 * them: on 2 cores, a third of the CPU of tests that open a page each, a
 * seventh of the whole end-to-end suite's.
 */
export const disabledFeatures = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/**
 * Playwright's own --disable-features (playwright-core's chromiumSwitches.ts),
 * which it passes before ours. chromium.test.mjs fails when Playwright
 * disables a feature that this list lacks.
 */
export const playwrightDisabledFeatures = [
  'AimEnabled',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsFirstBalancedModeAutoEnable',
  'HttpsUpgrades',
  'LensOverlay',
  'MediaRouter',
  'NetworkTimeServiceQuerying',
  'OptimizationHints',
  'PaintHolding',
  'PreconnectToSearch',
  'TcpPortRandomizationWin',
  'ThirdPartyStoragePartitioning',
  'msEdgeUpdateLaunchServicesPreferredVersion',
  'msForceBrowserSignIn',
];

/** The flag whose last occurrence on Chromium's command line lists the features it turns off. */
export const disableFeaturesFlag = '--disable-features=';

/**
 * The command-line flags of a launch whose launcher puts its own flags,
 * `launcherFlags`, before these. Chromium keeps only the last
 * --disable-features of its command line, so ours carries the launcher's list
 * as well.
 */
export function chromiumArgsAfter(launcherFlags) {
  const launcherFeatures = launcherFlags
    .filter((flag) => flag.startsWith(disableFeaturesFlag))
    .flatMap((flag) => flag.slice(disableFeaturesFlag.length).split(','));
  return [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    `${disableFeaturesFlag}${[...new Set([...launcherFeatures, ...disabledFeatures])].join(',')}`,
  ];
}

/** The command-line flags of every launch through Playwright (tests, pictures, scripts). */
export const chromiumArgs = chromiumArgsAfter([`${disableFeaturesFlag}${playwrightDisabledFeatures.join(',')}`]);
