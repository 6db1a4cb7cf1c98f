import { describe, expect, it } from 'vitest';

import table from './data/name-table.json';
import { getNeighbourhood, placeNameRefusal, resolvePlaceName, resolvePlaceNameByRules, suggestPlaces } from './catalogue';

type Row = [string, string | null];

function answer(name: string): string | null {
  const r = resolvePlaceNameByRules(name);
  return r.kind === 'place' ? r.id : r.kind === 'outside' ? 'outside' : null;
}

describe('name rules: the TypeScript side answers as ml/names.py did', () => {
  it('for every place name of the shared listing files, Divar catalogue and polygons (name-table.json)', () => {
    const rows = table as Row[];
    expect(rows.length).toBeGreaterThan(1000);
    const differ = rows.filter(([name, want]) => answer(name) !== want).map(([name, want]) => `${name}: ${want} ≠ ${answer(name)}`);
    expect(differ).toEqual([]);
  });
  it('and the stored variants give the same place as the rules', () => {
    for (const [name, want] of table as Row[]) {
      const r = resolvePlaceName(name);
      expect(r.kind === 'place' ? r.id : r.kind === 'outside' ? 'outside' : null, name).toBe(want);
    }
  });
});

describe('the issue\'s examples and the variants it names', () => {
  const place = (name: string) => getNeighbourhood(name);
  it('«بلوار …» and the prefix words', () => {
    expect(place('بلوار مرزداران')?.name_fa).toBe('مرزداران');
    expect(place('خیابان مرزداران')?.name_fa).toBe('مرزداران');
    expect(place('شهرک غرب')?.district).toBe(2);
  });
  it('Rey\'s «شهر ری - …» names: among district 20\'s places; a town or an unknown name is not Rey', () => {
    expect(place('شهر ری - هاشم‌آباد')).toMatchObject({ district: 20 });
    expect(place('شهر ری - علائین')).toMatchObject({ name_fa: 'علایین', district: 20 });
    expect(place('شهر ری - اقدسیه')).toMatchObject({ name_fa: 'اقدسیه', district: 20 });
    expect(place('عباس‌آباد (شهرری)')).toMatchObject({ district: 20 });
    // QA qa3: «شهر ری - باقرشهر» and «شهر ری - قلعه نو» were valued as Rey; both are towns of their own.
    for (const town of ['شهر ری - باقرشهر', 'شهر ری - قلعه نو', 'باقرشهر (شهرری)', 'شهر ری - حسن‌آباد باقرفر']) {
      expect(place(town), town).toBeNull();
      expect(placeNameRefusal(town), town).toBe(`«${town}» خارج از محدوده خدمات ماست؛ ارزیابی فعلاً فقط برای شهر تهران انجام می‌شود`);
    }
    // a name district 20 does not have is asked about, not taken for Rey
    expect(place('شهر ری - جایی که نیست')).toBeNull();
    expect(placeNameRefusal('شهر ری - ناکجا')).toBe('محله وارد شده شناخته نشد؛ منظورتان «شهرری (منطقه ۲۰)» است؟');
    // Rey itself, and the listing files' spellings ml/names.py read as Rey (stored as its variants), stay Rey
    for (const rey of ['شهر ری', 'شهرری', 'شهر ری - ', 'شهر ری - استخر', 'شهر ری - پیلگوش']) expect(place(rey)?.id, rey).toBe('shahrerey');
    // the rules alone keep ml/names.py's fallback, which the listing files were read with
    expect(resolvePlaceNameByRules('شهر ری - باقرشهر')).toEqual({ kind: 'place', id: 'shahrerey' });
    expect(place('هاشم آباد')?.district).toBe(15);
  });
  it('«شمالی/جنوبی/شرقی/غربی»: the side of a place the catalogue has only whole, and the whole of a one-sided place', () => {
    expect(place('وردآورد شمالی')?.name_fa).toBe('وردآورد');
    expect(place('جمالزاده شمالی')?.name_fa).toBe('جمال زاده');
    expect(place('چیتگر شمالی')?.name_fa).toBe('چیتگر شمالی');
    expect(place('تهرانپارس غربی')?.name_fa).toBe('تهرانپارس غربی');
  });
  it('ZWNJ or space, Arabic letters, digits, Divar\'s retired «… قدیمی» ids', () => {
    const a = place('نظام‌آباد');
    expect(a).not.toBeNull();
    expect(place('نظام آباد')?.id).toBe(a?.id);
    expect(place('نظامآباد')?.id).toBe(a?.id);
    expect(place('قيطريه')?.name_fa).toBe('قیطریه');
    expect(place('دولت‌آباد قدیمی')?.id).toBe(place('دولت‌آباد')?.id);
    expect(place('شهرک والفجر (منطقه 6)')?.district).toBe(6);
  });
  it('Divar slugs of 2023 (the 1402 file\'s) and 2024', () => {
    expect(place('punak')?.id).toBe(place('poonak')?.id);
    expect(place('ajudaniye')?.name_fa).toBe('آجودانیه');
  });
  it('«گلبرگ شرقی» and «نامجو» are streets: the neighbourhood of those Divar lists them in nearest their middle', () => {
    expect(place('گلبرگ شرقی')).toMatchObject({ district: 8 });
    expect(['دردشت', 'مداین']).toContain(place('گلبرگ شرقی')?.name_fa);
    expect(place('خیابان گلبرگ شرقی')?.id).toBe(place('گلبرگ شرقی')?.id);
    const namjoo = place('نامجو');
    expect(namjoo).toMatchObject({ district: 7 });
    expect(['ارامنه', 'خواجه نصیر طوسی', 'خواجه نظام الملک', 'گرگان']).toContain(namjoo?.name_fa);
    expect(place('خیابان نامجو')?.id).toBe(namjoo?.id);
    expect(place('میدان نامجو')?.id).toBe(namjoo?.id);
    expect(place('اجاره‌دار')?.name_fa).toBe('ارامنه');
  });
  it('a street that crosses districts is not guessed: its neighbourhoods are the suggestions', () => {
    expect(place('دامپزشکی')).toBeNull();
    expect(new Set(suggestPlaces('خیابان دامپزشکی').map((n) => n.district))).toEqual(new Set([9, 10]));
    expect(placeNameRefusal('دامپزشکی')).toMatch(/^محله وارد شده شناخته نشد؛ منظورتان «.+ \(منطقه (۹|۱۰)\)»، «.+ \(منطقه (۹|۱۰)\)» یا «.+ \(منطقه (۹|۱۰)\)» است؟$/u);
  });
  it('a misspelt name gets the closest names; a town outside Tehran is named as such; nonsense gets the plain refusal', () => {
    expect(placeNameRefusal('سعادت ابادد')).toContain('«سعادت آباد (منطقه ۲)»');
    expect(placeNameRefusal('قیامدشت قدیمی')).toContain('خارج از محدوده خدمات');
    expect(placeNameRefusal('شهر جدید اندیشه')).toContain('خارج از محدوده خدمات');
    expect(placeNameRefusal('zzzz')).toBe('محله وارد شده شناخته نشد');
  });
});
