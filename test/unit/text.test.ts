import { describe, expect, it } from 'vitest';
import { alpha, toLatin1 } from '../../src/legal/text.js';

describe('toLatin1', () => {
  it('keeps every Latin-1 letter as written (Portuguese, German, French, Spanish)', () => {
    expect(toLatin1('João Conceição Müller Weiß Françoise Núñez')).toBe(
      'João Conceição Müller Weiß Françoise Núñez',
    );
  });

  it('transliterates the letters Latin-1 lacks: Polish, Turkish, Vietnamese, Romanian, Czech, ligatures', () => {
    expect(toLatin1('Dóra Łukasiewicz')).toBe('Dóra Lukasiewicz');
    expect(toLatin1('Ağaoğlu Şükrü İnce ılık')).toBe('Agaoglu Sükrü Ince ilik');
    expect(toLatin1('Nguyễn Thị Đặng Bảo')).toBe('Nguyen Thi Dang Bao');
    expect(toLatin1('Ștefănescu Dvořák Œuvre œ Ŧ ŋ ǅ Ɓ')).toBe('Stefanescu Dvorák Oeuvre oe T ng Dz B');
    expect(toLatin1('“Zé” – Ş…')).toBe('"Zé" - S...');
  });

  it('romanizes other scripts and writes a space for control characters', () => {
    expect(toLatin1('Жанна 李\u0007x')).toBe('Zhanna Li x');
    expect(alpha('Łucja Żak', 8)).toBe('Lucja Za');
  });
});
