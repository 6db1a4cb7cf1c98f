import { describe, expect, it } from 'vitest';
import { understand } from './understand';

describe('intent of a named neighbourhood asked «چطوره»', () => {
  it.each([
    ['محله نارمک چطوره؟', 'neighbourhood_info'],
    ['محله پونک چطوریه؟', 'neighbourhood_info'],
    ['منطقه ونک چه جوریه', 'neighbourhood_info'],
    // The commonest form names the place alone (probe17: all five read as a detail before).
    ['نارمک چطوره؟', 'neighbourhood_info'],
    ['شهران چطوره؟', 'neighbourhood_info'],
    ['یافت آباد چطوره؟', 'neighbourhood_info'],
    ['پونک چطوریه', 'neighbourhood_info'],
    ['shahran chetore?', 'neighbourhood_info'],
    ['punak chetorie', 'neighbourhood_info'],
    ['narmak amne?', 'neighbourhood_info'],
    // A home named without «محله», or a what-if about the place, is not how the neighbourhood is.
    ['خونه تو نارمک چطوره؟', 'inform'],
    ['اگه تو پونک باشه چطوره؟', 'inform'],
    // A price, a rent or the market named in the same words keeps its own intent.
    ['قیمت خونه تو محله نارمک چطوره؟', 'sale_price'],
    ['اجاره تو محله پونک چطوره؟', 'rent_price'],
    ['منطقه ۱۳ قیمتاش چطوره؟', 'market'],
  ])('%s → %s', (text, intent) => {
    expect(understand(text).intent).toBe(intent);
  });
});

describe('words that look like places but say how a neighbourhood is', () => {
  it.each([
    // «آرومیه» after «محله» is «calm», not the town of Urmia.
    ['چیذر محله آرومیه؟', 'neighbourhood_info'],
    // «سر» of «سر و صدا» is not تهرانسر; noise is a question about living there.
    ['سر و صدای خیابونای سیدخندان زیاده؟', 'neighbourhood_info'],
    ['محله ونک سروصداش زیاده؟', 'neighbourhood_info'],
    // A town after a preposition is still a town outside Tehran.
    ['قیمت خونه تو ارومیه', 'sale_price'],
  ])('%s → %s', (text, intent) => {
    expect(understand(text).intent).toBe(intent);
  });

  it('keeps «سر» out of the places and the town after «تو»', () => {
    expect(understand('سر و صدای خیابونای سیدخندان زیاده؟').places.map((p) => p.name)).toEqual(['سید خندان']);
    expect(understand('چیذر محله آرومیه؟').outside).toEqual([]);
    expect(understand('قیمت خونه تو ارومیه').outside.length).toBe(1);
  });
});

describe('buying or selling said as a noun', () => {
  it.each([
    ['خریدش چقدر تموم میشه؟', 'sale_price'],
    ['خریدنش چقدر درمیاد؟', 'sale_price'],
    // With money it is still a search for where to buy.
    ['با ۳ میلیارد خریدش کجا میشه؟', 'buy_suggestion'],
    // Asked about after another question («چی؟»): still its price.
    ['خریدش چی؟', 'sale_price'],
    ['حالا فروشش چطور؟', 'sale_price'],
  ])('%s → %s', (text, intent) => {
    expect(understand(text).intent).toBe(intent);
  });
});

describe('a paid service asked what it does', () => {
  it.each([
    ['ارزیابی محیطی چی رو بررسی میکنه؟', 'service_info'],
    ['ارزیابی محله شامل چیاست؟', 'service_info'],
    // A service named and asked what it is (declined before: «چیه» was not a what-it-does word).
    ['ارزیابی هوشمند چیه؟', 'service_info'],
    ['پیشنهاد محل چیست', 'service_info'],
    // Asked of a place it is a question about that place.
    ['ارزیابی محیطی پونک چطوره؟', 'neighbourhood_info'],
  ])('%s → %s', (text, intent) => {
    expect(understand(text).intent).toBe(intent);
  });
});

