import { describe, expect, it } from 'vitest';

import { parseCsv } from './csv';
import { detectLayout, valuateCsv } from './batch';

const divar = `district,area,year,rooms,value,floor,elevator,parking,warehouse
 قیطریه ,135,1401,3,17200000000,2,True,True,True
 پونک ,82,1390,2,6700000000,3,True,True,True
 ناکجاآباد ,82,1390,2,6700000000,3,True,True,True
 پونک ,0,1390,2,6700000000,3,True,True,True
 پونک ,abc,1390,2,,3,True,True,True
`;

const portal = `نوع ملک,متراژ,قیمت,قیمت(متر مربع),منطقه,سال ساخت,تعداد خواب,جهت ساختمان,نوع سند,طبقه,تعداد طبقات,سرویس بهداشتی,تعداد واحد طبقه,نوع کف,نما,سرمایش,گرمایش,آب گرم,تاریخ انتشار,پارکینگ,آسانسور,لابی,انباری,latitude,longitude,سونا و جکوزی
آپارتمان,450,"103,500,000,000 تومان","230,000,000 تومان",زعفرانیه تهران,1400,4 خواب,شمالی,رسمی تک برگ,11,15,فرنگی,4,سنگ,شیشه و سنگ,فن کوئل,فن کوئل,پکیج,1 ماه پیش,پارکینگ,آسانسور,لابی,انباری,35.81520317005,51.412646770477,سونا و جکوزی
آپارتمان,128,"5,750,000,000 تومان","44,900,000 تومان",دریاچه چیتگر ، تهران,1395,3 خواب,جنوبی,10,17,ایرانی و فرنگی,6,سرامیکی,سنگ,2 ماه پیش,پارکینگ,لابی,شوتینگ زباله,بالکن,پارکینگ,آسانسور,لابی,انباری,35.754054448090045,51.209011315513635,شوتینگ زباله
آپارتمان,100,"5,000,000,000 تومان","50,000,000 تومان",پردیس,1395,2 خواب,جنوبی,رسمی تک برگ,2,4,فرنگی,2,سنگ,سنگ,کولر,پکیج,پکیج,1 ماه پیش,پارکینگ,,,,35.77,51.76,
`;

const rent = `total_value,neighborhood,area,year,deposit,rent,elavator,parking,warehouse
2400000000.0, قیطریه ,240,1399,2400000000.0,0.0,1,1,1
600090000.0, کوی فردوس ,112,1399,600000000.0,3000000.0,1,1,1
100.0, پردیس ,112,1399,600000000.0,3000000.0,1,1,1
100.0, پونک ,112,1250,600000000.0,3000000.0,1,1,1
`;

const merged = `build_year,neighbour_hood,price,total_price,area,floor,rooms,Parking,Elevator,Warehouse,Luxury_features
1383,دولت,69400000,7500000000,108,2.0,2,1,0,1,0
1397,جنتآبادمرکزی,69000000,4900000000,71,1.0,2,1,1,1,0
1397,جنتآبادمرکزی,69000000,4900000000,71,1.0,12,1,1,1,0
`;

const canonical = `neighbourhood,latitude,longitude,area,rooms,build_year,floor,total_floors,elevator,parking,storage
ونک,,,95,2,1398,4,6,1,1,1
,35.7745,51.3632,120,3,1392,2,,true,false,
,35.70,51.80,120,3,1392,2,,true,false,
`;

describe('detectLayout', () => {
  it('recognises each shared file layout', () => {
    expect(detectLayout(parseCsv(divar)[0])).toBe('divar-sale');
    expect(detectLayout(parseCsv(portal)[0])).toBe('portal-sale');
    expect(detectLayout(parseCsv(rent)[0])).toBe('rent-1400');
    expect(detectLayout(parseCsv(merged)[0])).toBe('merged-sale');
    expect(detectLayout(parseCsv(canonical)[0])).toBe('canonical');
    expect(detectLayout(['a', 'b'])).toBeNull();
  });
});

