// How every test, picture and measurement of the repository launches its
// browser, written once: Debian's Chromium (Playwright's own download cannot
// run on these machines), without the sandbox (CI runs as root), the GPU, or
// the browser's own background traffic, which would add requests and noise
// to what is measured. Plain JavaScript, so the Node scripts import it too.

/** Chromium's executable: CHROMIUM_PATH, else Debian's. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The command-line flags of every launch. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
