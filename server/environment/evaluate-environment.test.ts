import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { resetServerEnv } from '@/lib/env';
import { planImport } from '@/server/valuation/engine/market-index/import-month';
import { readSources } from '@/server/valuation/engine/market-index/sources';
import { invalidateMarketIndex, writeOperatorMonths } from '@/server/valuation/engine/market-index/store';
import { haversineKm, polygonPlacesAt } from '@/server/places/catalogue';
import { OutsideServiceAreaError } from '@/server/places/errors';
import { ENVIRONMENT_CATEGORY_IDS, NO_DATA_LABEL } from '@/lib/contracts/environment';
import { CRITERIA, CRITERIA_VERSION, DATASETS, datasetDate, HEADLINE_CRITERIA, measureText, PARTIAL_POI, type MarketDates } from './criteria-catalogue';
import { environmentData, environmentDistribution } from './environment-data';
import { evaluateEnvironment } from './evaluate-environment';
import { categoryShares, decayScore, percentileOf, weightedScore } from './scoring';

const byId = (r: ReturnType<typeof evaluateEnvironment>, id: string) => {
  const c = r.criteria.find((x) => x.id === id);
  if (!c) throw new Error(`criterion ${id} missing`);
  return c;
};

const DATES: MarketDates = { districtMonth: '1405-05', cbiMonth: '1401-09', indexFirst: '1396-07', indexMonth: '1405-05', operatorFirst: null };

describe('criteria catalogue', () => {
  it('has exactly 50 criteria with unique snake_case ids and every field filled', () => {
    expect(CRITERIA).toHaveLength(50);
    expect(new Set(CRITERIA.map((c) => c.id)).size).toBe(50);
    for (const c of CRITERIA) {
      expect(c.id).toMatch(/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/);
      expect(ENVIRONMENT_CATEGORY_IDS).toContain(c.category);
      expect(c.name.length).toBeGreaterThan(3);
      expect(c.description.length).toBeGreaterThan(5);
      expect(c.unit.length).toBeGreaterThan(0);
      expect(measureText(c, DATES).length).toBeGreaterThan(5);
      expect(c.weight).toBeGreaterThan(0);
      if (c.rule.type === 'unavailable') expect(c.dataset).toBe('none');
      else expect(c.dataset).not.toBe('none');
    }
  });

  it('names and explains every criterion in Persian: no Latin words (such as BRT) in what the result page shows', () => {
    for (const c of CRITERIA) {
      const shown = [c.name, c.description, measureText(c, DATES), c.rule.type === 'unavailable' ? c.rule.reason : ''];
      for (const text of shown) expect(text, c.id).not.toMatch(/[A-Za-z]/);
    }
    // The sources list under the criteria names each dataset too (the licence is an identifier and stays as written).
    for (const d of Object.values(DATASETS)) expect(`${d.name} ${datasetDate(d, DATES)}`, d.id).not.toMatch(/[A-Za-z]/);
  });

  it('backs at least 40 criteria with real data, weights add up to 100, every category is present', () => {
    expect(CRITERIA.filter((c) => c.rule.type !== 'unavailable').length).toBeGreaterThanOrEqual(40);
    expect(CRITERIA.reduce((s, c) => s + c.weight, 0)).toBe(100);
    for (const cat of ENVIRONMENT_CATEGORY_IDS) expect(CRITERIA.some((c) => c.category === cat && c.rule.type !== 'unavailable')).toBe(true);
  });

  it('has ten headline criteria (the base tier) that exist and are backed by data', () => {
    expect(HEADLINE_CRITERIA).toHaveLength(10);
    for (const id of HEADLINE_CRITERIA) expect(CRITERIA.find((c) => c.id === id)?.rule.type).not.toBe('unavailable');
  });
});

