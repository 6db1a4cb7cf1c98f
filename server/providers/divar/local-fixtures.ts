import 'server-only';

// The local Divar's ads (DIVAR_PROVIDER=local): invented Tehran listings written exactly as Kenar sends them, in
// both shapes real ads come in (real-estate keys flat in `data`, or under `real_estate_fields` with {mode, value}
// prices), with Persian digits and words, a negotiable («توافقی») price, a full-deposit rent, unknown fields, an ad
// outside Tehran and one that is not an apartment. `owner` is what only the advertiser's read shows: who owns the ad
// (the local consent screen signs them in with this number) and the pin.
//
// Asking prices are at the level of the model's current price date (1405-05): priced at older levels, every ad came
// out «ارزان» by 2.5–3.5× and the sandbox never showed «منصفانه» or «گران» (QA s10). Against the 80 % ranges the
// ads' own form values get there: QmSale120 58.5 B in 38.6–84.4 and QmGisha95 26.5 B in 19.8–30.7 «منصفانه»;
// QmSale085 32 B over 16.6–27.8 «گران»; QmArarat 20 B under 22.5–78.0 «ارزان» (QmOld60 4.2 B too, under 5.1–10.8
// if built in 1369); rents as full deposits: QmRent075 500 M + 55 M a month = 2.33 B in 1.74–2.75 «منصفانه»,
// QmRentFull 3.4 B over 2.05–3.06 «گران». tests/integration/divar-local.test.ts checks these verdicts: re-price
// the ads when the price date or the model moves them.

type Json = Record<string, unknown>;

export interface LocalAd {
  /** GET /v1/open-platform/finder/post/{token}, as Kenar answers it. */
  finder: Json & { token: string };
  owner: {
    phone: string;
    location: { latitude: number; longitude: number; location_type: 'LOCATION_TYPE_EXACT' | 'LOCATION_TYPE_APPROXIMATE' } | null;
  };
}

const published = { state: 'PUBLISHED', chat_enabled: true, first_published_at: '2026-11-20T08:30:00Z', last_modified_at: '2026-11-28T10:00:00Z' };

