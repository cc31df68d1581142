import { KYC_FILE_RULES, type KycMediaType } from '@kasa/contract/kyc';
import { AppError, badRequest } from '../../lib/app-error.ts';

/** What the bytes of an upload turned out to be. */
export interface InspectedFile {
  mediaType: KycMediaType;
  /** Images: the dimensions their header declares (read before anything decodes them). PDF: null. */
  width: number | null;
  height: number | null;
}

type Rules = Pick<
  typeof KYC_FILE_RULES,
  'maxBytes' | 'minWidth' | 'minHeight' | 'maxWidth' | 'maxHeight' | 'maxMegapixels'
>;

const tooLarge = (rules: Rules) => new AppError(413, 'e.kycFileTooLarge', [rules.maxBytes / 1024 / 1024]);
const damaged = () => badRequest('e.kycFileDamaged');

/**
 * Decides what an upload is from its bytes alone — never from its name or the browser's content type, so a script
 * renamed `.jpg` is refused. JPEG, PNG, WebP and PDF are accepted; an image's dimensions are read from its header
 * and checked before anything could decode it (a decompression bomb declares its size there); a PDF with active
 * content (JavaScript, launch actions, embedded files) is refused.
 */
export function inspectDocument(bytes: Buffer, rules: Rules = KYC_FILE_RULES): InspectedFile {
  if (bytes.length === 0) throw badRequest('e.kycNoFile');
  if (bytes.length > rules.maxBytes) throw tooLarge(rules);
  const image = jpegSize(bytes) ?? pngSize(bytes) ?? webpSize(bytes);
  if (image) {
    const { width, height } = image;
    if (
      width > rules.maxWidth ||
      height > rules.maxHeight ||
      width * height > rules.maxMegapixels * 1_000_000
    )
      throw badRequest('e.kycImageTooLarge', rules.maxWidth, rules.maxHeight, rules.maxMegapixels);
    if (width < rules.minWidth || height < rules.minHeight)
      throw badRequest('e.kycImageTooSmall', rules.minWidth, rules.minHeight);
    return image;
  }
  if (isPdf(bytes)) {
    checkPdf(bytes);
    return { mediaType: 'application/pdf', width: null, height: null };
  }
  throw badRequest('e.kycFileType');
}

type ImageSize = { mediaType: KycMediaType; width: number; height: number };

/**
 * JPEG: walks the marker segments from SOI to the first start-of-frame, which carries the dimensions. A file that
 * starts like a JPEG but reaches its scan or its end without a frame header, or whose segments run off the end, is
 * damaged (or crafted) and refused.
 */
function jpegSize(b: Buffer): ImageSize | null {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8 || b[2] !== 0xff) return null;
  let i = 2;
  while (i + 4 <= b.length) {
    if (b[i] !== 0xff) throw damaged();
    const marker = b[i + 1]!;
    if (marker === 0xff) {
      i += 1; // fill byte
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2; // markers without a length
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) throw damaged(); // end of image or start of scan before any frame
    const length = b.readUInt16BE(i + 2);
    if (length < 2 || i + 2 + length > b.length) throw damaged();
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) {
      if (length < 7) throw damaged();
      const height = b.readUInt16BE(i + 5);
      const width = b.readUInt16BE(i + 7);
      if (width === 0 || height === 0) throw damaged();
      return { mediaType: 'image/jpeg', width, height };
    }
    i += 2 + length;
  }
  throw damaged();
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** PNG: the signature, then the IHDR chunk (always first, 13 bytes) with width and height as 32-bit numbers. */
function pngSize(b: Buffer): ImageSize | null {
  if (b.length < 8 || !b.subarray(0, 8).equals(PNG_SIGNATURE)) return null;
  if (b.length < 33 || b.readUInt32BE(8) !== 13 || b.toString('latin1', 12, 16) !== 'IHDR') throw damaged();
  const width = b.readUInt32BE(16);
  const height = b.readUInt32BE(20);
  if (width === 0 || height === 0) throw damaged();
  return { mediaType: 'image/png', width, height };
}

/** WebP: RIFF…WEBP, then the first chunk — lossy (VP8), lossless (VP8L) or extended (VP8X) — holds the size. */
function webpSize(b: Buffer): ImageSize | null {
  if (b.length < 16 || b.toString('latin1', 0, 4) !== 'RIFF' || b.toString('latin1', 8, 12) !== 'WEBP')
    return null;
  const chunk = b.toString('latin1', 12, 16);
  if (b.length < 30) throw damaged();
  let width: number;
  let height: number;
  if (chunk === 'VP8 ') {
    if (b[23] !== 0x9d || b[24] !== 0x01 || b[25] !== 0x2a) throw damaged();
    width = b.readUInt16LE(26) & 0x3fff;
    height = b.readUInt16LE(28) & 0x3fff;
  } else if (chunk === 'VP8L') {
    if (b[20] !== 0x2f) throw damaged();
    width = 1 + (((b[22]! & 0x3f) << 8) | b[21]!);
    height = 1 + (((b[24]! & 0x0f) << 10) | (b[23]! << 2) | ((b[22]! & 0xc0) >> 6));
  } else if (chunk === 'VP8X') {
    width = 1 + b.readUIntLE(24, 3);
    height = 1 + b.readUIntLE(27, 3);
  } else {
    throw damaged();
  }
  if (width === 0 || height === 0) throw damaged();
  return { mediaType: 'image/webp', width, height };
}

const isPdf = (b: Buffer) => b.length >= 8 && b.toString('latin1', 0, 5) === '%PDF-';

/**
 * Names in a PDF that run or carry something: JavaScript, launch actions, embedded files, rich media, XFA forms.
 * Names may hide letters as #xx escapes (/J#61vaScript), so those are undone first. Content inside compressed object
 * streams is not looked into: the operator's viewer runs no scripts either (the file is answered with a sandbox CSP).
 */
const ACTIVE_PDF_NAMES =
  /\/(JavaScript|JS|Launch|EmbeddedFiles?|RichMedia|XFA|SubmitForm|ImportData)(?![A-Za-z0-9])/;

function checkPdf(b: Buffer): void {
  const raw = b.toString('latin1');
  if (!raw.includes('%%EOF')) throw damaged();
  // Stream bodies (images, fonts, compressed data) are left out: random bytes there would read as names.
  const text = raw
    .replace(/\bstream\r?\n[\s\S]*?\bendstream\b/g, ' ')
    .replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  if (ACTIVE_PDF_NAMES.test(text)) throw badRequest('e.kycPdfActive');
}