describe('scoring rules', () => {
  it('decays from full points to zero', () => {
    expect(decayScore(100, 400, 2000)).toBe(100);
    expect(decayScore(400, 400, 2000)).toBe(100);
    expect(decayScore(1200, 400, 2000)).toBeCloseTo(25);
    expect(decayScore(2000, 400, 2000)).toBe(0);
    expect(decayScore(9000, 400, 2000)).toBe(0);
  });

  it('ranks by percentile with ties counted half', () => {
    expect(percentileOf(5, [1, 2, 3, 4])).toBe(100);
    expect(percentileOf(0, [1, 2, 3, 4])).toBe(0);
    expect(percentileOf(2, [1, 2, 3, 4])).toBe(37.5);
  });

  it('redistributes the weight of missing criteria instead of counting them as zero', () => {
    expect(weightedScore([{ score: 80, weight: 3 }, { score: null, weight: 5 }, { score: 40, weight: 1 }])).toBe(70);
    expect(weightedScore([{ score: null, weight: 1 }])).toBeNull();
  });
});

describe('evaluateEnvironment on known points', () => {
  const d = environmentData();
  const imam = d.stations.find((s) => s.id === 'Imam Khomeini');

  it('a point at Imam Khomeini interchange (lines 1 and 2) scores top on metro access', () => {
    expect(imam?.interchange).toBe(true);
    const r = evaluateEnvironment(imam!.lat + 0.0005, imam!.lng + 0.0005);
    expect(r.place.district).toBe(12);
    expect(byId(r, 'metro_distance').score).toBe(100);
    expect(byId(r, 'interchange_distance').score).toBe(100);
    expect(byId(r, 'metro_lines_1km').value).toBeGreaterThanOrEqual(2);
    expect(r.categories.find((c) => c.id === 'transport')!.score).toBeGreaterThanOrEqual(90);
    expect(byId(r, 'metro_distance').detail).toContain('امام خمینی');
  });

  it('says the park, mall and religious-centre lists are partial; beyond their coverage there is no value, not 0', () => {
    // The list's coverage is what ml/build_environment.py measured, and the catalogue's method text says the same.
    expect(d.raw.poi_coverage).toEqual(PARTIAL_POI);
    expect(DATASETS.poi.name).toContain('فهرستی گزیده و ناقص');
    // The neighbourhood centre farthest from any listed park, found from the data itself.
    const parks = d.pois.park.points;
    const far = d.market
      .map((m) => ({ m, dist: Math.min(...parks.map((p) => Math.hypot(p.lat - m.lat, (p.lng - m.lng) * 0.81))) }))
      .sort((a, b) => b.dist - a.dist)[0].m;
    const r = evaluateEnvironment(far.lat, far.lng);
    for (const id of ['park_distance', 'park_count_1km', 'parks_3km']) {
      expect(byId(r, id)).toMatchObject({ available: false, value: null, score: null });
      expect(byId(r, id).reason).toMatch(/^پوشش ناقص: فهرست نقاط مهم فقط ۴۹ پارک تهران را دارد؛ نزدیک‌ترین پارک آن \(.+\) .+ دور است، بیش از ۳٫۵ کیلومتری/);
    }
    // Chitgar: its own park is not in the list, the nearest listed one is 7.7 km away.
    const chitgar = evaluateEnvironment(35.730281, 51.180403);
    for (const id of ['park_distance', 'mall_distance', 'malls_3km', 'religious_centre_distance']) expect(byId(chitgar, id).available).toBe(false);
    // Within the coverage the value stands, with the note.
    const tajrish = evaluateEnvironment(35.792962, 51.421015);
    expect(byId(tajrish, 'park_distance')).toMatchObject({ available: true, value: 1990 });
    expect(byId(tajrish, 'park_distance').detail).toBe('پارک ملت؛ پوشش ناقص: فهرست نقاط مهم فقط ۴۹ پارک تهران را دارد');
    expect(byId(tajrish, 'malls_3km').detail).toContain('پوشش ناقص');
  });

  it('says the cinema, cultural and sports lists are partial: Chitgar has no green score, not 0', () => {
    // ml/build_environment.py's coverage of the three lists (53, 30 and 12 points for all of Tehran).
    expect(PARTIAL_POI).toMatchObject({ cinema: { points: 53, km: 2.3 }, cultural: { points: 30, km: 4 }, sports: { points: 12, km: 5.7 } });
    expect(DATASETS.poi.name).toContain('۵۳ سینما، ۳۰ مرکز فرهنگی، ۱۲ مجموعهٔ ورزشی');
    for (const id of ['cinema_distance', 'cinemas_3km', 'cultural_centre_distance', 'sports_centre_distance']) {
      expect(measureText(CRITERIA.find((c) => c.id === id)!, DATES), id).toContain('پوشش ناقص');
    }
    // Chitgar: its lake park and sports complexes are not in the lists, whose nearest points are 7.7 to 8.6 km away.
    const chitgar = evaluateEnvironment(35.730281, 51.180403);
    for (const id of ['cinema_distance', 'cinemas_3km', 'cultural_centre_distance', 'sports_centre_distance']) {
      expect(byId(chitgar, id)).toMatchObject({ available: false, value: null, score: null });
    }
    expect(byId(chitgar, 'cinema_distance').reason).toBe(
      'پوشش ناقص: فهرست نقاط مهم فقط ۵۳ سینمای تهران را دارد؛ نزدیک‌ترین سینمای آن (سینمادهکده المپیک) ۸٫۱ کیلومتر دور است، بیش از ۲٫۳ کیلومتری که فهرست تا آن پوشش دارد، پس نبودن سینمای نزدیک‌تر را نمی‌توان از آن نتیجه گرفت.',
    );
    expect(byId(chitgar, 'sports_centre_distance').reason).toMatch(/^پوشش ناقص: فهرست نقاط مهم فقط ۱۲ مجموعهٔ ورزشی تهران را دارد؛ نزدیک‌ترین مجموعهٔ ورزشی آن \(ورزشگاه آزادی درب غربی\) ۷٫۷ کیلومتر دور است/);
    // Every criterion of «فضای سبز و فراغت» is a gap of a partial list there: the category has no score, and the
    // overall is the other categories'.
    expect(chitgar.categories.find((c) => c.id === 'green')!.score).toBeNull();
    // A neighbourhood centre between the cinema list's coverage and the criterion's zero (2.3–5 km from every listed
    // cinema) was scored above 0 as if it had no nearer cinema; now it is unavailable.
    const cinemas = d.pois.cinema.points;
    const between = d.market.find((m) => {
      const km = Math.min(...cinemas.map((p) => haversineKm(m.lat, m.lng, p.lat, p.lng)));
      return km > 2.5 && km < 4.5;
    })!;
    const r = evaluateEnvironment(between.lat, between.lng);
    expect(byId(r, 'cinema_distance')).toMatchObject({ available: false, score: null });
    expect(byId(r, 'cinema_distance').reason).toContain('بیش از ۲٫۳ کیلومتری که فهرست تا آن پوشش دارد');
    // Within the coverage the value stands, with the note.
    const ferdowsi = evaluateEnvironment(35.696294, 51.418389);
    expect(byId(ferdowsi, 'cinema_distance')).toMatchObject({ available: true, value: 400, score: 100 });
    expect(byId(ferdowsi, 'cinema_distance').detail).toBe('سینمابرلیان؛ پوشش ناقص: فهرست نقاط مهم فقط ۵۳ سینمای تهران را دارد');
    expect(byId(ferdowsi, 'sports_centre_distance').detail).toBe('ورزشگاه شیرودی؛ پوشش ناقص: فهرست نقاط مهم فقط ۱۲ مجموعهٔ ورزشی تهران را دارد');
    expect(ferdowsi.categories.find((c) => c.id === 'green')!.score).toBeGreaterThan(0);
  });

  it('leaves police access unavailable: the list has four police centres, like its two pharmacies', () => {
    const c = byId(evaluateEnvironment(35.792962, 51.421015), 'police_distance');
    expect(c).toMatchObject({ available: false, value: null, score: null, source: NO_DATA_LABEL });
    expect(c.reason).toContain('چهار مرکز انتظامی');
    expect(d.pois.police.points).toHaveLength(4);
  });

  it('walks the metro graph both ways, without self-links (the file lists Shahid Sadr next to itself)', () => {
    for (const st of d.stations) {
      expect(st.adjacent).not.toContain(st.id);
      for (const a of st.adjacent) expect(d.stationById.get(a)?.adjacent).toContain(st.id);
    }
    expect(d.stationById.get('Shahid Sadr')?.adjacent).toEqual(expect.arrayContaining(['Gheytariyeh', 'Qolhak']));
    // Tajrish: from Gheytariyeh, five stops reach Tajrish and line 1 down to Shahid Haghani (was 2: the walk stopped).
    const reach = byId(evaluateEnvironment(35.792962, 51.421015), 'metro_reach_5_stops');
    expect(reach).toMatchObject({ value: 6, detail: 'از ایستگاه قیطریه' });
  });

  it('lists data-less criteria as unavailable with a reason and excludes them from the score', () => {
    const r = evaluateEnvironment(35.7575, 51.4105);
    const missing = r.criteria.filter((c) => !c.available);
    expect(missing.map((c) => c.id)).toEqual(expect.arrayContaining(['school_access', 'pharmacy_access', 'police_distance', 'bus_brt_access', 'air_quality', 'noise_level', 'crime_rate']));
    for (const c of missing) {
      expect(c.value).toBeNull();
      expect(c.score).toBeNull();
      expect(c.reason).toBeTruthy();
    }
    // Recompute the overall from the available criteria alone: the missing weights were redistributed.
    const avail = r.criteria.filter((c) => c.available);
    const expected = avail.reduce((s, c) => s + c.weight * (c.score as number), 0) / avail.reduce((s, c) => s + c.weight, 0);
    expect(Math.abs(r.overall_score - expected)).toBeLessThan(0.6); // criteria scores are shown rounded
  });

  it('measures BRT access near the placed stations of lines 1 and 4 and says the coverage is partial; far away, nothing', () => {
    const d = environmentData();
    expect(d.brt.lines).toEqual([1, 4]);
    expect(d.brt.stations.length).toBeGreaterThan(15);
    expect(d.brt.total).toBe(52);
    const near = byId(evaluateEnvironment(35.7013, 51.4186), 'bus_brt_access'); // Ferdowsi square, on line 1
    expect(near.available).toBe(true);
    expect(near.value).toBeLessThan(400);
    expect(near.detail).toContain('پوشش ناقص');
    const far = byId(evaluateEnvironment(35.8045, 51.4337), 'bus_brt_access'); // Tajrish
    expect(far.available).toBe(false);
    expect(far.reason).toContain('فقط خطوط ۱ و ۴');
  });

  it('says whose median a partly covered criterion has: the centres with data, not Tehran (QA: «میانهٔ تهران: ۸۷۰ متر»)', () => {
    const dist = environmentDistribution()!;
    const r = evaluateEnvironment(35.7013, 51.4186);
    // The located BRT stations reach 148 of the 683 centres: their median is theirs.
    const brt = byId(r, 'bus_brt_access');
    expect(brt.tehran_median_value).toBe(870);
    expect(brt.tehran_median_places).toBe(148);
    expect(dist.points).toBe(683);
    // A criterion every centre has a value for is Tehran's median, said as before.
    expect(byId(r, 'hospital_distance')).not.toHaveProperty('tehran_median_places');
    for (const c of r.criteria) {
      const places = dist.median.criteria[c.id]?.places ?? 0;
      expect(c.tehran_median_places === undefined, c.id).toBe(c.tehran_median_value === null || places >= 0.75 * dist.points);
    }
  });

  it('takes the local market statistics from the point\'s own mahalle polygon where that measured better than 1 km', () => {
    const pools = environmentData().raw.pools ?? {};
    for (const stat of ['ppm2', 'age', 'area'] as const) {
      const p = pools[stat];
      expect(p?.use).toBe(p && p.error_polygon < p.error_radius ? 'polygon' : 'radius');
    }
    // a neighbourhood centre whose polygon holds hundreds of listings
    const busy = [...environmentData().market].sort((a, b) => b.n - a.n).find((m) => (polygonPlacesAt(m.lat, m.lng) ?? []).includes(m.id))!;
    expect(byId(evaluateEnvironment(busy.lat, busy.lng), 'local_price_m2').detail).toContain('محدودهٔ همین محله');
  });

  it('counts an amenity the listing did not record as unknown, not as «no» (the merged 1401 crawl)', () => {
    // nb-c97f2c1b's 59 listings all come from the merged crawl with elevator, parking and storage all 0.
    expect(d.marketById.get('nb-c97f2c1b')).toMatchObject({ n: 59, elevator: null, elevator_n: 0, parking: null, parking_n: 0 });
    // Morvarid Shahr (its polygon pools it with nb-c97f2c1b): 4 of 63 listings report an elevator; was 6.3 % (4/63).
    const r = evaluateEnvironment(35.749618, 51.138813);
    for (const id of ['elevator_share', 'parking_share']) {
      expect(byId(r, id)).toMatchObject({ available: false, value: null });
      expect(byId(r, id).reason).toBe('فقط ۴ آگهی از ۶۳ آگهی نزدیک این ویژگی را گزارش کرده‌اند (کمتر از ۱۰).');
    }
    expect(byId(r, 'new_construction_share').detail).toBe('۶۳ آگهی در محدودهٔ همین محله روی نقشه (شهرک دانشگاه شریف، مروارید شهر)');
  });

  it('prices the rent yield by built flats, from at least 10 rent and 10 sale listings (Chitgar was 11.2 %)', () => {
    for (const r of d.market.filter((x) => x.yield !== null)) {
      expect(r.rent_n).toBeGreaterThanOrEqual(10);
      expect(r.built_n).toBeGreaterThanOrEqual(10);
    }
    // Chitgar: 79 % of its sale listings are of its own year or later (pre-sales at 0.40× the older flats' price/m²).
    const y = byId(evaluateEnvironment(35.730281, 51.180403), 'rent_yield');
    expect(y.value).toBeGreaterThan(3);
    expect(y.value).toBeLessThan(7);
  });

  it('takes the building age of built flats only and says how many pre-sales it left out (Chitgar was «۰ سال»)', () => {
    // A pre-sale: built in the listing's Jalali year or later. Each neighbourhood's age is its built flats' median.
    for (const m of d.market) {
      expect(m.built_n! + m.presale_n!, m.id).toBe(m.n);
      expect(m.age === null, m.id).toBe(m.built_n === 0);
      if (m.age !== null) expect(m.age, m.id).toBeGreaterThanOrEqual(1);
    }
    // Chitgar: 1,050 of the 1,309 listings within 1 km are pre-sales; the 259 built flats are a median 2 years old.
    const chitgar = byId(evaluateEnvironment(35.730281, 51.180403), 'building_age_median');
    expect(chitgar).toMatchObject({ available: true, value: 2 });
    expect(chitgar.detail).toBe('۲۵۹ آگهی در ۴ محله در شعاع ۱ کیلومتری؛ ۱٬۰۵۰ آگهی پیش‌فروش در نظر گرفته نشد');
    expect(byId(evaluateEnvironment(35.8045, 51.4337), 'building_age_median').value).toBeGreaterThan(10); // Tajrish, was 6.8
    // Fewer than 10 built flats: no age, and the reason says the others are pre-sales.
    const few = byId(evaluateEnvironment(35.653381, 51.285587), 'building_age_median'); // Saeed-Abad
    expect(few).toMatchObject({ available: false, value: null });
    expect(few.reason).toBe('فقط ۵ آگهی از ۱۱ آگهی نزدیک مربوط به ساختمان ساخته‌شده است (کمتر از ۱۰)؛ ۶ آگهی پیش‌فروش در نظر گرفته نشد.');
    expect(CRITERIA.find((c) => c.id === 'building_age_median')?.measure).toContain('بدون پیش‌فروش‌ها');
  });

  it('says which area each listing count covers: the polygon\'s neighbourhoods or those within 1 km', () => {
    // Morvarid Shahr: 63 listings in its polygon's neighbourhoods (price), 27 in the 2 within 1 km (supply).
    const r = evaluateEnvironment(35.749618, 51.138813);
    // The polygon's neighbourhoods with listings are named: «همین محله» alone read as Morvarid Shahr's own 63.
    expect(byId(r, 'local_price_m2').detail).toBe('۶۳ آگهی در محدودهٔ همین محله روی نقشه (شهرک دانشگاه شریف، مروارید شهر)');
    expect(byId(r, 'listing_supply')).toMatchObject({ value: 27, detail: 'آگهی‌های فروش ۲ محله در شعاع ۱ کیلومتری' });
    // QA: Vanak's «۹۰۴ آگهی در محدودهٔ همین محله» beside «۲۸۱» in its 1 km pool and the valuation's 280 listings of Vanak.
    const vanak = byId(evaluateEnvironment(35.75839, 51.398464), 'local_price_m2').detail ?? '';
    expect(vanak).toMatch(/^[۰-۹٬]+ آگهی در محدودهٔ همین محله روی نقشه \(.*ونک.*\)$/);
    expect(vanak).toContain('جردن');
    expect(byId(r, 'building_age_median').detail).toBe('۱۰ آگهی در ۲ محله در شعاع ۱ کیلومتری؛ ۱۷ آگهی پیش‌فروش در نظر گرفته نشد');
    expect(byId(evaluateEnvironment(35.792962, 51.421015), 'rent_yield').detail).toMatch(/^[۰-۹٬]+ آگهی اجاره در [۰-۹]+ محله در شعاع ۱ کیلومتری$/);
    // Too few listings: the reason names the area it counted, not «within 2 km».
    expect(byId(evaluateEnvironment(35.696294, 51.418389), 'building_age_median').reason).toBe('کمتر از ۱۰ آگهی فروش (۴ آگهی) در ۱ محله در شعاع ۱ کیلومتری ثبت شده است.');
  });

  it('reports a local market criterion as unavailable where too few listings exist, never a guess', () => {
    const r = evaluateEnvironment(imam!.lat, imam!.lng);
    const local = byId(r, 'local_price_m2');
    if (!local.available) {
      expect(local.value).toBeNull();
      expect(local.reason).toMatch(/آگهی/);
    }
  });

  it('rejects points outside Tehran with the typed error', () => {
    expect(() => evaluateEnvironment(35.58, 51.44)).toThrow(OutsideServiceAreaError);
    expect(() => evaluateEnvironment(32.65, 51.67)).toThrow(OutsideServiceAreaError);
  });

  it('keeps every score within 0–100 and returns 50 criteria and 8 categories for any Tehran point', () => {
    const centres = d.market.slice(0, 400);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: centres.length - 1 }), fc.double({ min: -0.004, max: 0.004, noNaN: true }), fc.double({ min: -0.004, max: 0.004, noNaN: true }), (i, dy, dx) => {
        let r;
        try {
          r = evaluateEnvironment(centres[i].lat + dy, centres[i].lng + dx);
        } catch (e) {
          if (e instanceof OutsideServiceAreaError) return;
          throw e;
        }
        expect(r.criteria).toHaveLength(50);
        expect(r.categories).toHaveLength(8);
        expect(r.overall_score).toBeGreaterThanOrEqual(0);
        expect(r.overall_score).toBeLessThanOrEqual(100);
        for (const c of r.criteria) if (c.score !== null) expect(c.score >= 0 && c.score <= 100).toBe(true);
        if (r.percentile !== null) expect(r.percentile >= 0 && r.percentile <= 100).toBe(true);
      }),
      { numRuns: 60 },
    );
  });

  it('uses a Tehran distribution built for this criteria version', () => {
    const dist = environmentDistribution();
    expect(dist?.criteria_version).toBe(CRITERIA_VERSION);
    for (const c of CRITERIA.filter((x) => x.rule.type === 'percentile')) expect(dist!.refs[c.id].length).toBeGreaterThan(100);
    expect(dist!.overall.length).toBeGreaterThan(400);
  });

  it('places Imam Khomeini above the Tehran median and reports a percentile', () => {
    const r = evaluateEnvironment(imam!.lat, imam!.lng);
    expect(r.percentile).not.toBeNull();
    expect(r.overall_score).toBeGreaterThan(r.tehran_median_score!);
  });
});

