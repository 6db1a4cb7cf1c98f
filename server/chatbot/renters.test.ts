import { describe, expect, it } from 'vitest';
import type { ChatCard, MarketCard } from '@/lib/contracts/chatbot';
import { formatMoney } from '@/lib/fa/money';
import { formatNumber } from '@/lib/fa/number';
import { understand } from './language/understand';
import { chat, CHAT_NOW, neighbourhoodNamed as nb, yieldSaid as pct } from './testing/play';
import { districtRentFigures, marketFigures, typicalAreaFor } from './tools/market';
import { neighbourhoodYield, yieldBasis, yieldsRanked } from './tools/rent-yield';

// Renters and investors (chat16): a student near a university, a hospital or a station, the rental yield, and
// «الان چقدره؟» after a service answer.

const market = (cards: ChatCard[]) => cards.find((c): c is MarketCard => c.type === 'market');

describe('a student looking for somewhere cheap near a university', () => {
  it('gets the rent of a one-bedroom near it, never a sale price («دانشجوام دنبال یه سوئیت ارزونم نزدیک دانشگاه تهران»)', () => {
    const [suite, deposit] = chat('دانشجوام دنبال یه سوئیت ارزونم نزدیک دانشگاه تهران', 'با ۱۰۰ میلیون پیش چی؟');
    // It was a sale price, the size asked.
    expect(suite.intent).toBe('rent_price');
    const area = typicalAreaFor('rent', 1);
    expect(area).not.toBeNull();
    expect(suite.state.frame.area).toBe(area);
    expect(suite.reply.content).not.toMatch(/آگهی‌های فروش|قیمت حدود/);
    // Tehran University's own neighbourhood has too few rent listings: the nearest that have them, with their rent.
    const first = suite.reply.suggestions[0].replace(/^اجاره \S+ متر در /u, '');
    const card = marketFigures({ kind: 'rent', neighbourhood: nb(first), area: area ?? 0 });
    expect(card?.total).toBeTruthy();
    expect(suite.reply.content).toContain(`• ${first}: رهن کامل حدود ${formatMoney(card?.total?.median ?? 0)}، یا بدون ودیعه اجارهٔ ماهانه حدود ${formatMoney(card?.monthly_rent?.median ?? 0)}`);
    expect(suite.reply.content).toMatch(/ارزان‌ترینِ این‌ها \S/u);
    // A deposit said next gives each place's monthly rent for it.
    const withDeposit = marketFigures({ kind: 'rent', neighbourhood: nb(first), area: area ?? 0, deposit: 100_000_000 });
    expect(deposit.reply.content).toContain(`یا با ۱۰۰ میلیون تومان ودیعه اجارهٔ ماهانه حدود ${formatMoney(withDeposit?.monthly_rent?.median ?? 0)}`);
  });

  it('reads the monthly rent the student can pay as that flat\'s, not a new search («ماهی ۱۰ تومن بیشتر نمیتونم»)', () => {
    const [, most] = chat('سلام دانشجو ام دنبال خونه ارزون نزدیک دانشگاه شریف', 'ماهی ۱۰ تومن بیشتر نمیتونم');
    // It was a search of all Tehran that asked the size again.
    expect(most.state).toMatchObject({ task: 'rent_price', frame: { rent: 10_000_000 } });
    expect(most.reply.content).toContain('اجارهٔ ماهانه‌ای که گفتید برای واحد بدون ودیعه از بازهٔ معمول آن کمتر است.');
    // The deposit is asked, and only it (the card's build year followed it, with its chips).
    expect(most.reply.content).not.toMatch(/سال ساخت ساختمان را هم بگویید/);
    expect(most.state.asked).toBe('deposit');
    expect(most.reply.suggestions).toEqual(['۵۰ میلیون ودیعه', '۱۰۰ میلیون ودیعه', '۲۰۰ میلیون ودیعه']);
  });

  it('asks the deposit, not the build year, where the place has rent figures', () => {
    const [sharif] = chat('یه سوئیت دانشجویی نزدیک دانشگاه شریف اجاره ش چنده؟');
    expect(sharif.intent).toBe('rent_price');
    expect(market(sharif.reply.cards)).toMatchObject({ kind: 'rent', place: { id: 'university-of-sharif' } });
    expect(sharif.state.asked).toBe('deposit');
    expect(sharif.reply.content.split('\n').at(-1)).toMatch(/^چقدر ودیعه می‌توانید بدهید؟/);
    // A chip answers it with that flat's monthly rent.
    const [, answered] = chat('یه سوئیت دانشجویی نزدیک دانشگاه شریف اجاره ش چنده؟', sharif.reply.suggestions[1]);
    expect(market(answered.reply.cards)?.monthly_rent?.deposit).toBe(100_000_000);
  });

  it('reads a student, a dormitory or a suite by a university as renting, and a registration question as none', () => {
    for (const text of [
      'سلام من دانشجوام، خوابگاه بهم نرسیده، نزدیک دانشگاه علم و صنعت یه جای ارزون میخوام',
      'یه سوییت کوچیک تو انقلاب برای دانشجو',
      'sooeit arzoon nazdik daneshgah tehran',
      'یه جای ارزون برای اجاره نزدیک مترو صادقیه',
    ]) {
      expect(understand(text, CHAT_NOW).intent, text).toBe('rent_price');
    }
    expect(understand('خوابگاه دانشگاه چطوری ثبت نام کنم', CHAT_NOW).intent).toBe('out_of_scope');
    // Looking where, a student rents (it asked a purchase budget).
    expect(understand('خونه دانشجویی ارزون کجاست؟', CHAT_NOW).intent).toBe('rent_suggestion');
    // A suite with no student, university or rent said is still the price asked (probe21's «خونه ارزون …»).
    expect(understand('خونه ارزون نزدیک مترو شهرک شریعتی', CHAT_NOW).intent).toBe('sale_price');
  });
});

