import { describe, expect, it } from 'vitest';
import { formatJalaliMonth } from '@/lib/fa/jalali';
import { chat } from './testing/play';
import { marketPriceDate } from './tools/market';

describe('«الان چقدره؟» right after a level now (probe25)', () => {
  const latest = (kind: 'sale' | 'rent') => `آمار ${formatJalaliMonth(marketPriceDate(kind))}، آخرین ماهی که داده‌هایش را داریم`;

  it('says the figure just given is the latest month\'s, in one line, not the answer again', () => {
    // It was declined as off-topic after every one of these.
    for (const first of ['قیمت هر متر تو نارمک', 'منطقه ۵ چطوره؟', 'روند قیمت منطقه ۵', '۸۰ متر تو سعادت آباد چنده']) {
      const [, now] = chat(first, 'الان چقدره؟');
      expect(now.intent).toBe('market');
      expect(now.reply.content).toContain(latest('sale'));
      expect(now.reply.content.split('\n')).toHaveLength(1);
      expect(now.reply.cards).toEqual([]);
    }
    const [, rentNow] = chat('میانگین اجاره تو پونک', 'الان چنده؟');
    expect(rentNow.reply.content).toContain(latest('rent'));
    // After a comparison's medians too.
    const [, , pairNow] = chat('ونک یا جردن، کدوم گرونتره؟', 'اجاره چطور؟', 'الان چقدره؟');
    expect(pairNow.reply.content).toContain(latest('rent'));
    expect(pairNow.state).toMatchObject({ task: 'compare', compare_kind: 'rent' });
  });

  it('keeps the conversation: last year\'s level and the level now still follow', () => {
    const [level, now, yearAgo, thisYear] = chat('قیمت هر متر تو نارمک', 'الان چقدره؟', 'پارسال چقدر بود؟', 'امسال چی؟');
    expect(now.reply.suggestions).toContain('پارسال چقدر بود؟');
    expect(yearAgo.reply.content).toContain('یک سال پیش');
    expect(thisYear.reply.content).toBe(level.reply.content);
  });

  it('gives the price when no figure was given yet, and asks which place with nothing before', () => {
    const [, price] = chat('پونک چطوره؟', 'الان چقدره؟');
    expect(price.intent).toBe('market');
    expect(price.reply.content).toContain('آمار بازار، نه ارزیابی: در آگهی‌های فروش پونک');
    // With nothing before, which place is asked (chat16; declined as off-topic before).
    expect(chat('الان چقدره؟')[0].state).toMatchObject({ task: 'market', asked: 'place' });
  });
});

describe('a deposit and a monthly rent said as «… چی؟» (probe25)', () => {
  it('is renting: where to rent with nothing asked, the same place\'s rent after its price', () => {
    // «ثبت شد. چه چیزی را می‌خواهید بدانید؟» with nothing before; the deposit put on the sale card after a price.
    const [cold] = chat('با ۵۰ میلیون پیش و ماهی ۵ تومن چی؟');
    expect(cold.state).toMatchObject({ task: 'rent_suggestion', frame: { deposit: 5e7, rent: 5e6 } });
    const [, rent] = chat('۸۰ متر تو سعادت آباد چنده', 'با ۵۰۰ میلیون پیش و ماهی ۲۰ تومن چی؟');
    expect(rent.state).toMatchObject({ task: 'rent_price', frame: { area: 80, deposit: 5e8, rent: 2e7 } });
    expect(rent.state.places[0]?.id).toBe('saadat-abad');
    // Already renting: the amounts change, the task stays.
    const [, again] = chat('یه ۶۰ متری با ۱۵۰ پیش و ماهی ۸ تومن کجا پیدا میشه', 'با ۲۰۰ میلیون پیش و ماهی ۶ تومن چی؟');
    expect(again.state).toMatchObject({ task: 'rent_suggestion', frame: { area: 60, deposit: 2e8, rent: 6e6 } });
  });
});