describe('the market criteria name the months and sources of their data', () => {
  const naziabad = () => evaluateEnvironment(35.6572, 51.4053);
  afterEach(() => {
    process.env.DATA_DIR = mkdtempSync(join(tmpdir(), 'environment-'));
    resetServerEnv();
    invalidateMarketIndex();
  });

  it('dates each figure by the month it describes, read from the data, never «12 months ago» or «Dey 1401»', () => {
    const r = naziabad();
    const method = (id: string) => byId(r, id).method;
    // The transaction count is the Central Bank's last 12 months (Dey 1400 – Azar 1401), not the past 12 months.
    expect(method('transactions_12m')).toContain('دی ۱۴۰۰ تا آذر ۱۴۰۱');
    expect(method('transactions_12m')).not.toContain('گذشته');
    // The district price is the market index's month (Kilid's movement after the Central Bank's Azar 1401).
    expect(method('district_price_m2')).toContain('مرداد ۱۴۰۵');
    expect(method('district_price_m2')).toContain('کیلید');
    expect(method('district_price_m2')).not.toContain('آخرین ماه آمار بانک مرکزی');
    // Listing prices are at the index's latest month, not Dey 1401.
    expect(method('local_price_m2')).toContain('به مرداد ۱۴۰۵ برده شده');
    expect(method('local_price_m2')).not.toContain('دی ۱۴۰۱');
    // Growth over one year to Mordad 1405 is Kilid's alone; over five years it spans both series.
    expect(method('price_growth_1y')).toMatch(/۱۲ ماه منتهی به مرداد ۱۴۰۵ بر پایهٔ کیلید \(میانهٔ قیمت آگهی‌ها\)؛/);
    expect(method('price_growth_5y')).toContain('بانک مرکزی (قیمت معاملات) تا آذر ۱۴۰۱، سپس کیلید (میانهٔ قیمت آگهی‌ها) تا مرداد ۱۴۰۵');
    // The listing prices' index is worded as the valuation's price_index.label words it.
    expect(method('local_price_m2')).toContain('شاخصی بر پایهٔ بانک مرکزی (قیمت معاملات) تا آذر ۱۴۰۱، سپس کیلید (میانهٔ قیمت آگهی‌ها) تا مرداد ۱۴۰۵');
    expect(method('price_volatility')).toContain('۲۴ ماه منتهی به آذر ۱۴۰۱ (بانک مرکزی)');
    expect(r.sources.find((s) => s.id === 'cbi')?.date).toBe(
      'مهر ۱۳۹۶ تا مرداد ۱۴۰۵: بانک مرکزی (قیمت معاملات) تا آذر ۱۴۰۱، سپس کیلید (میانهٔ قیمت آگهی‌ها) تا مرداد ۱۴۰۵ (تعداد معاملات تا آذر ۱۴۰۱)',
    );
  });

  it('names the month an imported index month brings listing prices to (npm run index:import)', () => {
    const kilid = readSources().kilid.rows.filter((row) => row[1] === '1405-05');
    const rows = kilid.map(([district, , price, listings]) => ({ district, price_per_m2: 1.02 * price, listings }));
    writeOperatorMonths(planImport([], { month: '1405-06', rows, file: 'm.csv' }).months);
    invalidateMarketIndex();
    const r = naziabad();
    expect(byId(r, 'local_price_m2').method).toContain('به شهریور ۱۴۰۵ برده شده');
    expect(byId(r, 'local_price_m2').method).toContain('کیلید (میانهٔ قیمت آگهی‌ها، به‌روزرسانی ماهانه) تا شهریور ۱۴۰۵');
    // The district figures were computed when the artifact was built: they keep naming that month.
    expect(byId(r, 'district_price_m2').method).toContain('مرداد ۱۴۰۵');
    expect(r.sources.find((s) => s.id === 'cbi')?.date).toContain('تا شهریور ۱۴۰۵');
  });
});

