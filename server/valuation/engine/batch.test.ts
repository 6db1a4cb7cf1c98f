import { describe, expect, it } from 'vitest';

import { BatchUsageError, checkRows, detectLayout, parseNumber, prepareBatch, valuateCsv } from './batch';
import { decodeCsvBytes, parseCsv, sniffDelimiter, TooManyRows } from './csv';

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
    expect(detectLayout(parseCsv(divar)[0])?.layout).toBe('divar-sale');
    expect(detectLayout(parseCsv(portal)[0])?.layout).toBe('portal-sale');
    expect(detectLayout(parseCsv(rent)[0])?.layout).toBe('rent-1400');
    expect(detectLayout(parseCsv(merged)[0])?.layout).toBe('merged-sale');
    expect(detectLayout(parseCsv(canonical)[0])?.layout).toBe('canonical');
    expect(detectLayout(['a', 'b'])).toBeNull();
  });

  it('reads the canonical columns under the spellings people type, Persian included', () => {
    expect(detectLayout(['Neighborhood', ' Area', 'Build Year'])).toEqual({ layout: 'canonical', keys: ['neighbourhood', 'area', 'build_year'] });
    expect(detectLayout(['محله', 'متراژ', 'سال ساخت', 'آسانسور'])?.keys).toEqual(['neighbourhood', 'area', 'build_year', 'elevator']);
  });
});

/** The Persian words the API answers with when the whole file is refused. */
function persianRefusal(text: string, opts: { kind: 'sale' | 'rent'; asOf?: string }): string {
  try {
    valuateCsv(text, opts);
  } catch (e) {
    if (e instanceof BatchUsageError) return e.persian;
    throw e;
  }
  throw new Error('the file was not refused');
}

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

  it('refuses a bad --as-of for the whole file, naming the months it can give', () => {
    for (const asOf of ['1300-01', '1401-13', '2023-01', 'foo', '1405-06']) {
      expect(() => valuateCsv(canonical, { kind: 'sale', asOf })).toThrow(BatchUsageError);
    }
    expect(() => valuateCsv(canonical, { kind: 'sale', asOf: '1401-13' })).toThrow(/the market index covers 1396-07 … 1405-05/);
    expect(() => valuateCsv(canonical, { kind: 'sale', asOf: '1405-06' })).toThrow(/no month after 1405-05 is priced until the operator imports it/);
    expect(persianRefusal(canonical, { kind: 'sale', asOf: '1405-06' })).toBe(
      'ماه قیمت «1405-06» در بازهٔ شاخص بازار نیست: برای فروش ماهی از ۱۳۹۶-۰۷ تا ۱۴۰۵-۰۵ بدهید (ماه‌های بعد از ۱۴۰۵-۰۵ هنوز به شاخص افزوده نشده‌اند)',
    );
  });

  it('refuses a shared file run with the other --kind', () => {
    expect(() => valuateCsv(rent, { kind: 'sale' })).toThrow(/--kind rent/);
    expect(() => valuateCsv(divar, { kind: 'rent' })).toThrow(/--kind sale/);
    expect(persianRefusal(divar, { kind: 'rent' })).toBe('این فایل آگهی‌های فروش دارد و برای اجاره ارزیابی نمی‌شود: آن را با kind=sale بفرستید');
  });

  it('explains an unknown header row and an empty file', () => {
    expect(() => valuateCsv('a,b\n1,2\n', { kind: 'sale' })).toThrow(/canonical: +neighbourhood,latitude/);
    expect(() => valuateCsv('', { kind: 'sale' })).toThrow(BatchUsageError);
    expect(() => valuateCsv('neighbourhood,area,build_year,Area\nونک,85,1390,58\n', { kind: 'sale' })).toThrow(/column area twice/);
    // The API answers in Persian, naming the columns as the file wrote them.
    expect(persianRefusal('محله,متراژ,سال ساخت,area\nونک,85,1390,58\n', { kind: 'sale' })).toBe(
      'ستون‌های «متراژ» و «area» یک ستون را نام می‌برند: یکی را نگه دارید تا روشن باشد کدام خوانده می‌شود',
    );
    expect(persianRefusal('', { kind: 'sale' })).toBe('فایل خالی است: یک سطر سرستون و برای هر آپارتمان یک سطر لازم است');
    expect(persianRefusal('a,b\n1,2\n', { kind: 'sale' })).toMatch(/^سرستون فایل شناخته نشد: ستون‌های متراژ \(area\) و سال ساخت \(build_year\)/);
  });

  it('gives the price date of a header-only file', () => {
    const res = valuateCsv('neighbourhood,area,build_year\n', { kind: 'rent', asOf: '1400-04' });
    expect(res).toMatchObject({ rows: 0, priceDate: '1400-04' });
  });
});