describe('a business to be named in a neighbourhood', () => {
  it.each([
    ['یه رستوران خوب تو تجریش معرفی کن', 'out_of_scope'],
    ['یه رستوران خوب تو ونک سراغ داری؟', 'out_of_scope'],
    // Without asking for one by name, restaurants nearby are about living there.
    ['اطراف تجریش رستوران و مرکز خرید هست؟', 'neighbourhood_info'],
  ])('%s → %s', (text, intent) => {
    expect(understand(text).intent).toBe(intent);
  });
});

describe('the asker\'s own credit balance', () => {
  it.each([
    'چند اعتبار دارم؟',
    'اعتبار من چقدره',
    'اعتبار من چقدره؟',
    'اعتبارم چقدره؟',
    'چقدر اعتبار دارم',
    'چند تا اعتبار رایگان دارم؟',
    'چند تا اعتبار برام مونده؟',
    'موجودی حسابم چقدره؟',
    'حسابم چقدر اعتبار داره؟',
    'اعتبار من کافیه؟',
    'اعتبارم تموم شده چیکار کنم',
    'كرديت من چنده',
    'چند اعتبار دارم',
  ])('%s → service_info, about the asker\'s balance', (text) => {
    const u = understand(text);
    expect(u.intent).toBe('service_info');
    expect(u.ownCredits).toBe(true);
  });

  it.each([
    'هر ارزیابی چند اعتبار کم میکنه؟',
    'هر اعتبار چند تومنه؟',
    'اعتبار هدیه ثبت نام چقدره؟',
    'بسته پایه چند اعتبار داره؟',
    'چطوری اعتبار بخرم',
    'یک گزارش کامل چند اعتبار لازم داره؟',
    'قیمت آپارتمان تو ونک چنده؟',
  ])('%s → not about the asker\'s balance', (text) => {
    expect(understand(text).ownCredits).toBe(false);
  });
});

describe('the usual rent of a district (probe14: «میانگین اجاره تو منطقه ۲ چنده؟» was read as a rent valuation)', () => {
  it.each([
    ['میانگین اجاره تو منطقه ۲ چنده؟', 2],
    ['متوسط اجاره‌بها در منطقه ۵ تهران چقدر است؟', 5],
    // Arabic ي/ك and Latin digits
    ['ميانگين كرايه خونه تو منطقه 7 چقدره؟', 7],
    ['رهن و اجاره تو منطقه ۱۰ به طور متوسط چقدره؟', 10],
    ['اجاره ها تو منطقه 6 متری چنده؟', 6],
    ['میانگین رهن و اجاره منطقه یک چقدره؟', 1],
  ])('%s → market of district %i', (text, district) => {
    const u = understand(text);
    expect(u.intent).toBe('market');
    expect(u.places).toMatchObject([{ type: 'district', district }]);
  });

  it.each([
    // A neighbourhood's usual rent is its rent figure per m², as a district's is (probe16); a flat described in it
    // is a rent valuation.
    ['متوسط اجاره در زعفرانیه چقدره؟', 'market'],
    ['متوسط اجاره یه ۸۰ متری در زعفرانیه چقدره؟', 'rent_price'],
    // A flat described in a district is a rent valuation asked for, not the district's level.
    ['اجاره یه واحد ۸۰ متری تو منطقه ۲ به طور متوسط چنده؟', 'rent_price'],
    ['میانگین اجاره با ۵۰۰ میلیون رهن تو منطقه ۲ چقدره؟', 'rent_price'],
    // The district's sale level is still the index.
    ['میانگین قیمت هر متر تو منطقه ۲۲ چنده؟', 'market'],
  ])('%s → %s', (text, intent) => {
    expect(understand(text).intent).toBe(intent);
  });
});

describe('a neighbourhood\'s score asked «چنده»', () => {
  it.each([
    ['امتیاز محله شهرک غرب چنده؟', 'neighbourhood_info'],
    ['امتیاز محله ونک چنده؟', 'neighbourhood_info'],
    ['امتیاز شهرک غرب چنده؟', 'neighbourhood_info'],
    ['شهرک غرب امتیازش چنده', 'neighbourhood_info'],
    ['نمره محله نارمک چنده؟', 'neighbourhood_info'],
    // A size or a price word keeps the price question.
    ['قیمت آپارتمان ۱۰۰ متری تو شهرک غرب چنده؟', 'sale_price'],
    ['قیمت هر متر تو شهرک غرب چنده؟', 'market'],
  ])('%s → %s', (text, intent) => {
    expect(understand(text).intent).toBe(intent);
  });
});

