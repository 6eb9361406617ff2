import { readFile } from 'node:fs/promises';
import { expect, type Page, type PageScreenshotOptions, test } from '@playwright/test';

/** How every picture is taken, a baseline and a run's alike: animations stopped, no caret, CSS pixels. */
export const pictureCapture = { animations: 'disabled', caret: 'hide', scale: 'css' } as const;

/**
 * How far a picture may stray from its baseline: a pixel counts as different
 * when its colour moves more than 0.1 (YIQ, 0-1), and a picture may have at
 * most 20 such pixels (a glyph's anti-aliasing, never a changed colour or
 * layout).
 */
export const pictureTolerance = { threshold: 0.1, maxDiffPixels: 20 } as const;

/**
 * Compares the page with its baseline `name` as a soft toHaveScreenshot does,
 * with one shortcut. Most runs change nothing, and Chromium encodes the same
 * pixels to the same PNG bytes: a picture byte for byte its baseline passes
 * without Playwright's comparison, which decodes both PNGs in JavaScript (a
 * third of a second for a full page on a 2-core machine). Any other picture, or a
 * missing baseline, goes through toHaveScreenshot: its tolerance, its retries
 * while the page still changes, and the diff images of the review page.
 */
export async function expectPicture(
  page: Page,
  name: string,
  message: string,
  options: Pick<PageScreenshotOptions, 'clip' | 'fullPage' | 'mask'>,
) {
  const baseline = await readFile(test.info().snapshotPath(name, { kind: 'screenshot' })).catch(() => undefined);
  if (baseline?.equals(await page.screenshot({ ...pictureCapture, ...options }))) return;
  // Two stable screenshots of a long page take seconds on a busy machine.
  await expect.soft(page, message).toHaveScreenshot(name, { ...options, timeout: 60_000 });
}