const canonHead = 'neighbourhood,latitude,longitude,area,rooms,build_year,floor,total_floors,elevator,parking,storage';

describe('valuateCsv on spreadsheet files', () => {
  it('keeps a stray quote inside a cell and values every later row', () => {
    const { res, rows, col } = run('neighbourhood,area,build_year,note\nونک,85,1390,کاشی 60"\nسعادت آباد,100,1395,ok\nپونک,80,1390,ok\n', 'sale');
    expect(res.rows).toBe(3);
    expect(col(rows[0], 'note')).toBe('کاشی 60"');
    expect(rows.every((r) => Number(col(r, 'estimate_toman')) > 0)).toBe(true);
  });

  it('writes a cell a spreadsheet would run as a formula as text, numbers as they are', () => {
    const { rows, col } = run(`neighbourhood,area,build_year,floor,note\nونک,85,1390,-1,=HYPERLINK("http://x.example")\nونک,85,1390,2,@SUM(A1)\nونک,85,1390,2,+98 912\n`, 'sale');
    expect(col(rows[0], 'note')).toBe(`'=HYPERLINK("http://x.example")`);
    expect(col(rows[0], 'floor')).toBe('-1');
    expect(col(rows[1], 'note')).toBe("'@SUM(A1)");
    expect(col(rows[2], 'note')).toBe("'+98 912");
    expect(rows.every((r) => Number(col(r, 'estimate_toman')) > 0)).toBe(true);
  });

  it('writes what follows another separator or a line break inside a cell as text too', () => {
    const { res, rows, col } = run('neighbourhood,area,build_year,note\nونک,85,1390,x;=1+2;y\nونک,85,1390,"a\t@SUM(A1)"\nونک,85,1390,ب؛+1+2\nونک,85,1390,"c\n=1+2"\nونک,85,1390,d;-1;+2.5\n', 'sale');
    expect(rows.map((r) => col(r, 'note'))).toEqual(["x;'=1+2;y", "a\t'@SUM(A1)", "ب؛'+1+2", "c\n'=1+2", "d;'-1;'+2.5"]);
    // Read with ';', tab or '؛' as the separator (a spreadsheet whose list separator it is), no cell starts a formula.
    for (const sep of [';', '\t', '\u061b']) {
      const cells = parseCsv(res.csv, sep).flat();
      expect(cells.filter((c) => /^[=+\-@]/.test(c) && !/^[+-]?\d+(\.\d+)?$/.test(c)), JSON.stringify(sep)).toEqual([]);
    }
    expect(rows.every((r) => Number(col(r, 'estimate_toman')) > 0)).toBe(true);
  });

  it('keeps every output row as wide as the header: short rows are padded, extra cells refuse the row', () => {
    const { rows, h, col } = run(`${canonHead}\nونک,,,85,2,1390\nونک,,,85,2,1390,3,5,1,1,1,extra,cells\nونک,,,85,2,1390,3,5,1,1,1,,\n`, 'sale');
    expect(rows.every((r) => r.length === h.length)).toBe(true);
    expect(Number(col(rows[0], 'estimate_toman'))).toBeGreaterThan(0);
    expect(col(rows[0], 'floor')).toBe('');
    expect(col(rows[1], 'estimate_toman')).toBe('');
    expect(col(rows[1], 'error')).toContain('۱۳ خانه');
    // Empty trailing cells, as Excel writes them, are not extra data.
    expect(Number(col(rows[2], 'estimate_toman'))).toBeGreaterThan(0);
  });

  it('skips rows with no value at all instead of reporting them as errors', () => {
    const { res, rows } = run(`${canonHead}\nونک,,,85,2,1390,3,5,1,1,1\n,,,,,,,,,,\n   \n`, 'sale');
    expect(res).toMatchObject({ rows: 1, blank: 2, errors: 0 });
    expect(rows).toHaveLength(1);
  });

  it('reads semicolon, «؛» and tab separated files', () => {
    const comma = run(`${canonHead}\nونک,,,85,2,1390,3,5,1,1,1\n`, 'sale');
    for (const d of [';', '؛', '\t']) {
      const other = run(`${canonHead.replaceAll(',', d)}\nونک${d}${d}${d}85${d}2${d}1390${d}3${d}5${d}1${d}1${d}1\n`, 'sale');
      expect(other.col(other.rows[0], 'estimate_toman')).toBe(comma.col(comma.rows[0], 'estimate_toman'));
    }
    expect(sniffDelimiter('"a;b",c,d\n')).toBe(',');
  });

  it('recomputes the estimate columns of an earlier run instead of repeating them', () => {
    const first = valuateCsv(`${canonHead}\nونک,,,85,2,1390,3,5,1,1,1\n`, { kind: 'sale', asOf: '1401-10' });
    const again = run(first.csv, 'sale');
    expect(again.res.replaced).toEqual(['estimate_toman', 'low_toman', 'high_toman', 'confidence', 'error']);
    expect(again.h.filter((c) => c === 'estimate_toman')).toHaveLength(1);
    expect(again.h).toHaveLength(canonHead.split(',').length + 5);
  });

  it('reads floors, rooms and yes/no cells as people type them, and refuses what it cannot read', () => {
    const { rows, col } = run(
      `${canonHead},source\n` +
        'ونک,,,85,2,1390,0,5,1,1,1,divar\n' +
        'ونک,,,85,۲ خواب,1390,همکف,5,دارد,دارد,بله,Divar\n' +
        'ونک,,,85,2,1390,اول,5,1,1,1,\n' +
        'ونک,,,85,2,1390,0,5,maybe,1,1,\n' +
        'ونک,,,85,2,1390,0,5,1,1,1,kilid\n' +
        'ونک,,,"85,5",2,1390,0,5,1,1,1,\n',
      'sale',
    );
    expect(col(rows[1], 'estimate_toman')).toBe(col(rows[0], 'estimate_toman'));
    expect(col(rows[2], 'error')).toBe('مقدار «اول» در ستون floor خوانده نشد');
    expect(col(rows[3], 'error')).toBe('مقدار «maybe» در ستون elevator خوانده نشد');
    expect(col(rows[4], 'error')).toContain('source');
    expect(col(rows[5], 'error')).toContain('«85,5» در ستون area');
  });

  it('refuses a floor above the building\'s floors, as the form and the API do', () => {
    const { rows, col } = run(`${canonHead}\nونک,,,100,2,1395,40,5,1,1,1\nونک,,,100,2,1395,5,5,1,1,1\n`, 'sale');
    expect(col(rows[0], 'error')).toBe('طبقهٔ واحد نمی‌تواند از تعداد طبقات ساختمان بیشتر باشد');
    expect(col(rows[0], 'estimate_toman')).toBe('');
    expect(col(rows[1], 'error')).toBe('');
    expect(Number(col(rows[1], 'estimate_toman'))).toBeGreaterThan(0);
  });

  it('names a refused cell by the header the file gave it', () => {
    const { rows, col } = run('محله,متراژ,سال ساخت,طبقه,آسانسور,منبع\nونک,85,1390,اول,1,\nونک,85,1390,2,شاید,\nونک,85,1390,2,1,kilid\n', 'sale');
    expect(col(rows[0], 'error')).toBe('مقدار «اول» در ستون طبقه خوانده نشد');
    expect(col(rows[1], 'error')).toBe('مقدار «شاید» در ستون آسانسور خوانده نشد');
    expect(col(rows[2], 'error')).toBe('ستون منبع باید divar، portal یا other باشد');
  });

  it('names an outside town the way the user wrote it', () => {
    const { rows, col } = run('neighbourhood,area,build_year\nرباط کریم,85,1390\n', 'sale');
    expect(col(rows[0], 'error')).toContain('«رباط کریم» خارج از محدوده');
  });
});