describe('one place weighed against the one being discussed', () => {
  it.each([
    ['با شهرک غرب چه فرقی داره؟', 'compare'],
    ['از تهرانپارس بهتره؟', 'compare'],
    ['با تهرانپارس مقایسش کن', 'compare'],
    // «چه فرقی» with no place still asks about the service.
    ['گزارش کامل چه فرقی با گزارش پایه داره', 'service_info'],
  ])('%s → %s', (text, intent) => {
    expect(understand(text).intent).toBe(intent);
  });
});

describe('the other place pointed at («اون یکی»)', () => {
  it('is read as a place the dialogue fills in', () => {
    expect(understand('اون یکی چی؟')).toMatchObject({ intent: 'inform', otherPlace: true, places: [] });
    expect(understand('اون یکی برای زندگی چطوره؟')).toMatchObject({ intent: 'neighbourhood_info', otherPlace: true });
    expect(understand('پونک چی؟').otherPlace).toBe(false);
  });
});

describe('a monthly payment asked is a rent asked', () => {
  it.each([
    ['ماهی چند میشه اگه ۵۰۰ میلیون بدم؟', 'rent_price'],
    ['ماهانه چقدر باید بدم تو پونک؟', 'rent_price'],
    // A monthly amount said is still a detail.
    ['ماهی ۱۰ میلیون', 'inform'],
  ])('%s → %s', (text, intent) => {
    expect(understand(text).intent).toBe(intent);
  });
});

describe('probe19: one of a pair, a district or a town judged, Tehran itself', () => {
  it.each([
    // Read before as out_of_scope, neighbourhood_info (which one?), a greeting («های») and sale_price.
    ['کدومش امن‌تره؟', 'compare'],
    ['کدومش امنتره', 'compare'],
    ['مدرسه‌های کدوم بهتره؟', 'compare'],
    ['مدرسه های کدومش بهتره', 'compare'],
    ['منطقه ده برای خرید خونه خوبه؟', 'neighbourhood_info'],
    ['پردیس چطوره؟', 'neighbourhood_info'],
    ['تهران چی؟', 'inform'],
    ['خود تهران چی', 'inform'],
    // A search for where keeps its intent; «های» opening a message still greets; a district with «تهران» is the district.
    ['کدوم محله برای اجاره ارزونتره؟ بودجه رهنم ۲۰۰ میلیونه', 'rent_suggestion'],
    ['های', 'greeting'],
    ['منطقه 4 تهران چطوریه', 'neighbourhood_info'],
  ])('%s → %s', (text, intent) => {
    expect(understand(text).intent).toBe(intent);
  });
  it('reads a town alone before «چطوره» as outside Tehran', () => {
    expect(understand('پردیس چطوره؟').outside.map((o) => o.name)).toEqual(['پردیس']);
    expect(understand('با پول فروشش کجا خونه بخرم').outside).toEqual([]);
  });
});

describe('conversations of session 15: a search in a place, what buyers give', () => {
  it.each([
    // «which neighbourhood of district 2?» then a search of all Tehran; «ثبت شد»; declined.
    ['میخوام تو منطقه ۲ خونه اجاره کنم', 'rent_suggestion'],
    ['میخوام تو ونک خونه بخرم', 'buy_suggestion'],
    ['چند میدن؟', 'sale_price'],
    // A loan is not the home's price; a flat described with its terms is one home.
    ['وام مسکن چقدر میدن؟', 'out_of_scope'],
    ['میخوام تو پونک یه ۸۰ متری اجاره کنم با ۵۰۰ میلیون رهن', 'rent_price'],
  ])('%s → %s', (text, intent) => {
    expect(understand(text).intent).toBe(intent);
  });
});