describe('a hospital or a university the environment data places', () => {
  it('is the neighbourhood its pin lies in, said first', () => {
    const [milad] = chat('اجاره ماهیانه سوئیت نزدیک بیمارستان امام خمینی');
    expect(milad.reply.content.split('\n')[0]).toBe('بیمارستان امام خمینی در محلهٔ نصرت است.');
    expect(milad.state.places[0]?.id).toBe(nb('نصرت').id);
    const [amirkabir] = chat('اتاق دانشجویی نزدیک دانشگاه امیرکبیر');
    expect(amirkabir.intent).toBe('rent_price');
    expect(amirkabir.reply.content.split('\n')[0]).toBe('دانشگاه امیرکبیر در محلهٔ نجات اللهی است.');
  });

  it('is said first also when its neighbourhood\'s namesakes are asked among', () => {
    const [milad] = chat('اجاره نزدیک بیمارستان میلاد');
    // گیشا has too few rent listings: «منظورتان گیشا (کوی نصر) است؟» came with no word of the hospital.
    expect(milad.state.asked).toBe('place');
    expect(milad.reply.content.split('\n')[0]).toBe('بیمارستان میلاد در محلهٔ گیشا است.');
  });

  it('is set aside when several points share the name', () => {
    const [azad] = chat('خونه نزدیک دانشگاه آزاد');
    expect(azad.state.places).toEqual([]);
    expect(azad.reply.content).toMatch(/در فهرست محله‌های ارزیاب نیست/);
  });
});