describe('parseNumber', () => {
  it('reads the numbers spreadsheets write and refuses ambiguous ones', () => {
    expect(parseNumber('۸۵٫۵')).toBe(85.5);
    expect(parseNumber('1,200')).toBe(1200);
    expect(parseNumber('۱٬۲۰۰٬۰۰۰')).toBe(1200000);
    expect(parseNumber('۲-')).toBe(-2);
    expect(parseNumber(' 35.7745 ')).toBe(35.7745);
    expect(parseNumber('')).toBeUndefined();
    for (const bad of ['85,5', '1,20,0', '0x55', '1e400', '12abc']) expect(parseNumber(bad)).toBeNaN();
  });
});

describe('decodeCsvBytes', () => {
  const text = 'neighbourhood,area\nونک,85\n';
  it('reads UTF-8 with and without a BOM', () => {
    expect(decodeCsvBytes(Buffer.from(text))).toEqual({ text, encoding: 'utf-8', bom: false });
    expect(decodeCsvBytes(Buffer.from(`\ufeff${text}`))).toEqual({ text, encoding: 'utf-8', bom: true });
  });

  it('reads UTF-16 with a BOM and Windows-1256 (Excel on a Persian Windows)', () => {
    const le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    expect(decodeCsvBytes(le)).toEqual({ text, encoding: 'utf-16le', bom: true });
    // «ونک» in Windows-1256.
    const cp = Buffer.concat([Buffer.from('neighbourhood,area\n'), Buffer.from([0xe6, 0xe4, 0x98]), Buffer.from(',85\n')]);
    expect(decodeCsvBytes(cp)).toEqual({ text, encoding: 'windows-1256', bom: false });
  });
});

