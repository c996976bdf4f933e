// Reads a QR code on the page as a phone would: a screenshot of it with a margin around, decoded.
import jsQRModule from 'jsqr';
import type { Locator, Page } from 'playwright-core';
import { PNG } from 'pngjs';

/** The text the QR code at `code` holds; undefined while it is not on screen or not readable. */
export async function readQrCode(page: Page, code: Locator): Promise<string | undefined> {
  const box = await code.boundingBox();
  if (!box) return undefined;
  const margin = 24;
  const shot = await page.screenshot({
    clip: {
      x: box.x - margin,
      y: box.y - margin,
      width: box.width + 2 * margin,
      height: box.height + 2 * margin,
    },
  });
  const image = PNG.sync.read(shot);
  // jsQR is CommonJS: its function is the default export's default.
  return jsQRModule.default(new Uint8ClampedArray(image.data), image.width, image.height)?.data;
}