describe('a price asked of what is discussed', () => {
  it.each([
    ['قیمتش چنده؟', 'sale_price'],
    ['قیمتا چقدره', 'sale_price'],
  ])('%s → %s', (text, intent) => {
    expect(understand(text).intent).toBe(intent);
  });
});

describe('terse follow-ups', () => {
  it.each([
    ['قیمت', 'sale_price'],
    ['چطوره؟', 'neighbourhood_info'],
    ['خوبه؟', 'neighbourhood_info'],
  ])('%s → %s', (text, intent) => {
    expect(understand(text).intent).toBe(intent);
  });
});

describe('a comparison asked alone', () => {
  it.each([
    ['مقایسه کن', 'compare'],
    ['مقایسشون کن', 'compare'],
  ])('%s → %s', (text, intent) => {
    expect(understand(text).intent).toBe(intent);
  });
});

describe('last year asked, where it is cheap', () => {
  it.each([
    ['پارسال چقدر بود؟', 'market'],
    ['کجا خونه ارزونه؟', 'buy_suggestion'],
    ['کجا اجاره خونه ارزونه', 'rent_suggestion'],
  ])('%s → %s', (text, intent) => {
    expect(understand(text).intent).toBe(intent);
  });
});

describe('a district\'s neighbourhoods asked', () => {
  it.each([
    ['محله های منطقه ۲ کدوما هستن؟', 'neighbourhood_info'],
    ['اسم محله های منطقه ۲۲ چیه', 'neighbourhood_info'],
  ])('%s → %s', (text, intent) => {
    expect(understand(text).intent).toBe(intent);
  });
});

describe('a part of the city said (probe23: each was declined or read otherwise before)', () => {
  it.each([
    // Money and a part of the city: a search of its districts («… رهن» read as one flat's rent before).
    ['جنوب شهر با ۵۰۰ میلیون رهن میشه خونه گرفت؟', 'rent_suggestion'],
    ['بودجه ۱.۵ میلیارد شمال شهر آپارتمان کوچیک', 'buy_suggestion'],
    // Its market asked; living there; a part said to the search under way, or taken back.
    ['غرب تهران ارزونتره؟', 'market'],
    ['شمال شهر چطوره؟', 'neighbourhood_info'],
    ['شمال شهر باشه', 'inform'],
    ['نه شمال شهر نه، یه جای ارزونتر', 'inform'],
    // «شمال» alone is still the Caspian provinces.
    ['قیمت اجاره ویلا در شمال', 'rent_price'],
  ])('%s → %s', (text, intent) => {
    const u = understand(text);
    expect(u.intent).toBe(intent);
    expect(u.places).toEqual([]);
    expect(u.outside.map((o) => o.name)).toEqual(text.endsWith('در شمال') ? ['شمال'] : []);
  });
});

describe('a place judged for renting (probe23)', () => {
  it.each([
    // Whether it is good to rent in, no rent asked: the place's question (a rent valuation asked the size before).
    ['پونک برای رهن خوبه؟', 'neighbourhood_info'],
    ['نارمک واسه اجاره مناسبه؟', 'neighbourhood_info'],
    // A rent asked keeps its own intent.
    ['اجاره تو پونک چنده؟', 'rent_price'],
    ['پونک برای اجاره ۶۰ متری چنده؟', 'rent_price'],
  ])('%s → %s', (text, intent) => {
    expect(understand(text).intent).toBe(intent);
  });
});

describe('names of people, squares and streets that are neighbourhoods (probe23)', () => {
  it.each([
    // Opening a how-is question: the place (declined before: they count only after a cue).
    ['تختی چطوره؟', 'neighbourhood_info', 'تختی'],
    ['آزادی چطوره؟', 'neighbourhood_info', 'آزادی'],
    ['ولیعصر چطوره؟', 'neighbourhood_info', 'ولیعصر'],
    ['انقلاب برای اجاره دانشجویی خوبه؟', 'neighbourhood_info', 'انقلاب'],
    // The district said with a namesake picks it (the district outranked the name before).
    ['قیمت خونه تو تختی منطقه ۱۶', 'sale_price', 'nb-99d99093'],
    ['تختی منطقه ۱۲ منظورمه', 'inform', 'nb-8dbf6fac'],
  ])('%s → %s in %s', (text, intent, place) => {
    const u = understand(text);
    expect(u.intent).toBe(intent);
    const nb = u.places.find((p) => p.type === 'neighbourhood');
    expect(nb && (nb.id === place || nb.name === place)).toBe(true);
  });

  it.each([
    // The person, the word, the market: no place.
    ['تختی کی بود؟', 'out_of_scope'],
    ['آزادی بیان چیه؟', 'out_of_scope'],
    ['بازار چطوره؟', 'market'],
  ])('%s → %s, no place', (text, intent) => {
    const u = understand(text);
    expect(u.intent).toBe(intent);
    expect(u.places).toEqual([]);
  });
});