describe('prepareBatch with maxRows', () => {
  const header = 'neighbourhood,area,build_year\n';
  it('stops reading at the first row past the limit: blank rows do not count, the header does not either', () => {
    expect(prepareBatch(`${header}ونک,80,1390\n,,\n,,\nونک,90,1395\n`, { kind: 'sale', maxRows: 2 }).rows).toBe(2);
    expect(() => prepareBatch(`${header}ونک,80,1390\nونک,80,1390\nونک,80,1390\n`, { kind: 'sale', maxRows: 2 })).toThrow(TooManyRows);
    // Nothing after the limit is read: a row the parser would refuse (an unclosed quote at the end) is never reached.
    expect(() => prepareBatch(`${header}${'ونک,80,1390\n'.repeat(3)}"ونک,80,1390`, { kind: 'sale', maxRows: 2 })).toThrow(TooManyRows);
    expect(() => prepareBatch(`${header}${'ونک,80,1390\n'.repeat(3)}"ونک,80,1390`, { kind: 'sale' })).toThrow();
  });
});

describe('checkRows (a batch quote)', () => {
  it('finds, before any estimate, exactly the rows the valuation refuses, with the same errors', () => {
    for (const [text, kind] of [[divar, 'sale'], [portal, 'sale'], [rent, 'rent'], [merged, 'sale']] as const) {
      const p = prepareBatch(text, { kind });
      const valued = parseCsv(valuateCsv(text, { kind }).csv);
      const errorCol = valued[0].indexOf('error');
      const failed = valued.slice(1).flatMap((r, i) => (r[errorCol] ? [{ row: i + 1, error: r[errorCol] }] : []));
      const check = checkRows(p, 1, p.table.length, 100);
      expect(check.invalid, text.slice(0, 30)).toBe(failed.length);
      expect(check.examples).toEqual(failed);
    }
    // The Divar file: the place nobody knows, the zero area and the area «abc» (rows 3–5).
    expect(checkRows(prepareBatch(divar, { kind: 'sale' })).examples.map((e) => e.row)).toEqual([3, 4, 5]);
  });

  it('keeps only the first few examples but counts every bad row', () => {
    const text = `neighbourhood,area,build_year\n${'ونک,abc,1390\n'.repeat(8)}ونک,80,1390\n`;
    const check = checkRows(prepareBatch(text, { kind: 'sale' }));
    expect(check.invalid).toBe(8);
    expect(check.examples).toHaveLength(5);
    expect(check.examples[0].error).toContain('area');
  });
});