function run(text: string, kind: 'sale' | 'rent', asOf?: string) {
  const res = valuateCsv(text, { kind, asOf });
  const rows = parseCsv(res.csv);
  const h = rows[0];
  const col = (r: string[], name: string) => r[h.indexOf(name)];
  return { res, rows: rows.slice(1), h, col };
}

describe('valuateCsv', () => {
  it('values the Divar sale layout and reports bad rows without crashing', () => {
    const { res, rows, h, col } = run(divar, 'sale', '1401-10');
    expect(h.slice(-5)).toEqual(['estimate_toman', 'low_toman', 'high_toman', 'confidence', 'error']);
    expect(res.priceDate).toBe('1401-10');
    expect(Number(col(rows[0], 'estimate_toman'))).toBeGreaterThan(5e9);
    expect(col(rows[0], 'error')).toBe('');
    expect(Number(col(rows[1], 'low_toman'))).toBeLessThan(Number(col(rows[1], 'estimate_toman')));
    for (const r of rows.slice(2)) {
      expect(col(r, 'estimate_toman')).toBe('');
      expect(col(r, 'error')).not.toBe('');
    }
    expect(res.errors).toBe(3);
  });

  it('values the portal layout (Persian headers, quoted prices, shifted columns) and rejects points outside Tehran', () => {
    const { rows, col } = run(portal, 'sale', '1401-10');
    expect(rows).toHaveLength(3);
    expect(Number(col(rows[0], 'estimate_toman'))).toBeGreaterThan(3e10);
    expect(Number(col(rows[1], 'estimate_toman'))).toBeGreaterThan(1e9);
    expect(col(rows[2], 'error')).toContain('خارج از محدوده');
  });

  it('values the merged crawl layout (names without spaces) and reports impossible values', () => {
    const { res, rows, col } = run(merged, 'sale', '1401-10');
    expect(Number(col(rows[0], 'estimate_toman'))).toBeGreaterThan(1e9);
    expect(Number(col(rows[1], 'estimate_toman'))).toBeGreaterThan(1e9);
    expect(col(rows[2], 'error')).toContain('تعداد اتاق');
    expect(res.errors).toBe(1);
  });

  it('never reads the price columns: the same flat at another asking price gets the same estimate', () => {
    const repriced = divar.replace('17200000000', '1').replace('6700000000', '99999999999');
    const a = run(divar, 'sale', '1401-10');
    const b = run(repriced, 'sale', '1401-10');
    for (const c of ['estimate_toman', 'low_toman', 'high_toman', 'confidence']) {
      expect(b.rows.map((r) => b.col(r, c))).toEqual(a.rows.map((r) => a.col(r, c)));
    }
    const rentA = run(rent, 'rent', '1400-04');
    const rentB = run(rent.replace('2400000000.0,0.0', '5.0,99000000.0'), 'rent', '1400-04');
    expect(rentB.col(rentB.rows[0], 'full_deposit_toman')).toBe(rentA.col(rentA.rows[0], 'full_deposit_toman'));
  });

  it('values the rent layout as full-deposit equivalents', () => {
    const { rows, h, col } = run(rent, 'rent', '1400-04');
    expect(h).toContain('full_deposit_toman');
    expect(Number(col(rows[0], 'full_deposit_toman'))).toBeGreaterThan(5e8);
    expect(Number(col(rows[1], 'full_deposit_toman'))).toBeGreaterThan(1e8);
    expect(col(rows[2], 'error')).toContain('«پردیس» خارج از محدوده خدمات ماست');
    expect(col(rows[3], 'error')).toContain('سال ساخت');
  });

  it('values the canonical layout, by name or by point, at the default price date', () => {
    const { res, rows, col } = run(canonical, 'sale');
    expect(res.priceDate).toMatch(/^14\d\d-\d\d$/);
    expect(Number(col(rows[0], 'estimate_toman'))).toBeGreaterThan(0);
    expect(Number(col(rows[1], 'estimate_toman'))).toBeGreaterThan(0);
    expect(col(rows[2], 'error')).not.toBe('');
  });

  it('turns a bad --as-of into per-row errors', () => {
    const { res } = run(canonical, 'sale', '1300-01');
    expect(res.errors).toBe(3);
  });
});