describe('a trend asked of what is being discussed («روندش»)', () => {
  it.each([
    // «روندش» was no trend word: declined as off-topic.
    ['روندش چطوره؟', 'market'],
    ['روندش چیه؟', 'market'],
    ['روند قیمتش چطوره؟', 'market'],
    ['روندش تو نارمک چطوره؟', 'market'],
  ])('%s → %s', (text, intent) => {
    expect(understand(text).intent).toBe(intent);
  });
});

describe('two parts of the city set one against the other, no question word', () => {
  it.each([
    // «شمال شهر یا جنوب؟» kept only the south and said it did not understand.
    ['شمال شهر یا جنوب؟', ['north', 'south']],
    ['غرب یا شرق تهران؟', ['west', 'east']],
    ['غرب تهران یا شرق تهران', ['west', 'east']],
  ])('%s → market of both', (text, parts) => {
    const u = understand(text);
    expect(u.intent).toBe('market');
    expect(u.regions).toEqual(parts);
  });
  it('leaves one part said alone, or with money, as before', () => {
    expect(understand('شمال شهر باشه').intent).toBe('inform');
    expect(understand('شمال شهر یا جنوب با ۳ میلیارد خونه بخرم').intent).toBe('buy_suggestion');
  });
});

describe('whether one place is cheap or dear (probe24)', () => {
  it.each([
    // «منطقه ۱۵ ارزونه؟» was declined: only the comparative («ارزون‌تره») was read.
    ['منطقه ۱۵ ارزونه؟', 'market'],
    ['پونک گرونه؟', 'market'],
    ['تهرانپارس ارزونه', 'market'],
    ['اجاره تو پونک گرونه؟', 'market'],
    // A home wished cheap near a place is still its price; a flat or money said is still priced or searched.
    ['خونه ارزون نزدیک مترو شهرک شریعتی', 'sale_price'],
    ['یه ۸۰ متری ارزون تو پونک چنده؟', 'sale_price'],
    ['کجا خونه ارزونه؟', 'buy_suggestion'],
    // The cheapest or dearest neighbourhoods asked for, of a district, the one discussed or Tehran (declined before).
    ['ارزونترین محلش کجاست؟', 'market'],
    ['گرونترین محلش کدومه؟', 'market'],
    ['ارزونترین محله تهران کجاست؟', 'market'],
  ])('%s → %s', (text, intent) => {
    expect(understand(text).intent).toBe(intent);
  });
});

describe('probe25: bare land and a deal\'s paperwork are no flat to price', () => {
  it.each([
    // Read as sale_price, rent_price and rent_price before.
    ['قیمت زمین تو لواسان', 'out_of_scope'],
    ['وام ودیعه مسکن چطوری بگیرم', 'out_of_scope'],
    ['قرارداد اجاره رو چطوری بنویسم', 'out_of_scope'],
    // Land with a building, or a deal with its terms, is still the home's question.
    ['قیمت هر متر زمین و ساختمان در تجریش', 'market'],
    ['قیمت زمین و آپارتمان تو منطقه ۲۲ نسبت به پارسال چقدر زیاد شده؟', 'market'],
    ['قرارداد ۲۰۰ پیش ۱۰ اجاره تو نارمک ۷۰ متر خوبه؟', 'rent_price'],
  ])('%s → %s', (text, intent) => {
    expect(understand(text).intent).toBe(intent);
  });
});