describe('the rental yield', () => {
  it('gives a neighbourhood\'s gross yield with how it is made and from which listings, not its rent', () => {
    const [punak] = chat('بازدهی اجاره تو پونک چقدره؟');
    expect(punak.intent).toBe('market');
    const { figure } = neighbourhoodYield(nb('پونک'));
    expect(figure).not.toBeNull();
    const basis = yieldBasis();
    expect(punak.reply.content).toContain(`بازده ناخالص اجاره در پونک: حدود ${pct(figure?.yield ?? 0)} در سال`);
    expect(punak.reply.content).toContain(`رهن کامل هر واحد حدود ${pct(figure?.full_deposit_share ?? 0)} قیمت خرید آن است`);
    expect(punak.reply.content).toContain(`محلهٔ تهران که این عدد را دارند ${pct(basis.tehran.median)} است`);
    // The rate and the months are the data's: annual rent plus the deposit at 3 % a month, over built flats' price.
    expect(punak.reply.content).toMatch(/روش: اجارهٔ سالانه \(۱۲ برابر اجارهٔ ماهانه به‌اضافهٔ ارزش ودیعه با نرخ ۳٪ در ماه/);
    expect(punak.reply.content).toContain('آگهی‌های اجارهٔ تیر ۱۴۰۰ تا دی ۱۴۰۳');
    expect(punak.reply.cards).toEqual([]);
  });

  it('is asked of the place being discussed, or of which place, and never invents one', () => {
    const [, , yieldTurn] = chat('قیمت هر متر تو مرزداران', 'رهنش چی؟', 'بازدهیش چقدره؟');
    expect(yieldTurn.reply.content).toMatch(/^بازده ناخالص اجاره در مرزداران: حدود /);
    const [ask, named] = chat('برای سرمایه‌گذاری بخرم اجاره بدم چقدر درمیاد؟', 'نارمک');
    expect(ask.state).toMatchObject({ task: 'market', market_kind: 'yield', asked: 'place' });
    expect(ask.reply.content).toBe('بازده اجارهٔ کدام محله یا منطقه را می‌خواهید؟');
    expect(named.reply.content).toMatch(/^بازده ناخالص اجاره در نارمک: /);
    // شهرری has too few built flats listed: said so, with the nearby places that have a yield.
    const [rey] = chat('بازده اجاره تو شهرری');
    expect(neighbourhoodYield(nb('شهرری')).figure).toBeNull();
    expect(rey.reply.content).toMatch(/^بازده اجارهٔ شهرری را نمی‌توانم بگویم: برای آن دست‌کم ۱۰ آگهی اجاره و ۱۰ آگهی فروش/);
    expect(rey.reply.suggestions.every((c) => c.startsWith('بازده اجاره در '))).toBe(true);
  });

  it('gives a district\'s spread and where it is highest', () => {
    const [district] = chat('بازده اجاره منطقه ۵ چقدره؟');
    const five = yieldsRanked([5]);
    expect(district.reply.content).toContain(`از ${pct(five.at(-1)?.yield ?? 0)} (${five.at(-1)?.neighbourhood.name_fa}) تا ${pct(five[0].yield)} (${five[0].neighbourhood.name_fa})`);
    const [rank] = chat('کدوم محله برای اجاره دادن بهتره؟');
    const top = yieldsRanked().slice(0, 3);
    expect(rank.intent).toBe('market');
    expect(rank.reply.content).toContain(`${top[0].neighbourhood.name_fa} ${pct(top[0].yield)}`);
    expect(rank.reply.suggestions).toEqual(top.map((y) => `بازده اجاره در ${y.neighbourhood.name_fa}`));
  });

  it('leaves a raise said in percent, and buying to let asks the budget with the yield offered', () => {
    expect(understand('مستاجرم تو ستارخان، ۶۵ متر، صاحبخونه میگه اجاره رو ۲۰ درصد ببره بالا، منصفانه‌ست؟', CHAT_NOW).intent).toBe('rent_price');
    const [buy] = chat('میخوام خونه بخرم اجاره بدم، کجا بهتره؟');
    expect(buy.intent).toBe('buy_suggestion');
    expect(buy.state.asked).toBe('budget');
    expect(buy.reply.suggestions.at(-1)).toBe('بیشترین بازده اجاره کجاست؟');
  });

  it('says what the yield means for the flat whose size was said: its market price and rent', () => {
    const [flat] = chat('یه خونه ۶۰ متری بخرم تو نازی آباد اجاره بدم چقدر گیرم میاد؟');
    const sale = marketFigures({ kind: 'sale', neighbourhood: nb('نازی آباد'), area: 60 });
    const rent = marketFigures({ kind: 'rent', neighbourhood: nb('نازی آباد'), area: 60 });
    expect(flat.reply.content).toMatch(/^بازده ناخالص اجاره در نازی آباد: /);
    // It gave the yield alone, though the monthly rent of that flat was asked.
    expect(flat.reply.content).toContain(
      `قیمت خرید حدود ${formatMoney(sale?.total?.median ?? 0)}؛ اجاره رهن کامل حدود ${formatMoney(rent?.total?.median ?? 0)}، یا بدون ودیعه ماهی حدود ${formatMoney(rent?.monthly_rent?.median ?? 0)}.`,
    );
  });

  it('answers whether letting pays, and weighs two places\' yields when they are compared by it', () => {
    const [narmak] = chat('اجاره دادن خونه تو نارمک به صرفه است؟');
    // It asked the size of a flat to rent.
    expect(narmak.reply.content).toMatch(/^بازده ناخالص اجاره در نارمک: /);
    const [pair] = chat('بازده اجاره تو ونک بیشتره یا پونک؟');
    const y = (name: string) => pct(neighbourhoodYield(nb(name)).figure?.yield ?? 0);
    expect(pair.intent).toBe('compare');
    expect(pair.reply.content.split('\n')[0]).toContain(`ونک ${y('ونک')} و پونک ${y('پونک')}`);
  });

  it('says the conversion rate when asked, and that the data holds no rent trend', () => {
    const [rate] = chat('نرخ تبدیل رهن به اجاره چنده؟');
    expect(rate.intent).toBe('service_info');
    expect(rate.reply.content).toMatch(/^ارزیاب ودیعه و اجاره را با نرخ ۳٪ در ماه به هم تبدیل می‌کند: هر ۱۰۰ میلیون تومان ودیعه هم‌ارز ۳ میلیون تومان اجارهٔ ماهانه است/);
    const [trend] = chat('اجاره بها نسبت به پارسال چقدر رفته بالا؟');
    expect(trend.intent).toBe('market');
    expect(trend.reply.content).toMatch(/^روند اجاره‌ها را نمی‌توانم بگویم: داده‌ها شاخص اجاره ندارند/);
  });
});

describe('«الان چقدره؟» after a service answer', () => {
  it('asks which place with none in the talk, and offers the services\' cost', () => {
    const [, now] = chat('ارزیابی محله چیه؟', 'الان چقدره؟');
    // It was declined as off-topic.
    expect(now.intent).toBe('market');
    expect(now.reply.content).toMatch(/^قیمت کجا را می‌خواهید؟/);
    expect(now.reply.suggestions.at(-1)).toBe('هزینهٔ سرویس‌ها چقدره؟');
    expect(understand('هزینهٔ سرویس‌ها چقدره؟', CHAT_NOW).intent).toBe('service_info');
    const [, , punak] = chat('ارزیابی محله چیه؟', 'الان چقدره؟', 'پونک');
    expect(market(punak.reply.cards)).toMatchObject({ kind: 'sale', place: { id: nb('پونک').id } });
  });

  it('gives the level of the place in the talk, not «the figure just above»', () => {
    const [, , again] = chat('قیمت هر متر تو نارمک', 'ارزیابی محله چیه؟', 'الان چقدره؟');
    expect(again.reply.content).not.toMatch(/همین بالا/);
    expect(market(again.reply.cards)).toMatchObject({ kind: 'sale', place: { id: nb('نارمک').id } });
  });
});

// chat17: a suite wanted near a station, and a university's short name that is also a neighbourhood's.
describe('a suite wanted near a station', () => {
  it('is the rent of a one-bedroom there, not a search of all Tehran', () => {
    const [suite] = chat('میخوام یه سوئیت اجاره کنم نزدیک مترو صادقیه');
    // It asked the deposit and the size of a search of Tehran.
    expect(suite.intent).toBe('rent_price');
    expect(market(suite.reply.cards)).toMatchObject({ kind: 'rent', place: { id: nb('صادقیه').id }, area: typicalAreaFor('rent', 1) });
    expect(suite.state.asked).toBe('deposit');
    // A district is still where to search.
    expect(understand('میخوام تو منطقه ۲ سوئیت اجاره کنم', CHAT_NOW).intent).toBe('rent_suggestion');
  });

  it('reads «دانشجوی بهشتی ام» as no neighbourhood (بهشتی needs a cue)', () => {
    const u = understand('دانشجوی بهشتی ام دنبال سوئیت تو اوین', CHAT_NOW);
    expect(u.places.map((p) => (p.type === 'neighbourhood' ? p.name : p.type))).toEqual(['اوین']);
    expect(understand('تو بهشتی خونه چنده؟', CHAT_NOW).places).toHaveLength(1);
  });
});

describe('a suite wanted with no place, or with the deposit said', () => {
  it('is a rent search, not declined («یه سوئیت مبله میخوام برای ۶ ماه»)', () => {
    const [suite] = chat('یه سوئیت مبله میخوام برای ۶ ماه');
    // It was out of scope.
    expect(suite.intent).toBe('rent_suggestion');
    expect(suite.state.asked).toBe('deposit');
    expect(understand('میخوام یه سوئیت بخرم', CHAT_NOW).intent).not.toBe('rent_suggestion');
  });

  it('keeps the card\'s question when the deposit was said with the suite', () => {
    const [suite] = chat('سوئیت نزدیک مترو صادقیه با ۲۰۰ میلیون پیش اجاره چنده؟');
    // The build year's chips came without the question (the answer's last line was dropped for a deposit not asked).
    expect(suite.state.asked).toBe('build_year');
    expect(suite.reply.content.split('\n').at(-1)).toBe('برای ارزیابی دقیق، سال ساخت ساختمان را هم بگویید.');
  });
});

describe('a landmark typed in Finglish with its own word before it (chat18)', () => {
  it('reads «daneshgah elm o sanat» as the one landmark, as the Persian is, not two namesakes to choose from', () => {
    const [latin] = chat('ye suite mikham nazdik daneshgah elm o sanat');
    const [persian] = chat('یه سوئیت میخوام نزدیک دانشگاه علم و صنعت');
    // It asked «منظورتان کدام دانشگاه علم و صنعت است؟», offering «دانشگاه علم و صنعت» and «علم و صنعت».
    expect(latin.state.choices).toBeUndefined();
    expect(latin.reply.content).not.toContain('منظورتان کدام');
    expect(latin.state.places).toEqual(persian.state.places);
    expect(latin.reply.content).toBe(persian.reply.content);
    expect(understand('ye suite mikham nazdik daneshgah elm o sanat', CHAT_NOW).landmarks).toEqual([]);
  });

  it('reads no name out of words opening with «و», the tail of another name', () => {
    // «و صنعت» was «دانشگاه علم و صنعت» with «علم و صنعت» beside it, both offered.
    expect(understand('اجاره تو نارمک و صنعت', CHAT_NOW).places.map((p) => p.name)).toEqual(['نارمک']);
    expect(understand('سوئیت نزدیک پارک و صنعت', CHAT_NOW).places).toEqual([]);
  });
});

describe('a suite\'s rent in a district (chat19)', () => {
  it('is the district\'s rent at the usual one-bedroom\'s size, with its monthly rent, then the deposit asked', () => {
    const area = typicalAreaFor('rent', 1) ?? 0;
    const [suite, deposit] = chat('اجاره سوئیت تو منطقه ۶ ماهی چنده؟', '۱۰۰ میلیون ودیعه');
    // It was the district's rent per m² with «… با نام محله و متراژ بپرسید», no suite's rent.
    const card = districtRentFigures(6, { area });
    expect(card?.monthly_rent?.median).toBeGreaterThan(0);
    expect(suite.reply.content).toContain(`برای سوئیت یا واحد تک‌خوابه متراژ را ${formatNumber(area)} متر گرفتم`);
    expect(suite.reply.content).toContain(`برای ${formatNumber(area)} متر یعنی رهن کامل حدود ${formatMoney(card?.total?.median ?? 0)}`);
    expect(suite.reply.content).toContain(`بدون ودیعه، اجارهٔ ماهانه حدود ${formatMoney(card?.monthly_rent?.median ?? 0)} می‌شود`);
    expect(suite.reply.content).not.toContain('با نام محله و متراژ بپرسید');
    expect(suite.state).toMatchObject({ task: 'market', market_kind: 'rent', asked: 'deposit', places: [{ type: 'district', district: 6 }] });
    expect(market(suite.reply.cards)).toMatchObject({ place: { type: 'district' }, area, total: card?.total, monthly_rent: card?.monthly_rent });
    // The deposit chip gives the monthly rent for it, of the same flat in the same district.
    const withDeposit = districtRentFigures(6, { area, deposit: 100_000_000 });
    expect(deposit.reply.content).toContain(`با ۱۰۰ میلیون تومان ودیعه، اجارهٔ ماهانه حدود ${formatMoney(withDeposit?.monthly_rent?.median ?? 0)} می‌شود`);
    expect(deposit.reply.suggestions[0]).toBe(`اجاره ${formatNumber(area)} متر در ${deposit.reply.suggestions[0].split(' در ')[1]}`);
  });

  it('answers a cheap suite or a room in a district the same way, not «کدام محلهٔ منطقهٔ …؟»', () => {
    for (const [text, district] of [['سوئیت ارزون تو منطقه ۱۴ واسه اجاره', 14], ['اجاره یه اتاق تو منطقه ۱۲ ماهی چند درمیاد', 12]] as const) {
      // A market question, as «اجاره سوئیت تو منطقه ۶» is (it was a rent valuation asking which neighbourhood).
      expect(understand(text, CHAT_NOW).intent).toBe('market');
      const [r] = chat(text);
      expect(r.state).toMatchObject({ task: 'market', market_kind: 'rent', asked: 'deposit' });
      expect(market(r.reply.cards)?.place.district).toBe(district);
      expect(r.reply.content).not.toContain('کدام محلهٔ');
    }
    // A district's usual rent with no suite said is still per m².
    const [usual] = chat('میانگین اجاره تو منطقه ۲ چنده؟');
    expect(market(usual.reply.cards)?.total).toBeNull();
  });
});

describe('a suite\'s deposit question is composed by its answer (chat19)', () => {
  it('keeps the line on a monthly rent said, which the deposit question used to replace as «the last line»', () => {
    const [suite] = chat('سوئیت تو ونک ماهی ۱۰ تومن میخوام اجاره کنم');
    expect(suite.state.asked).toBe('deposit');
    expect(suite.reply.content.split('\n').at(-1)).toBe('اجارهٔ ماهانه‌ای که گفتید برای واحد بدون ودیعه از بازهٔ معمول آن کمتر است. با ودیعه اجارهٔ ماهانه کمتر می‌شود؛ چقدر ودیعه می‌توانید بدهید؟');
    expect(suite.reply.content).not.toContain('اجارهٔ ماهانهٔ باقی را با همان نرخ می‌گویم');
    // With no rent said, the deposit is asked in place of the card's build year, as before.
    const [plain] = chat('اجاره سوئیت تو پونک چنده');
    expect(plain.reply.content.split('\n').at(-1)).toBe('چقدر ودیعه می‌توانید بدهید؟ اجارهٔ ماهانهٔ باقی را با همان نرخ می‌گویم.');
    expect(plain.reply.content).not.toContain('سال ساخت ساختمان را هم بگویید');
    expect(plain.reply.suggestions).toEqual(['۵۰ میلیون ودیعه', '۱۰۰ میلیون ودیعه', '۲۰۰ میلیون ودیعه']);
  });
});

describe('a deposit set against a monthly rent (chat19)', () => {
  it('weighs them at the conversion rate, says the bank rate is not in the data, and starts no search', () => {
    const [landlord] = chat('صاحبخونه میگه ۵۰ میلیون بذار رو رهن یا ماهی ۳ تومن بیشتر بده، کدومش به صرفه تره؟');
    // It was a rent search asking «چند متر یا چند خوابه؟».
    expect(landlord.intent).toBe('service_info');
    expect(landlord.defaultOnly).toBe(true);
    const lines = landlord.reply.content.split('\n');
    expect(lines[0]).toBe('به نرخ ۳٪ در ماه، که ارزیاب ودیعه و اجاره را با آن به هم تبدیل می‌کند، ۵۰ میلیون تومان ودیعه هم‌ارز ۱٫۵ میلیون تومان اجارهٔ ماهانه است.');
    expect(lines[1]).toBe('۳ میلیون تومان در ماه یعنی ۶٪ در ماه برای همان پول، بیشتر از این نرخ؛ پس به این نرخ، گذاشتن ۵۰ میلیون تومان روی ودیعه کم‌هزینه‌تر است.');
    expect(lines[2]).toContain('نرخ سود بانکی در داده‌های ارزیاب نیست');
    // The other way round: a monthly rent below what the deposit is worth.
    const [cheaper] = chat('۱۰۰ میلیون بیشتر رهن بدم یا ماهی ۲ میلیون بیشتر اجاره؟ کدوم بهتره');
    expect(cheaper.reply.content.split('\n')[1]).toBe('۲ میلیون تومان در ماه یعنی ۲٪ در ماه برای همان پول، کمتر از این نرخ؛ پس به این نرخ، اجارهٔ ماهانهٔ بیشتر کم‌هزینه‌تر است.');
    // Where to rent with both amounts is still the search.
    expect(chat('رهن ۳۰۰ اجاره ۱۵ کجا بهتره')[0].intent).toBe('rent_suggestion');
  });
});

describe('a small home wanted to rent near one place (chat19)', () => {
  it('is that place\'s rent at the one-bedroom\'s size, as a suite is, not a search of Tehran', () => {
    const [small] = chat('یه خونه کوچیک نزدیک مترو تجریش برای اجاره میخوام');
    // It was the rent search asking «چقدر ودیعه (رهن) و چقدر اجارهٔ ماهانه …؟».
    expect(small.state).toMatchObject({ task: 'rent_price', asked: 'deposit', frame: { area: typicalAreaFor('rent', 1) } });
    expect(market(small.reply.cards)?.place.name).toBe('تجریش');
    expect(chat('یه خونه نقلی تو پونک میخوام اجاره کنم')[0].state.task).toBe('rent_price');
    // Buying one, or renting with no place, is still the search.
    expect(chat('یه خونه کوچیک تو پونک میخوام بخرم')[0].state.task).toBe('buy_suggestion');
    expect(chat('یه خونه کوچیک برای اجاره میخوام')[0].state.task).toBe('rent_suggestion');
  });
});

describe('a rent raise said as a percentage (chat19)', () => {
  it('is told no rent index can weigh it, before the rent\'s level today for the flat', () => {
    const [raise] = chat('مستاجرم، صاحبخونه میخواد ۳۰ درصد اجاره رو ببره بالا، تو نارمک ۸۰ متر، زیاده؟');
    // The raise was passed over in silence.
    expect(raise.reply.content.split('\n')[0]).toBe('داده‌ها شاخص اجاره ندارند، پس افزایش ۳۰٪ را با روند اجاره‌ها نمی‌سنجم؛ آنچه دارند سطح امروز اجاره در آگهی‌هاست. ودیعه و اجارهٔ تازه را بگویید تا با بازهٔ معمول همین واحد بسنجم.');
    expect(market(raise.reply.cards)).toMatchObject({ kind: 'rent', area: 80 });
    expect(chat('اجاره ۸۰ متر تو نارمک چنده')[0].reply.content).not.toContain('شاخص اجاره ندارند');
    // A fraction keeps the Persian decimal separator, not a Latin point.
    const [half] = chat('صاحبخونه میخواد ۱۲.۵ درصد اجاره رو ببره بالا، تو نارمک ۸۰ متر، زیاده؟');
    expect(half.reply.content.split('\n')[0]).toContain('پس افزایش ۱۲٫۵٪ را');
  });
});