export const LOCAL_ADS: readonly LocalAd[] = [
  {
    finder: {
      ...published,
      token: 'QmSale120',
      category: 'apartment-sell',
      city: 'tehran',
      district: 'saadat-abad',
      data: {
        title: 'آپارتمان ۱۲۰ متری سه‌خوابه در سعادت‌آباد',
        description: 'نورگیر، بازسازی‌شده، نزدیک به پارک و مترو. سند شش‌دانگ.',
        images: [],
        size: 120,
        rooms: 'سه',
        year: 1398,
        floor: 4,
        floors_count: 6,
        has_elevator: true,
        has_parking: true,
        has_warehouse: true,
        price: { mode: 'مقطوع', value: '58500000000' },
      },
    },
    owner: { phone: '09120000101', location: { latitude: 35.7797, longitude: 51.3721, location_type: 'LOCATION_TYPE_EXACT' } },
  },
  {
    finder: {
      ...published,
      token: 'QmSale085',
      category: 'apartment-sell',
      city: 'tehran',
      district: 'poonak',
      data: {
        title: 'فروش آپارتمان ۸۵ متری پونک',
        description: 'دو خواب، طبقهٔ دوم، آسانسور دارد، بدون پارکینگ.',
        images: [],
        size: '۸۵',
        rooms: '۲',
        year: '۱۳۹۵',
        floor: '۲',
        has_elevator: true,
        has_parking: false,
        price: { mode: 'مقطوع', value: '32000000000' },
      },
    },
    owner: { phone: '09120000102', location: null },
  },
  {
    finder: {
      ...published,
      token: 'QmNego140',
      category: 'apartment-sell',
      city: 'tehran',
      district: 'pasdaran',
      data: {
        title: 'آپارتمان نوساز ۱۴۰ متری پاسداران',
        description: 'قیمت توافقی، مناسب خانواده.',
        images: [],
        size: '۱۴۰ متر',
        rooms: 'سه',
        year: '۱۴۰۱',
        floor: '۳ از ۵',
        has_elevator: 'دارد',
        has_parking: 'دارد',
        has_warehouse: 'دارد',
        price: { mode: 'توافقی' },
      },
    },
    owner: { phone: '09120000103', location: { latitude: 35.7712, longitude: 51.4573, location_type: 'LOCATION_TYPE_APPROXIMATE' } },
  },
  {
    finder: {
      ...published,
      token: 'QmRent075',
      category: 'apartment-rent',
      city: 'tehran',
      district: 'sattarkhan',
      data: {
        title: 'اجارهٔ آپارتمان ۷۵ متری ستارخان',
        description: 'دو خواب، همکف، حیاط‌دار.',
        images: [],
        size: 75,
        rooms: 'دو',
        year: 1392,
        floor: 'همکف',
        has_parking: true,
        credit: { mode: 'مقطوع', value: '500000000' },
        rent: { mode: 'مقطوع', value: '55000000' },
      },
    },
    owner: { phone: '09120000104', location: { latitude: 35.7198, longitude: 51.3579, location_type: 'LOCATION_TYPE_EXACT' } },
  },
  {
    finder: {
      ...published,
      token: 'QmRentFull',
      category: 'apartment-rent',
      city: 'tehran',
      district: 'narmak',
      data: {
        title: 'رهن کامل آپارتمان ۹۰ متری نارمک',
        description: 'رهن کامل، بدون اجاره.',
        images: [],
        real_estate_fields: {
          size: 90,
          rooms: 'دو',
          year: 1388,
          floor: 1,
          has_elevator: true,
          has_parking: true,
          credit: { mode: 'مقطوع', value: '3400000000' },
          rent: { mode: 'رهن کامل' },
        },
      },
    },
    owner: { phone: '09120000105', location: null },
  },
  {
    finder: {
      ...published,
      token: 'QmRentNego',
      category: 'apartment-rent',
      city: 'tehran',
      district: 'ekbatan',
      data: {
        title: 'اجاره آپارتمان ۱۰۵ متری اکباتان',
        description: 'ودیعه ثابت، اجاره توافقی.',
        images: [],
        real_estate_fields: {
          size: 105,
          rooms: 'سه',
          year: 1359,
          floor: 6,
          has_elevator: true,
          has_parking: true,
          credit: { mode: 'مقطوع', value: '400000000' },
          rent: { mode: 'توافقی' },
        },
      },
    },
    owner: { phone: '09120000106', location: null },
  },
  {
    finder: {
      ...published,
      token: 'QmOld60',
      category: 'apartment-sell',
      city: 'tehran',
      district: 'nazi-abad',
      data: {
        title: 'آپارتمان قدیمی ۶۰ متری نازی‌آباد',
        description: 'یک خواب، سال ساخت قبل از ۱۳۷۰.',
        images: [],
        size: 60,
        rooms: 'یک',
        year: 'قبل از ۱۳۷۰',
        price: '۴٫۲ میلیارد تومان',
      },
    },
    owner: { phone: '09120000107', location: { latitude: 35.6372, longitude: 51.4046, location_type: 'LOCATION_TYPE_EXACT' } },
  },
  {
    finder: {
      ...published,
      token: 'QmGisha95',
      category: 'apartment-sell',
      city: 'tehran',
      district: 'gisha',
      data: {
        title: 'آپارتمان ۹۵ متری گیشا',
        description: 'دو خواب، نزدیک پل گیشا.',
        images: [],
        price: { mode: 'مقطوع', value: '26500000000' },
        real_estate_fields: {
          size: 95,
          rooms: 'دو',
          year: 1385,
          floor: 3,
          has_elevator: true,
          has_parking: true,
          has_warehouse: true,
        },
      },
    },
    owner: { phone: '09120000108', location: { latitude: 35.7196, longitude: 51.3757, location_type: 'LOCATION_TYPE_EXACT' } },
  },
  {
    finder: {
      ...published,
      token: 'QmArarat',
      category: 'apartment-sell',
      city: 'tehran',
      district: 'ararat',
      data: {
        title: 'آپارتمان ۱۱۰ متری آرارات',
        description: 'سه خواب، برج با امکانات.',
        images: [],
        size: 110,
        rooms: '۳',
        year: 1394,
        floor: 8,
        floors_count: 12,
        has_elevator: true,
        has_parking: true,
        has_warehouse: true,
        price: { mode: 'مقطوع', value: '20000000000' },
      },
    },
    owner: { phone: '09120000109', location: null },
  },
  {
    // An ad whose neighbourhood Divar did not record and whose owner shared no pin: nothing places it on our map.
    finder: {
      ...published,
      token: 'QmNoPlace1',
      category: 'apartment-sell',
      city: 'tehran',
      district: null,
      data: {
        title: 'آپارتمان ۷۰ متری دوخوابه',
        description: 'تهران، نزدیک مترو.',
        images: [],
        size: 70,
        rooms: 'دو',
        year: 1390,
        price: { mode: 'مقطوع', value: '7800000000' },
      },
    },
    owner: { phone: '09120000112', location: null },
  },
  {
    finder: {
      ...published,
      token: 'QmKaraj01',
      category: 'apartment-sell',
      city: 'karaj',
      district: 'gohardasht',
      data: {
        title: 'آپارتمان ۱۰۰ متری گوهردشت کرج',
        description: 'خارج از تهران.',
        images: [],
        size: 100,
        rooms: 'دو',
        year: 1396,
        price: { mode: 'مقطوع', value: '6500000000' },
      },
    },
    owner: { phone: '09120000110', location: null },
  },
  {
    finder: {
      ...published,
      token: 'QmVilla01',
      category: 'house-villa-sell',
      city: 'tehran',
      district: 'niavaran',
      data: {
        title: 'خانهٔ ویلایی ۳۰۰ متری نیاوران',
        description: 'زمین ۵۰۰ متر، حیاط بزرگ.',
        images: [],
        size: 300,
        rooms: 'پنج یا بیشتر',
        price: { mode: 'مقطوع', value: '120000000000' },
      },
    },
    owner: { phone: '09120000111', location: null },
  },
];

export function findLocalAd(postToken: string): LocalAd | null {
  return LOCAL_ADS.find((ad) => ad.finder.token === postToken) ?? null;
}
