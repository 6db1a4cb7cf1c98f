import { describe, expect, it } from 'vitest';
import { sha256 } from '@/server/auth/hashing';
import { generateApiKey } from './api-keys';
import { jsonRowsToCsv } from './batch/batch-input';
import { usageDay } from './usage';

describe('API keys', () => {
  it('are arz_<8 id>_<43 base64url>, unique, with the prefix in clear and only the SHA-256 of the whole key kept', () => {
    const keys = Array.from({ length: 200 }, generateApiKey);
    for (const k of keys) {
      expect(k.key).toMatch(/^arz_[A-Za-z0-9]{8}_[A-Za-z0-9_-]{43}$/);
      expect(k.key.startsWith(`${k.prefix}_`)).toBe(true);
      expect(k.secretHash).toBe(sha256(k.key));
      expect(k.secretHash).not.toContain(k.key.slice(13));
    }
    expect(new Set(keys.map((k) => k.key)).size).toBe(200);
    expect(new Set(keys.map((k) => k.prefix)).size).toBe(200);
  });
});

describe('batch input', () => {
  it('turns JSON rows into the canonical CSV, columns in the order first seen and values as typed', () => {
    const csv = jsonRowsToCsv([
      { id: 'a,1', neighbourhood: 'ونک', area: 80, build_year: 1390, elevator: true },
      { id: 'b', area: '۱۲۰', build_year: 1400, latitude: 35.7, longitude: 51.4, parking: null },
    ]);
    expect(csv.split('\n')).toEqual([
      'id,neighbourhood,area,build_year,elevator,latitude,longitude,parking',
      '"a,1",ونک,80,1390,true,,,',
      'b,,۱۲۰,1400,,35.7,51.4,',
      '',
    ]);
  });
});

describe('usage day', () => {
  it('is the Tehran calendar day (UTC+3:30)', () => {
    expect(usageDay(new Date('2026-03-20T20:29:00Z'))).toBe('2026-03-20');
    expect(usageDay(new Date('2026-03-20T20:31:00Z'))).toBe('2026-03-21');
  });
});