describe('category weights', () => {
  it('gives each category its share of the overall score, and the overall is the categories\' mean weighted so', () => {
    const r = evaluateEnvironment(35.7575, 51.4105);
    // The shares are worked out where the result is presented (present-environment-evaluation.ts), never stored.
    expect(r.categories.filter((c) => 'weight' in c)).toEqual([]);
    const shares = categoryShares(r.criteria);
    const categories = r.categories.map((c) => ({ ...c, weight: shares.get(c.id) ?? 0 }));
    const sum = categories.reduce((s, c) => s + c.weight, 0);
    expect(Math.abs(sum - 100)).toBeLessThan(0.5);
    const scored = categories.filter((c) => c.score !== null);
    const fromCategories = scored.reduce((s, c) => s + c.weight * (c.score as number), 0) / scored.reduce((s, c) => s + c.weight, 0);
    expect(Math.abs(r.overall_score - fromCategories)).toBeLessThan(0.6); // category scores are rounded
  });

  it('counts only criteria with data: a missing criterion\'s weight goes to the others', () => {
    const shares = categoryShares([
      { category: 'transport', available: true, weight: 6 },
      { category: 'transport', available: false, weight: 2 },
      { category: 'health', available: true, weight: 2 },
    ]);
    expect(shares.get('transport')).toBe(75);
    expect(shares.get('health')).toBe(25);
  });
});
