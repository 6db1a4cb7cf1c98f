import 'server-only';

import type { ChatIntent } from '@/lib/contracts/chatbot';
import type { ExtractedSlots } from './slots';

// Intent from cue words, in a fixed order of precedence (a decision list): each intent has a small vocabulary of
// what people write for it, formal and colloquial, matched on the normalised text (ZWNJ read as a space, so
// `می ?ارز` matches «می‌ارزه», «میارزه» and «می ارزه»). Slots found in the sentence decide between the price
// intents and tell a bare detail («۹۰ متر») from a question.

const w = (alternatives: string) => new RegExp(`(?:^|\\s)(?:${alternatives})(?=\\s|$)`, 'u');
/** Like `w` but a word may carry a suffix (ش، ها، ی، ه، م). */
const p = (alternatives: string) => new RegExp(`(?:^|\\s)(?:${alternatives})\\S*`, 'u');

const GREETING_WORDS = w('سلام|درود|سلام علیکم|وقت بخیر|وقتتون بخیر|روز بخیر|صبح بخیر|عصر بخیر|شب بخیر|خسته نباشید|hi|hello|hey|salam|هلو');
/** «های» greets only first: inside a sentence it is the plural ending written apart («مدرسه های کدومش بهتره»). */
const GREETING = { test: (t: string) => GREETING_WORDS.test(t) || /^های(?=\s|$)/u.test(t) };
const THANKS = w('مرسی|ممنون|ممنونم|متشکرم|متشکر|سپاس|سپاسگزارم|تشکر|دستت درد نکنه|دست شما درد نکنه|مچکرم|خداحافظ|خدانگهدار|بای|thanks|thank you|merci|فعلا|قربانت|قربونت|دمت گرم|دمتون گرم|ایول|لطف کردی|لطف کردید|لطف کردین|عالی بود|خیلی ممنون|سپاس گزارم');
const QUESTION = /\?|(?:^|\s)(?:چند|چنده|چقدر|چقدره|چقد|چقده|چه قدر|چن|چه|چطور|چطوره|چطوریه|چطوری|چجوری|چجور|چی|چیه|کجا|کجاست|کدوم|کدام|آیا|ایا|میشه|می شه|بگید|بگو|بگین)(?=\s|$)/u;

/** Whether a message asks something: a question mark in what was typed, or a question word in its words. */
export const asksSomething = (typed: string, text: string): boolean => /[?؟]/u.test(typed) || QUESTION.test(text);

const SERVICE = p(
  'اعتبار|کردیت|credit|اشتراک|پلن|پلان|تعرفه|کد تخفیف|تخفیف|پرداخت|درگاه|ثبت نام|ثبتنام|عضویت|حساب کاربری|گزارش تکمیلی|گزارش کامل|گزارش پایه|گزارش جامع|رایگان|مجانی|سایت|سامانه|اپلیکیشن|شارژ',
);
const SERVICE_HOW = /(?:^|\s)ارزیاب(?:\s|$)|هزینه (?:داره|دارد|میشه|می شود|می شه)|(?:چقدر|چند) هزینه|از کجا (?:میارید|میارین|آوردید|آوردین|اوردید|اوردین|گرفتید|گرفتین|میگیرید|میگیرین|میاد|اومده|آمده)|کارشناسی رسمی|قابل ?اعتماد|(?:برآورد|تخمین) ?ها(?:ی|تون|تان)?(?:\s|$)|به ?روز|بروزه|آپدیت|(?:قیمت|اطلاعات|داده|آمار|عدد)(?: ?ها|ا)?(?:تون|تان)(?:\s|$)|(?:چقد|چقدر|چه قدر|تا چه حد) (?:درست|دقیق|معتبر|واقعی)\S*|(?:چند|چه|کدوم|کدام) (?:تا )?(?:شاخص|معیار)|(?:چطور|چطوری|چجوری|چگونه|از کجا) (?:کار|قیمت|حساب|محاسبه|برآورد|تخمین|میارید|میاری|بدست|به دست|میفهمید)|دقت|دقیق(?:ه|ن)?(?:\s|$)|چه (?:فرقی|چیزی|چیزایی)|(?:ارزیابی|سرویس|خدمات) (?:محیطی|محله)? ?(?:چیه|چیست)|هزینه (?:ی )?(?:ارزیابی|سرویس|خدمات|گزارش)|(?:بسته|بسته ها|بستههای|بسته های) اعتبار|ارزیابی (?:قیمت )?رایگان|پیش بینی قیمت|نرخ تبدیل|(?:تبدیل|معادل) (?:رهن|ودیعه|پول پیش) (?:به|با) اجاره/u;

/** A paid service by name, asked what it does («ارزیابی محیطی چی رو بررسی میکنه؟»), not asked of a place. */
const SERVICE_NAME = /(?:^|\s)(?:ارزیابی (?:قیمت|اجاره|محیطی|محله|هوشمند|دقیق)|پیشنهاد (?:هوشمند )?(?:محل|ملک)|پیشنهاد هوشمند)(?=\s|$)/u;
const WHAT_IT_DOES = w('چی|چیه|چیست|چیا|چیو|چه|چیکار|چکار|چطور|چطوری|چجوری|چگونه|شامل|یعنی');

const COMPARE = p('مقایسه|مقایسش|فرق|تفاوت|بهتره یا|بهتر است یا|کدومش|کدوم بهتره|کدام بهتر|کدوم یکی|vs|در برابر|در مقابل|در مقایسه با|نسبت به');
/** A bare yes or no: an answer to the question just asked. */
const YES_NO = /^(?:نه|آره|اره|بله|آری|نخیر|نه خیر|باشه|اوکی|ok|okay|حتما|حتماً)$/u;
/** «what about …?» at the end of a short message: a what-if about a detail. */
const WHAT_ABOUT = /(?:^|\s)(?:چی|چطور|چطوری|چه طور|چجوری)\s*\??$/u;
/** «کدوم … بهتره», «… ارزون‌تره»: a choice between the places named. */
const WHICH_BETTER = /(?:^|\s)(?:کدوم|کدام|کدومش|کدامش|کدوم یکی|کدام یک)(?=\s|$)|(?:^|\s)(?:بهتر|ارزون ?تر|ارزان ?تر|گرون ?تر|گران ?تر|مناسب ?تر|امن ?تر|خلوت ?تر|آروم ?تر)\S*/u;
/** «از تهرانپارس بهتره؟»: «از» (than) and a comparative. */
const COMPARED_TO = /(?:^|\s)از(?:\s\S+){0,4}\s(?:بهتر|ارزون ?تر|ارزان ?تر|گرون ?تر|گران ?تر|مناسب ?تر|امن ?تر|خلوت ?تر|آروم ?تر|شلوغ ?تر)\S*/u;
/** «یه جای دیگه», «محله‌های دیگر»: another place, not named. */
const OTHER_PLACE = /(?:^|\s)(?:جا|جای|جاهای|محله|محله ی|محله های|محلات|منطقه|منطقه ی|مناطق) (?:دیگه|دیگر|دیگری|دیگه ای)(?=\s|$)/u;
/** «اینجا», «این محله»: the place already being discussed. */
const SAME_PLACE = /(?:^|\s)(?:اینجا|اونجا|اینجاها|این محله|اون محله|همین محله|این منطقه|همین منطقه|این محل|اونجاها)(?=\s|$)/u;
/**
 * «اون یکی چی؟», «آن یکی برای زندگی چطوره؟»: the other place of the conversation (the other of a comparison, or the
 * one discussed before), named by pointing at it. The dialogue puts the place in; the rules read it as one.
 */
const OTHER_ONE = /(?:^|\s)(?:اون یکی|آن یکی|اونیکی|اون یکیه|آن دیگری|اون یکیش|آن یکیش|اونیکیش|اون یکیشون|اون یکی ش)(?=\s|$)/u;
/** «کدومش ارزونتره؟», «کدوم بهتره؟» with no place: which of the pair just compared (the dialogue knows the pair). */
export const asksWhichOfPair = (text: string): boolean =>
  /(?:^|\s)(?:کدوم|کدام|کدومش|کدامش|کدوم یکی|کدام یک|کدومشون|کدامشان)(?=\s|$)/u.test(text) && /(?:^|\s)(?:بهتر|ارزون ?تر|ارزان ?تر|گرون ?تر|گران ?تر|مناسب ?تر)\S*/u.test(text);
/** «ارزون‌تره»: the cheaper one asked (answered from the medians), or the dearer. */
export const cheaperOrDearer = (text: string): 'cheaper' | 'dearer' | null =>
  /(?:^|\s)(?:ارزون ?تر|ارزان ?تر)\S*/u.test(text) ? 'cheaper' : /(?:^|\s)(?:گرون ?تر|گران ?تر)\S*/u.test(text) ? 'dearer' : null;
/** Whether a message points at the other place of the conversation instead of naming it. */
export const refersToOtherPlace = (text: string): boolean => OTHER_ONE.test(text);
/** A trend asked of the price («روند قیمتش», «قیمتا چقدر رفته بالا», «روندش چطوره؟»). */
const TREND = /(?:^|\s)(?:روند|روندش|روندشون|روندشو|تغییرات|رشد|تورم|نوسان|گرون شده|گران شده|ارزون شده|ارزان شده|بالا رفته|رفته بالا|پایین اومده|اومده پایین|افزایش|کاهش)(?=\s|$)/u;
/** Whether a message asks how prices moved («تو یک سال قیمت‌ها چقدر رفته بالا؟»), not their level. */
export const asksTrend = (text: string): boolean => TREND.test(text) || /(?:^|\s)(?:رشد کرده|زیاد شده|کم شده|تغییر کرده|چقدر رفته بالا)(?=\s|$)/u.test(text);
/** «پارسال چقدر بود؟»: last year's level asked, which the index's change over twelve months answers. */
const LAST_YEAR = /(?:^|\s)(?:پارسال|سال پیش|سال قبل|سال گذشته|یه سال پیش|یک سال پیش)(?=\s|$)/u;
export const asksLastYear = (text: string): boolean => LAST_YEAR.test(text);
/** Which of two ways to pay is better («کدومش به صرفه تره؟», «کدوم بهتره؟»). */
const DEPOSIT_OR_RENT = /(?:^|\s)(?:به ?صرفه\S*|بصرفه\S*|می ?صرفه|بهتره|بهتر|کدومش|کدوم یکی|کدام یک|کدامش|عاقلانه\S*)(?=\s|$|[?؟])/u;
const WHERE = /(?:^|\s)(?:پیدا (?:میشه|می شه|میشود|می شود|کنم|میکنم|می کنم)|گیر (?:میاد|میاره)|کدام محلات|کدوم محلات|چه محلاتی|محلات|کدوم محله ها|کدام محله ها|کدام مناطق|کدوم مناطق|چه مناطقی|کجا|کجاها|کجای|کجارو|کجا رو|کدوم محله|کدام محله|کدوم منطقه|کدام منطقه|کدوم محل|چه محله|چه منطقه|چه محلی|چه جایی|کدوم جا|چه جاهایی|محله هایی|محله‌هایی|پیشنهاد|پیشنهادت|پیشنهادی|پیشنهادتون|کجا برم|کجا بگردم|چه محله ای|چه منطقه ای|یه جا|یک جا|یه جای|یک جای)/u;
/** «نزدیک», «اطراف»: near a place named. */
const NEAR = /(?:^|\s)(?:نزدیک|نزدیکِ|نزدیکای|نزدیکی|نزدیکیای|نزدیکیهای|اطراف|حوالی|دور و بر|دوروبر|بغل|کنار)(?=\s|$)/u;
const BUY = p('بخرم|بخریم|بخرن|خرید|بخره|خریداری|بخر|بگیرم خونه|بخرید|خریدن');
/** Buying or selling said with a verb: a price question even without naming the home (it is the one discussed). */
const TRADE_VERB = /(?:^|\s)(?:بخر|بخرم|بخریم|بخرمش|بخریمش|بفروش|بفروشم|بفروشیم|بفروشمش|بفروشیمش|خریدن|فروختن|میفروشم|میخرم)(?=\s|$)/u;
/** «خریدش چقدر تموم میشه؟»: buying or selling the home discussed, said as a noun. */
const TRADE_NOUN = /(?:^|\s)(?:خریدش|خریدنش|خرید این|فروشش|فروختنش|فروش این)(?=\s|$)/u;
const RENT = p('اجاره|رهن|ودیعه|کرایه|مستاجر|مستأجر|پول پیش|اجار|رهنی|اجاره ای');
/** «ماهی چند میشه؟», «ماهانه چقدر باید بدم؟»: a monthly payment asked is a rent asked, though no rent word is said. */
const MONTHLY_ASK = /(?:^|\s)(?:ماهی|ماهانه|ماهیانه|ماهانش|ماهیش) (?:چند|چنده|چقدر|چقدره|چقد|چن)(?=\s|$)/u;
/** Whether a message speaks of renting (a rent, deposit or tenant word). */
export const mentionsRent = (text: string): boolean => RENT.test(text) || MONTHLY_ASK.test(text);
/**
 * A student, a dormitory («دانشجوام», «خوابگاه بهم نرسیده», «اتاق دانشجویی»), or a suite near a university: someone
 * looking for a place to rent, not to buy («دانشجوام دنبال یه سوئیت ارزونم نزدیک دانشگاه تهران» read as a price).
 */
const STUDENT = p('دانشجو|خوابگاه');
const SUITE = p('سوئیت|سوییت|سویت|استودیو');
/** «خونه کوچیک», «یه واحد نقلی»: a small home, as the dialogue's suite rule reads it. */
const SMALL_HOME = p('کوچیک|کوچک|نقلی');
/** Renting out («اجاره بدم», «اجاره دادن»): the landlord's side, not the tenant's. */
// «بدم اجاره» («خونه بخرم بدم اجاره»): the verb first, as it is often said.
const RENT_OUT = /(?:^|\s)(?:(?:اجاره|اجارش|اجاره اش|اجارهش|رهن) (?:بدم|بدیم|بدمش|بدیمش|دادن|دادنش|بده|بدی|بدین|بدید|میدم|میدیم)|(?:بدم|بدیم|بدمش|بدیمش|بدیش|بدی) (?:اجاره|رهن))(?=\s|$)/u;
/** Whether the message speaks of buying to let («میخوام خونه بخرم اجاره بدم»). */
export const buysToLet = (text: string): boolean => RENT_OUT.test(text) && BUY.test(text);
/** «بازدهی اجاره», «سود اجاره دادن», «اجاره‌بها چند درصد قیمت خونه‌ست»: the rent measured against the price. */
const YIELD_WORD = /(?:^|\s)(?:بازده|بازدهی|بازدهش|بازدهیش|بازدهیشون|بازده اش|بازدهی اش|yield)(?=\s|$|[?؟])/u;
const PROFIT = p('سود');
/** «به صرفه است», «میصرفه», «می‌ارزه», «خوبه»: whether something pays. */
const PAYS = /(?:^|\s)(?:به صرفه|بصرفه|میصرفه|می صرفه|صرف داره|می ?ارزه|سود\S*|صرف می ?کنه|خوبه|خوب است|خوب هست)(?=\s|$|[?؟])/u;
const PERCENT = /(?:^|\s)(?:درصد|درصده|درصدش|درصدی|٪|%)(?=\s|$|[?؟])/u;
/**
 * Whether a message asks the rental yield: a yield word; a profit or a percentage with the rent («سود اجاره دادن»,
 * «اجاره‌بها چند درصد قیمت خونه‌ست») and no price movement («اجاره‌ها چند درصد گرون شده» is a trend); or buying to
 * let, asked how much it brings («برای سرمایه‌گذاری بخرم اجاره بدم چقدر درمیاد؟»). `rank`: where it is highest asked
 * («کدوم محله برای اجاره دادن بهتره؟»).
 */
export function asksYield(text: string): 'place' | 'rank' | null {
  const rent = mentionsRent(text);
  const trend = TREND.test(text) || /(?:^|\s)(?:گرون|گران|ارزون|ارزان) (?:شده|میشه|تر شده)(?=\s|$)/u.test(text);
  const ranked = /(?:^|\s)(?:کجا|کجاها|کدوم|کدام|کدوم محله|کدام محله|چه محله|بهترین|بیشترین|بالاترین)(?=\s|$)/u.test(text);
  if (YIELD_WORD.test(text)) return ranked && !/(?:بازده|بازدهی)(?:ش|یش)/u.test(text) ? 'rank' : 'place';
  if (trend) return null;
  // «صاحبخونه میگه اجاره رو ۲۰ درصد ببره بالا»: a percentage said is a raise, not a yield asked.
  if (rent && (PROFIT.test(text) || (PERCENT.test(text) && !/\d\s?(?:درصد|٪|%)/u.test(text)))) return 'place';
  if (RENT_OUT.test(text) && BUY.test(text) && HOW_MUCH.test(text) && !ranked) return 'place';
  // «ماهی چقدر اجاره میاد اگه یه خونه … بخرم؟», «اگه تو ونک ۲۰ میلیارد خونه بخرم اجاره‌ش ماهی چند میشه؟»: the rent
  // of a home one would buy, asked how much: what buying to let brings.
  if (BUY_ACT.test(text) && rent && HOW_MUCH.test(text) && !ranked) return 'place';
  // «تو منطقه ۲۲ خرید برای اجاره خوبه؟», «خرید برای اجاره تو پونک میصرفه؟»: buying to let, weighed.
  if (/(?:^|\s)(?:خرید|خریدن|بخرم|بخریم) (?:(?:خونه|خانه|ملک|آپارتمان|واحد) )?(?:برای|واسه|جهت) (?:اجاره|رهن)(?: دادن)?(?=\s|$)/u.test(text) && !ranked) return 'place';
  // «اجاره دادن خونه تو نارمک به صرفه است؟», «… بخرم اجاره بدم خوبه؟», «… یا پولو بذارم بانک؟»: whether letting pays,
  // of a place (or set against something else).
  if (RENT_OUT.test(text) && ((PAYS.test(text) && !(HOW_MUCH.test(text) && !BUY.test(text))) || (/ یا /u.test(` ${text} `) && (BUY.test(text) || /(?:^|\s)بهتر/u.test(text)))) && !ranked) return 'place';
  // Letting asked where, with no buying: where a landlord gets most for the price.
  // «میخوام سرمایه گذاری کنم تو ملک، اجاره بدم کجا خوبه؟» too (a renter's search before).
  if (RENT_OUT.test(text) && !BUY.test(text) && ranked && /(?:^|\s)(?:بهتر|بهتره|بیشتر|مناسب ?تر|بهترین|خوبه|خوب)\S*/u.test(text)) return 'rank';
  return null;
}
/** «بازدهیش از بانک بیشتره؟», «… یا پولو بذارم بانک؟»: a bank's interest set beside the yield (not «بانک مرکزی»). */
export const mentionsBank = (text: string): boolean =>
  /(?:^|\s)(?:بانک|بانکی|سپرده|سپرده‌ی|سپرده گذاری|سپرده‌گذاری|bank)(?=\s|$|[?؟،,])(?! مرکزی)/u.test(text);
/** «بهترین محله تهران برای خرید», «بهترین جا برای زندگی»: the best place asked for, none named. */
const BEST_PLACE = /(?:^|\s)(?:بهترین|خوبترین|بهترینه) (?:محله|محل|منطقه|مناطق|محلات|جا|جای|نقطه)(?=\s|$)/u;
export const asksBestPlace = (text: string): boolean => BEST_PLACE.test(text);
/** Whether the message says buying («خرید», «بخرم»). */
const INVESTING = /(?:^|\s)سرمایه ?گذاری(?=\s|$)/u;
/** Investing said («چیتگر برای سرمایه گذاری خوبه؟»). */
export const mentionsInvesting = (text: string): boolean => INVESTING.test(text);
/** Where prices are going: a forecast asked («قیمتا بیاد پایین؟», «سال دیگه … چقدر میشه؟», «کی ارزون میشه»). */
const FORECAST = /(?:^|\s)(?:(?:میاد|بیاد|میره|بره|میان|بیان) پایین|پایین (?:میاد|بیاد|میره|میان|بیان|نمیاد)|(?:ارزون|ارزان|ارزونتر|ارزانتر) (?:میشه|می شود|میشن|بشه|شود)|ریزش|پیش ?بینی|سال (?:دیگه|دیگر|بعد|آینده)|صبر کنم|حباب)(?=\s|$|[?؟])/u;
const MARKET_WORDS = /(?:^|\s)(?:قیمت\S*|بازار|مسکن|خونه\S*|خانه\S*|ملک|آپارتمان\S*)(?=\s|$|[?؟])/u;
export const asksForecast = (text: string): boolean => FORECAST.test(text) && MARKET_WORDS.test(text) && !/(?:^|\s)(?:دقت|خطا|دقیق)/u.test(text);

/** Buying said, or investing (a home bought for its value: «بهترین منطقه برای سرمایه گذاری»). */
export const mentionsBuying = (text: string): boolean => BUY.test(text) || INVESTING.test(text);
const RENT_ACT = /(?:اجاره|رهن) (?:کنم|کنیم|کرد|کنه|بکنم)|مستاجر|مستأجر/u;
/** Wanting or looking for («میخوام …», «دنبال …»): what starts a search. */
const WANT = /(?:^|\s)(?:میخوام|می خوام|میخواهم|می خواهم|میخوایم|می خوایم|میخواهیم|قصد|دنبال)(?=\s|$)/u;
/** Buying said as the act («بخرم», «خریداری کنم»). */
const BUY_ACT = /(?:^|\s)(?:بخرم|بخریم|خریداری کنم|خریداری کنیم|خرید کنم|خرید کنیم)(?=\s|$)/u;

const MARKET = /(?:^|\s)(?:آمار|آمار قیمت|قیمتا|قیمتاش|قیمتاشون|قیمت هاش|قیمتهاش|قیمت های|سال اخیر|سال گذشته|ماه اخیر|ماه گذشته|نرخ|چه خبر|گرون ?ترین|گران ?ترین|ارزون ?ترین|ارزان ?ترین|زیاد شده|کم شده|رشد کرده|تغییر کرده|تغییرات|پارسال|نسبت به پارسال|متری چند|متری چقدر|متری چنده|متری چن|هر متر|یک متر|1 متر|یه متر|متر مربعی|قیمت متری|متر مربع|روند|روندش|روندشون|روندشو|رشد|تورم|گرون شده|گران شده|ارزون شده|نوسان|شاخص|میانگین قیمت|متوسط قیمت|بازار مسکن|بازار|قیمت مسکن|قیمت ها|قیمتها|قیمت‌ها|آپارتمان های|آپارتمانهای|خانه های|خونه های|چه خبره|بالا رفته|پایین اومده|افزایش)(?=\s|$)/u;
/** «اجاره‌ها», «رهن‌ها»: the rents in the plural («منطقه ۲۲ اجاره‌ها چنده؟»). */
const RENTS = /(?:^|\s)(?:اجاره ها|اجارها|اجاره هاش|اجاره های|رهن ها|رهنا|کرایه ها|کرایه های)(?=\s|$)/u;
/** «میانگین», «متوسط», «معمولاً»: a typical level asked, not one home's price. */
const AVERAGE = w('میانگین|متوسط|به طور متوسط|بطور متوسط|معمولا|معمولاً|معمولی|میانه');
const LIVING = p(
  'زندگی|امکانات|مترو|ایستگاه|دسترسی|امن|امنیت|محیط|محیطش|آروم|آرام|شلوغ|ترافیک|پارک(?!ینگ|ینک)|بیمارستان|مدرسه|دانشگاه|مرکز خرید|فروشگاه|حمل و نقل|حمل ونقل|خوبه|خوبیه|چطور محله|چجور جا|جای خوبی|امتیاز|ارزیابی محله|ارزیابی محیطی|رفاهی|آلودگی|هوای',
);
const VALUE = /(?:^|\s)(?:می ?ارز|ارزش|ارزه|قیمت|قیمتش|قیمتشو|فروش|بفروش|فروختن|بفروشم|بفروشمش|بفروشیم|چند|چنده|چقدر|چقدره|چقد|چن|میشه|در ?میاد|میخرن|خرید)/u;
const PROPERTY = p('آپارتمان|اپارتمان|خونه|خانه|خونمو|خونمون|واحد|ملک|ملکم|ویلا|ویلایی|سوئیت|سوییت|منزل|پنت|ساختمون|ساختمان|متری|متر(?!و)');
/** A home named as such (not only its size). */
const PROPERTY_NOUN = p('آپارتمان|اپارتمان|خونه|خانه|واحد|ملک|ویلا|سوئیت|سوییت|منزل|پنت');
const OFF_TOPIC_GOODS = p('دلار|یورو|سکه|طلا|بورس|ماشین|خودرو|پژو|پراید|سمند|گوشی|موبایل|بلیط|بلیت|بیت ?کوین|ارز دیجیتال|رمزارز|زمین کشاورزی|باغ|مغازه|تجاری|اداری|سهام');
/** Property that is not a home: the engines value flats only. */
const COMMERCIAL = p('مغازه|تجاری|اداری|دفتر کار|سوله|کارگاه|زمین کشاورزی|باغ|دامداری|انبار تجاری|پاساژ');
/** Bare land («قیمت زمین تو لواسان»): no flat the engines value; with a building named it is the flat's question. */
const LAND = /(?:^|\s)زمین(?:ی|ش|های|ها)?(?=\s|$)/u;
/** The paperwork of a deal — a loan, a lease contract, taxes — which no tool holds («وام ودیعه مسکن چطوری بگیرم»). */
const PAPERWORK = p('وام|قرارداد|قولنامه|مالیات|تسهیلات|کد رهگیری');
const RESIDENTIAL_NOUN = p('آپارتمان|اپارتمان|خونه|خانه|واحد مسکونی|مسکونی|سوئیت|سوییت|منزل|پنت');
const CHIT_CHAT = p('جوک|شعر|داستان|آهنگ|فیلم|فوتبال|هوا|رستوران|غذا|دستور پخت|ترجمه|برنامه نویسی|پایتون|جاوا اسکریپت|انتخابات|سیاست|سیاسی|دین|ورزش|بازی');
const RECOMMEND = p('معرفی|سراغ دار|آدرس');
const HYPOTHETICAL = /(?:^|\s)(?:اگه|اگر|اگرم|حالا اگه|و اگه|ولی اگه|منظورم|ببخشید|نه|اشتباه|درستش)(?=\s|$)/u;

const HYPOTHETICAL_START = /^(?:و |خب |حالا |ولی )?(?:اگه|اگر)(?=\s)/u;
/** «همین واحد», «این خونه»: the home already being discussed. */
const SAME_HOME = /(?:^|\s)(?:همین|همون|این|اون) (?:واحد|خونه|خانه|آپارتمان|اپارتمان|ملک)(?=\s|$)/u;
/** A price question: a price word, or «چند/چقدر» about a home or a size («چقدر راهه» to the metro is not one). */
const PRICE_WORD = /(?:^|\s)(?:قیمت\S*|ارزش\S*|می ?ارز\S*|ارزه|بفروش\S*|فروش\S*|تومن|تومان)(?=\s|$)/u;
const HOW_MUCH = /(?:^|\s)(?:چند|چنده|چقدر|چقدره|چقد|چن|چه قدر)(?=\s|$)/u;
const LIVING_STRONG = p('زندگی|امکانات|مترو|ایستگاه|دسترسی|امنیت|امنه|امن|محیط|آرامش|شلوغ|ترافیک|رفاهی|بیمارستان|مدرسه|مرکز خرید|سر و صدا|سروصدا');
/**
 * «نارمک چطوره؟», «محله نارمک چطوره؟»: how a named neighbourhood is, with no other detail, asks about living there —
 * the commonest way the question is put. A home named without «محله» («خونه تو نارمک چطوره؟») is not this question.
 */
const AREA_WORD = w('محله|محل|منطقه');
/** «امتیاز محله ونک چنده؟», «شهرک غرب امتیازش چنده»: the environment score asked, «چند» of a score not a price. */
const SCORE = p('امتیاز|نمره');
const HOW_IS = w('چطوره|چطوریه|چطور است|چطوریست|چجوریه|چه جوریه|چه طوره');

/**
 * The asker's own balance («چند اعتبار دارم؟», «اعتبار من چقدره», «موجودی حسابم»): credit said as theirs (a
 * possessive, «من», «حسابم») or with «دارم/مونده». «هر اعتبار چند تومنه؟» or «اعتبار هدیه ثبت نام» ask the prices.
 */
const OWN_CREDITS = new RegExp(
  [
    '(?:^|\\s)(?:اعتبار|کردیت|موجودی|شارژ)(?:م|مو|مه|ام|امو|ای من|های من|ها ی من|هام|امه)(?=\\s|$)',
    '(?:^|\\s)(?:اعتبار|کردیت|credit|موجودی|شارژ) (?:من|حسابم|حساب من|اکانتم|اکانت من|پنلم)(?=\\s|$)',
    '(?:^|\\s)(?:اعتبار|کردیت|credit)(?:ی|ها|ای)?(?: \\S+){0,3} (?:دارم|داریم|مونده|مانده|برام مونده|برام مانده|باقی مونده|باقی مانده|باقیمانده)(?=\\s|$)',
    '(?:^|\\s)(?:حسابم|حساب من|اکانتم|اکانت من)(?: \\S+){0,2} (?:اعتبار|کردیت|موجودی|شارژ)',
  ].join('|'),
  'u',
);

/** Whether the message asks the asker's own credit balance (a service question answered with it first). */
export function asksOwnCredits(text: string): boolean {
  return OWN_CREDITS.test(text);
}

/** «محله های منطقه ۲ کدوما هستن؟», «اسم محله‌های منطقه ۵»: the names of a district's neighbourhoods asked. */
export const asksNeighbourhoodList = (text: string): boolean =>
  /(?:^|\s)(?:محله ها|محله های|محلات|محله هاش|محله هاشو)(?=\s|$)/u.test(text) && /(?:^|\s)(?:کدوما|کدومان|کدوم ها|کدام ها|کدامند|کدام اند|چیا|چیان|چیه|اسم|اسامی|لیست|فهرست|کدومن|کدوم هان)(?=\s|$)/u.test(text);
const CHEAP = /(?:^|\s)(?:ارزون|ارزونه|ارزان|ارزانه|ارزون تر|ارزونتر|ارزان تر|مناسب|به صرفه|به صرفس)(?=\s|$)/u;
/** «میدن», «میخرن»: what buyers give for the home. */
const BUYERS_PAY = /(?:^|\s)(?:میدن|می دن|میدن ازم|میخرن|می خرن|میخرنش|می خرنش|بخرنش)(?=\s|$)/u;
/** «کدومش», «کدوم یکی»: one of two asked for. */
const WHICH_OF_TWO = /(?:^|\s)(?:کدوم|کدام|کدومش|کدامش|کدومشون|کدامشان|کدوم یکی|کدام یک|کدومیکی)(?=\s|$)/u;
/** A comparative («بهتره», «امن‌تره» written joined or apart, «ارزون‌تر»). */
const COMPARATIVE = /(?:^|\s)(?:بهتر|ارزون ?تر|ارزان ?تر|گرون ?تر|گران ?تر|مناسب ?تر|(?:نا)?امن ?تر|آروم ?تر|آرام ?تر|شلوغ ?تر|خلوت ?تر|نزدیک ?تر|تمیز ?تر)\S*/u;
/** «… برای خرید خوبه؟»: a place judged for buying or living, not priced. */
const GOOD_FOR = /(?:^|\s)(?:برای|واسه) (?:خرید|خرید خونه|خرید خانه|خرید آپارتمان|سرمایه گذاری|زندگی|اجاره|رهن|اجاره نشینی) (?:\S+ )?(?:خوبه|خوبیه|مناسبه|خوب است|مناسب است)(?=\s|$)/u;
/** «منطقه ۱۵ ارزونه؟», «پونک گرونه؟»: whether a place is cheap or dear (not the comparative, «ارزون‌تره»). */
const CHEAP_OR_DEAR = /(?:^|\s)(?:ارزونه|ارزانه|گرونه|گرانه|ارزون|ارزان|گرون|گران)(?=\s|$|[?؟])/u;
export const asksCheapOrDear = (text: string): boolean => CHEAP_OR_DEAR.test(text);
/** «ارزون‌ترین محلهٔ منطقه ۵ کجاست؟», «گرونترین محلش کدومه؟»: the cheapest (or dearest) neighbourhoods asked for. */
export const asksExtremePlace = (text: string): 'cheaper' | 'dearer' | null => {
  if (!/(?:^|\s)(?:محله|محله ی|محلش|محله اش|محلات|محله ها|محله های|جا|جای|جاش|جاهای|کجا|کجاش|کجاشه|کدوم محله|کدام محله|کدوم محلش)(?=\s|$|[?؟])/u.test(text)) return null;
  return /(?:^|\s)(?:ارزون|ارزان) ?ترین/u.test(text) ? 'cheaper' : /(?:^|\s)(?:گرون|گران) ?ترین/u.test(text) ? 'dearer' : null;
};
/** «الان چقدره؟», «امسال چی؟», «خب الان چند؟»: the level now asked, and nothing else. */
export const NOW_ASKED = /^(?:و |خب |حالا )?(?:امسال|الان|الآن|این روزا|الانش|امسالش)(?: چی| چطور| چقدره| چقدر| چنده| چند| چقده| چقد)(?: هست| است)?$/u;
/** «تهران چی؟», «خود تهران چطور»: the city itself asked, with nothing else. */
export const TEHRAN_ITSELF = /^(?:خود |تو |در |توی |کل |خود شهر )?تهران(?: خودش)? (?:چی|چطور|چطوره|چه طور|چطوریه)$/u;

/** Live conditions (traffic now, the weather): not something a property service knows. */
// «مشاور املاک خوب تو پونک میشناسی؟»: an agent or agency to be named (we list none), not a question of the place.
const AGENT = /(?:^|\s)(?:مشاور(?:ین|ان)? املاک|مشاورین|بنگاه|بنگاهی|بنگاهیا|بنگاه ها|بنگاهی ها|بنگاهدار|آژانس املاک|املاکی)(?=\s|$)/u;
/** An estate agent asked for («بنگاه خوب …», «شماره مشاور املاک»): the dialogue says we name none. */
export const asksForAgent = (text: string): boolean => AGENT.test(text);
const LIVE = /(?:^|\s)(?:وضعیت ترافیک|ترافیک (?:الان|امروز|فعلا)|آب و هوا|هوا(?:ی)? (?:فردا|امروز|الان))/u;

/** «میانگین قیمت هر متر کل تهران», «قیمت متری کل شهر»: the whole city's level (an average or per-m² word with it). */
export const asksCityLevel = (text: string): boolean =>
  /(?:^|\s)(?:کل|همه|کلا|کلاً|کل شهر|سطح) ?(?:تهران|شهر)(?=\s|$|[?؟])/u.test(text) &&
  // «روند قیمت کل تهران»: the city's series is its trend too (it asked which neighbourhood or district).
  (AVERAGE.test(text) || /(?:^|\s)(?:هر متر|متری|متر مربع|روند|شاخص)(?=\s|$)/u.test(text));

export interface IntentInput {
  /** numeralized, normalised text */
  text: string;
  /** the text asks the asker's own balance (asksOwnCredits) */
  ownCredits: boolean;
  slots: ExtractedSlots;
  places: number;
  /** places written exactly (not guessed from a typo): «بارون» or «امامی» may be near a name and still mean none */
  certainPlaces: number;
  hasDistrict: boolean;
  unassignedMoney: number;
  outsideTown: boolean;
  /** landmarks named that are no catalogue place («نزدیک دانشگاه شهید بهشتی») */
  landmarks?: number;
  /** «شمال شهر», «غرب تهران»: a part of the city said (its districts), or taken back («نه شمال شهر») */
  region?: 'none' | 'said' | 'negated';
  /** how many parts of the city were said and not taken back («شمال شهر یا جنوب؟»: two) */
  regions?: number;
  /** a university or faculty named («نزدیک دانشگاه تهران»), as a place or a landmark */
  university?: boolean;
}

const anySlotBesidesPlace = (s: ExtractedSlots, money: number) => money > 0 || Object.values(s).some((v) => v !== undefined);
const hasAnySlot = (s: ExtractedSlots, places: number, money: number) => places > 0 || anySlotBesidesPlace(s, money);

export function detectIntent(input: IntentInput): ChatIntent {
  const t = input.text;
  const s = input.slots;
  const words = t.split(' ').filter(Boolean);
  const placeCount = input.places;
  const anySlot = hasAnySlot(s, placeCount, input.unassignedMoney);
  const money = s.budget !== undefined || s.deposit !== undefined || s.rent !== undefined || input.unassignedMoney > 0;
  const question = QUESTION.test(t);
  // A student, or a suite near a university, looking for somewhere near a place: renting.
  // «خوابگاه دانشگاه چطوری ثبت نام کنم» asks no home: a home, a room, «a place», cheapness or a wish must be said.
  const housing = PROPERTY_NOUN.test(t) || /(?:^|\s)(?:اتاق|اتاقی|جا|جای|جایی)(?=\s|$)/u.test(t) || CHEAP.test(t) || WANT.test(t) || HOW_MUCH.test(t);
  // «خونه دانشجویی ارزون کجاست؟»: looking where, no place needed.
  const student = (STUDENT.test(t) || (SUITE.test(t) && input.university === true)) && (placeCount > 0 || (input.landmarks ?? 0) > 0 || WHERE.test(t)) && housing && !/ثبت ?نام/u.test(t);
  const rentWords = mentionsRent(t) || s.deposit !== undefined || s.rent !== undefined || student;

  if (/^\d+(?:\.\d+)?$/.test(t)) return 'inform';
  // «تهران چی؟» after a town outside it: a follow-up the dialogue answers with the city, not an off-topic question.
  if (placeCount === 0 && !input.hasDistrict && TEHRAN_ITSELF.test(t.replace(/[?!.]/g, '').trim())) return 'inform';
  if (LIVE.test(t)) return 'out_of_scope';
  // A price said or asked with it («مشاور املاک میگه ونک متری ۱۰۰ میلیونه، درسته؟») is still the price question.
  if (AGENT.test(t) && !PRICE_WORD.test(t) && !rentWords && !anySlotBesidesPlace(s, input.unassignedMoney)) return 'out_of_scope';
  // «اجارهٔ ماشین»: renting or pricing something that is not a home.
  if (OFF_TOPIC_GOODS.test(t) && !PROPERTY.test(t) && input.certainPlaces === 0 && s.area === undefined) return 'out_of_scope';
  if (CHIT_CHAT.test(t) && !PROPERTY.test(t) && input.certainPlaces === 0 && !rentWords) return 'out_of_scope';
  // «یه رستوران خوب تو تجریش معرفی کن»: a business to be named, even in a named neighbourhood.
  if (CHIT_CHAT.test(t) && RECOMMEND.test(t) && !PROPERTY.test(t) && !rentWords && !anySlotBesidesPlace(s, input.unassignedMoney)) return 'out_of_scope';
  if (YES_NO.test(t)) return 'inform';
  // «الان بخرم یا صبر کنم قیمتا بیاد پایین؟», «سال دیگه قیمت مسکن چقدر میشه؟»: a forecast, which the data does not hold
  // (the dialogue says so and gives the past trend), not a place's figures to ask which place of.
  if (asksForecast(t) && placeCount === 0 && !money && s.area === undefined) return 'out_of_scope';
  // «قیمت خونه تو پونک سال دیگه چقدر میشه؟»: of one place, its figures and trend, said to be no forecast (the size was asked).
  if (asksForecast(t) && placeCount === 1 && !money && s.area === undefined) return 'market';
  // «صاحبخونه میگه ۵۰ میلیون بذار رو رهن یا ماهی ۳ تومن بیشتر بده، کدومش به صرفه تره؟»: a deposit set against a
  // monthly rent, which is better — the service's conversion rate answers it (it was a search asking the size).
  // The deposit is often an amount the slots leave unassigned («۵۰ میلیون بذار رو رهن»): a deposit word said is enough.
  const depositSaid = s.deposit !== undefined || (input.unassignedMoney > 0 && /(?:^|\s)(?:رهن\S*|ودیعه\S*|پیش)(?=\s|$)/u.test(t));
  if (depositSaid && s.rent !== undefined && placeCount === 0 && / یا /u.test(` ${t} `) && DEPOSIT_OR_RENT.test(t) && !WHERE.test(t)) return 'service_info';
  // «محله های منطقه ۲ کدوما هستن؟»: a district's neighbourhoods asked (answered with the district and their names);
  // «محله های شهر ری کدوما هستن؟» the same of a place that spans several (answered with its district's).
  // «محله هاش کدوما هستن؟» after a district's answer: the same, of the place being discussed.
  if (placeCount <= 1 && asksNeighbourhoodList(t)) return 'neighbourhood_info';
  if (COMMERCIAL.test(t) && !RESIDENTIAL_NOUN.test(t)) return 'out_of_scope';
  if (LAND.test(t) && !RESIDENTIAL_NOUN.test(t) && !/(?:^|\s)ساختمان/u.test(t)) return 'out_of_scope';
  if (PAPERWORK.test(t) && !anySlotBesidesPlace(s, input.unassignedMoney)) return 'out_of_scope';
  if (!anySlot && words.length <= 6) {
    if (THANKS.test(t)) return 'thanks';
    if (GREETING.test(t) && !SERVICE.test(t) && !question) return 'greeting';
  }
  if (placeCount >= 2 && (COMPARE.test(t) || WHICH_BETTER.test(t))) return 'compare';
  // «بازده اجاره چیتگر از پونک بیشتره؟»: two places' yields asked is their comparison (a rent to size before).
  if (placeCount === 2 && !money && YIELD_WORD.test(t)) return 'compare';
  // «با شهرک غرب چه فرقی داره؟», «از تهرانپارس گرونتره؟»: one place weighed against the one being discussed (the
  // dialogue pairs them); «چه فرقی» asks of the service only when no place is named.
  if (placeCount === 1 && (/(?:^|\s)(?:مقایس|فرق|تفاوت)/u.test(t) || COMPARED_TO.test(t)) && !SERVICE.test(t) && !money && s.area === undefined) return 'compare';
  const aboutService = SERVICE_NAME.test(t) && WHAT_IT_DOES.test(t) && placeCount === 0 && !anySlot && !SAME_PLACE.test(t);
  if (SERVICE.test(t) || SERVICE_HOW.test(t) || aboutService || (input.ownCredits && placeCount === 0)) {
    // «اعتبار» and «رایگان» are about the service unless the sentence describes a flat.
    if (!(s.area !== undefined && placeCount > 0)) return 'service_info';
  }
  if (placeCount >= 2 && (COMPARE.test(t) || / یا /u.test(` ${t} `) || /^بین /u.test(t))) return 'compare';
  // «بازدهی اجاره تو پونک چقدره؟», «کدوم محله برای اجاره دادن بهتره؟»: the rent against the price, a market question
  // of the place (or of where it is highest), not a rent to size.
  // With money to buy with («اگه خونه ۱۰ میلیاردی بخرم و اجاره بدم ماهی چقدر درمیاد؟»), the yield on that budget.
  // So is a landlord's money with no deposit or rent said («اگه ۵ میلیارد بذارم تو خونه اجاره بدم سالی چقدر سود داره؟»).
  const buyingMoney = money && s.deposit === undefined && s.rent === undefined && (buysToLet(t) || BUY_ACT.test(t) || RENT_OUT.test(t));
  if (placeCount <= 1 && asksYield(t) && (!money || buyingMoney)) return 'market';
  // «چیتگر برای سرمایه گذاری خوبه؟», «خرید آپارتمان تو چیتگر برای سرمایه گذاری میصرفه؟»: an investor asks of one place
  // what the data can say, its prices and their trend (the dialogue offers its yield), not its environment score nor a
  // flat to size.
  if (placeCount === 1 && INVESTING.test(t) && !money && s.area === undefined && s.rooms === undefined) return 'market';
  // «سوئیت ارزون تو منطقه ۱۴ واسه اجاره», «اجاره یه اتاق تو منطقه ۱۲ ماهی چند درمیاد»: a suite's or a room's rent in a
  // district is the district's rent at a one-bedroom's size, a market question as «اجاره سوئیت تو منطقه ۶» is.
  // A wish to rent there with no price asked («میخوام تو منطقه ۲ سوئیت اجاره کنم») is still the search in it.
  const suiteInDistrict = (SUITE.test(t) || SMALL_HOME.test(t) || /(?:^|\s)اتاق(?=\s|$)/u.test(t)) && (!WANT.test(t) || HOW_MUCH.test(t));
  if (placeCount === 1 && input.hasDistrict && rentWords && suiteInDistrict && !money && s.area === undefined && (s.rooms ?? 1) <= 1) return 'market';
  // «ونک رو با یه جای دیگه مقایسه کن»: a comparison still missing its second place.
  if (placeCount === 1 && /(?:^|\s)مقایس/u.test(t)) return 'compare';
  // «سعادت آباد بهتره یا یه جای دیگه؟»: one place weighed against another not named yet.
  if (placeCount === 1 && OTHER_PLACE.test(t) && (COMPARE.test(t) || WHICH_BETTER.test(t) || / یا /u.test(` ${t} `))) return 'compare';
  // «بهترین محله تهران برای خرید با ۵ میلیارد», «بهترین محله برای زندگی»: the search for where (the dialogue says
  // what «best» can mean there, and asks buying or renting when the message does not say).
  // «ارزونترین محله منطقه ۵ کجاست؟», «گرونترین محلش کدومه؟», «ارزونترین محله تهران کجاست؟»: the neighbourhoods ranked
  // by their market medians, a market question (declined, or a district's index alone, before).
  if (asksExtremePlace(t) && placeCount <= 1 && !money && s.area === undefined && s.rooms === undefined) return 'market';
  if (asksBestPlace(t) && placeCount === 0) return rentWords || RENT_ACT.test(t) ? 'rent_suggestion' : 'buy_suggestion';
  // «یه جای ارزون برای اجاره نزدیک مترو صادقیه»: «a place» near one named is the rent there, not a search of Tehran.
  const nearNamed = placeCount === 1 && !money && NEAR.test(t) && !WHERE.test(t.replace(/(?:^|\s)(?:یه|یک) جای?(?=\s|$)/gu, ' '));
  if (WHERE.test(t) && (money || BUY.test(t) || rentWords) && !nearNamed) {
    // «میخوام خونه بخرم اجاره بدم، کجا بهتره؟»: letting it out is the buyer's plan, not renting.
    const rentSide = s.deposit !== undefined || s.rent !== undefined || ((rentWords || RENT_ACT.test(t)) && !(BUY.test(t) && RENT_OUT.test(t)));
    if (rentSide && !(s.budget !== undefined && !s.deposit && !s.rent && !RENT.test(t))) return 'rent_suggestion';
    return 'buy_suggestion';
  }
  // «جنوب شهر با ۵۰۰ میلیون رهن میشه خونه گرفت؟», «بودجه ۱.۵ میلیارد شمال شهر آپارتمان کوچیک»: money and a part of
  // the city, no neighbourhood: where in it the money reaches, a search of its districts.
  if (input.region === 'said' && placeCount === 0 && money && !(HOW_MUCH.test(t) && s.area !== undefined)) {
    const rentSide = s.deposit !== undefined || s.rent !== undefined || rentWords || RENT_ACT.test(t);
    return rentSide && !(s.budget !== undefined && !s.deposit && !s.rent && !RENT.test(t)) ? 'rent_suggestion' : 'buy_suggestion';
  }
  // «غرب تهران ارزونتره؟», «قیمتا تو شمال شهر چطوره؟»: the market of a part of the city, no flat or money.
  if (input.region === 'said' && placeCount === 0 && !money && s.area === undefined && s.rooms === undefined && (cheaperOrDearer(t) !== null || MARKET.test(t) || AVERAGE.test(t) || RENTS.test(t))) return 'market';
  // «شمال شهر یا جنوب؟», «غرب یا شرق تهران؟»: two parts set one against the other, nothing else said — weighed as
  // «غرب ارزونتره یا شرق تهران؟» is (each part's districts beside the city's level), not the last part alone.
  if (input.region === 'said' && (input.regions ?? 0) >= 2 && placeCount === 0 && !anySlot && / یا /u.test(` ${t} `)) return 'market';
  // «شمال شهر چطوره؟», «جنوب تهران برای زندگی خوبه؟»: living there, asked of one of its neighbourhoods.
  // «یه جای خوب تو غرب تهران برای زندگی میخوام» looks for where, buying or renting not said: left to the dialogue.
  if (input.region === 'said' && placeCount === 0 && !money && !PRICE_WORD.test(t) && !HOW_MUCH.test(t) && !rentWords && !WHERE.test(t) && (HOW_IS.test(t) || GOOD_FOR.test(t) || LIVING_STRONG.test(t))) return 'neighbourhood_info';
  if (money && s.deposit === undefined && s.rent === undefined && BUY.test(t) && !rentWords && s.area === undefined && placeCount === 0) {
    return 'buy_suggestion';
  }
  if (money && BUY.test(t) && !rentWords && (WHERE.test(t) || placeCount === 0 || s.area === undefined)) return 'buy_suggestion';
  // A renter's budget stated as a request («۳۰۰ تومن پیش دارم، ماهی ۸ تومن میتونم بدم») — not a bare detail («رهن ۳۰۰ میلیون»).
  // «اگه ۱ میلیارد رهن بدم» is a what-if about the question already asked, not a search.
  // «با ۲۰۰ تومن پیش و ماهی ۱۰» (the payments alone, opened by «با») is a detail, as «با ۸۰۰ رهن چی؟» is.
  // So is a short one that opens with the amount («۱۰۰ میلیون میتونم پیش بدم»).
  const paymentsAlone = (/^با\s/u.test(t) || (/^\d/u.test(t) && words.length <= 5)) && !WANT.test(t) && !RENT_ACT.test(t);
  if (rentWords && (s.deposit !== undefined || s.rent !== undefined) && !question && s.area === undefined && placeCount === 0 && words.length > 3 && !HYPOTHETICAL_START.test(t) && !paymentsAlone) return 'rent_suggestion';
  if (RENT_ACT.test(t) && money && !question && s.area === undefined && placeCount === 0 && !HYPOTHETICAL_START.test(t)) return 'rent_suggestion';

  // «میخوام خونه بخرم», «میخوام تو غرب تهران خونه اجاره کنم»: a search begun before any amount (asked next), not
  // a question about one home (no place, no price asked).
  // One place named is where to search («میخوام تو منطقه ۲ خونه اجاره کنم», «میخوام تو ونک خونه بخرم»: «ثبت شد»
  // before, or «which neighbourhood?» and then a search of all Tehran).
  // A flat described with its terms («… ۶۰ متری تو تهرانپارس غربی گفته ۳۰۰ میلیون رهن …») is one home, not a search.
  // A suite wanted in or near one neighbourhood («میخوام یه سوئیت اجاره کنم نزدیک مترو صادقیه») is a small flat's rent
  // there (the one-bedroom's usual size taken), as «سوئیت نزدیک مترو صادقیه اجاره چنده؟» is, not a search of Tehran.
  // «یه خونه کوچیک نزدیک مترو تجریش برای اجاره میخوام»: a small home to rent is the same (it was a search asking the
  // deposit); buying one is still the buyer's search.
  const smallThere = SMALL_HOME.test(t) && rentWords && !BUY.test(t);
  const suiteThere = (SUITE.test(t) || smallThere) && placeCount === 1 && !input.hasDistrict && !money;
  if (WANT.test(t) && (placeCount === 0 || (placeCount === 1 && !money && s.area === undefined)) && !PRICE_WORD.test(t) && !HOW_MUCH.test(t) && !suiteThere) {
    // «یه سوئیت مبله میخوام برای ۶ ماه»: a suite is rented (it was declined as off-topic).
    if (RENT_ACT.test(t) || (PROPERTY_NOUN.test(t) && /(?:^|\s)(?:اجاره ای|اجاره‌ای|رهنی|برای اجاره|واسه اجاره|جهت اجاره)(?=\s|$)/u.test(t)) || (SUITE.test(t) && !BUY.test(t))) return 'rent_suggestion';
    if ((BUY_ACT.test(t) || (PROPERTY_NOUN.test(t) && /(?:^|\s)(?:برای خرید|واسه خرید|جهت خرید)(?=\s|$)/u.test(t))) && !rentWords) return 'buy_suggestion';
  }
  // «اگه رهنش ۵۰۰ میلیون باشه چی؟»: a what-if about a detail of the question already asked.
  const asksRent = mentionsRent(t) && HOW_MUCH.test(t);
  if (HYPOTHETICAL_START.test(t) && anySlot && placeCount === 0 && !asksRent && !PROPERTY.test(t.replace(/متر\S*/gu, '')) && words.length <= 8) return 'inform';
  if (WHAT_ABOUT.test(t) && anySlot && placeCount === 0 && words.length <= 6) return 'inform';
  // «با ۵۰ میلیون پیش و ماهی ۵ تومن چی؟»: the two payments take more words, but it is the same «what about» money.
  if (WHAT_ABOUT.test(t) && placeCount === 0 && s.deposit !== undefined && s.rent !== undefined && s.area === undefined && s.rooms === undefined && words.length <= 10) return 'inform';
  if (HYPOTHETICAL_START.test(t) && SAME_HOME.test(t) && placeCount <= 1 && !money && !rentWords && !TRADE_VERB.test(t)) return 'inform';
  // «پونک برای رهن خوبه؟»: whether a place is good to rent in, no rent asked — a question about the place
  // (a rent valuation would only ask the size).
  if (placeCount === 1 && GOOD_FOR.test(t) && !money && !HOW_MUCH.test(t) && !PRICE_WORD.test(t) && !anySlotBesidesPlace(s, input.unassignedMoney)) return 'neighbourhood_info';
  // «منطقه ۱۵ ارزونه؟», «اجاره تو پونک گرونه؟»: whether one place is cheap or dear, no flat or money — its market
  // figures (declined before: only the comparative was read). «خونه ارزون نزدیک …», said as a wish, stays a price.
  if (placeCount === 1 && CHEAP_OR_DEAR.test(t) && (question || !PROPERTY_NOUN.test(t)) && !money && s.area === undefined && s.rooms === undefined && !WHERE.test(t)) return 'market';
  // «میانگین اجاره تو منطقه ۲ چنده؟», «average rent in Punak»: the usual rent of one place named alone, with no flat
  // described, is a market question (the neighbourhood's rent listings per m², or the district's), not a flat to size.
  // «رهن کامل تو منطقه ۴ چنده؟»: a rent asked of a district alone, no flat described, is its usual rent (a district
  // has no flat to size: a rent valuation would only ask which neighbourhood).
  if (rentWords && input.hasDistrict && placeCount === 1 && question && s.area === undefined && s.rooms === undefined && !money) return 'market';
  // «اجاره بها نسبت به پارسال چقدر رفته بالا؟»: how rents moved, no flat described — a market question (the dialogue
  // says what the data holds), not a rent to size.
  if (rentWords && asksTrend(t) && placeCount <= 1 && s.area === undefined && s.rooms === undefined && !money) return 'market';
  // «منطقه ۲۲ اجاره‌ها چنده؟»: a district's rents in the plural are its usual level (a district has no flat to size).
  if (rentWords && placeCount === 1 && (AVERAGE.test(t) || MARKET.test(t) || (RENTS.test(t) && input.hasDistrict)) && !anySlotBesidesPlace(s, input.unassignedMoney)) {
    return 'market';
  }
  if (rentWords && (question || s.area !== undefined || placeCount > 0 || s.full_deposit)) return 'rent_price';
  if (rentWords && !anySlot) return 'rent_price';

  // «یه سال پیش متری چند بود»: last year's level asked, no flat described — the index a year before, a market question.
  if (LAST_YEAR.test(t) && /(?:^|\s)بود(?:\s|$|[?؟])/u.test(t) && placeCount <= 1 && s.area === undefined && s.rooms === undefined && !money && !rentWords) return 'market';
  // «میانگین قیمت هر متر کل تهران چنده»: the city's usual price, no place or flat — the index's city series.
  if (asksCityLevel(t) && placeCount === 0 && !input.hasDistrict && s.area === undefined && !money && !rentWords) return 'market';
  const market = MARKET.test(t);
  if (market && (placeCount > 0 || input.hasDistrict || /مسکن|بازار/u.test(t)) && s.area === undefined) return 'market';
  const priceQuestion = PRICE_WORD.test(t) || (HOW_MUCH.test(t) && (PROPERTY.test(t) || s.area !== undefined));
  // A score word with no money, size or price word: «چنده» asks the score («امتیاز شهرک غرب چنده؟»).
  if (SCORE.test(t) && placeCount > 0 && !money && s.area === undefined && !PRICE_WORD.test(t)) return 'neighbourhood_info';
  // «کدومش امن‌تره؟», «مدرسه‌های کدوم بهتره؟»: one of a pair asked for with a comparative and no place — a comparison
  // of the pair being discussed (the dialogue knows it; with none, it asks which two). «کدوم محله …» is a search.
  if (placeCount === 0 && !money && s.area === undefined && !WHERE.test(t) && WHICH_OF_TWO.test(t) && COMPARATIVE.test(t)) return 'compare';
  // «پردیس چطوره؟»: a town outside Tehran asked about (the dialogue says it has no data for it).
  if (input.outsideTown && placeCount === 0 && HOW_IS.test(t) && !anySlotBesidesPlace(s, input.unassignedMoney)) return 'neighbourhood_info';
  // «منطقه ده برای خرید خونه خوبه؟»: whether a place is good to buy in, no price asked — a question about the place.
  if (placeCount === 1 && GOOD_FOR.test(t) && !money && !HOW_MUCH.test(t) && !PRICE_WORD.test(t) && !anySlotBesidesPlace(s, input.unassignedMoney)) return 'neighbourhood_info';
  // «امنیتش چطوره؟», «مدرسه‌هاش خوبه؟» with no place: asked of the place being discussed (the dialogue knows which).
  if (LIVING_STRONG.test(t) && !priceQuestion && (placeCount > 0 || /مترو|ایستگاه|امکانات|امنیت|امنه|ناامن|مدرسه|مدارس/u.test(t))) return 'neighbourhood_info';
  if (
    placeCount > 0 &&
    HOW_IS.test(t) &&
    (AREA_WORD.test(t) || !PROPERTY_NOUN.test(t)) &&
    !HYPOTHETICAL_START.test(t) &&
    !priceQuestion &&
    !anySlotBesidesPlace(s, input.unassignedMoney)
  ) {
    return 'neighbourhood_info';
  }
  if (LIVING.test(t) && !VALUE.test(t.replace(/ارزیابی/gu, ''))) {
    if (placeCount > 0 || /مترو|ایستگاه|امکانات/u.test(t)) return 'neighbourhood_info';
  }
  if (VALUE.test(t) && (PROPERTY.test(t) || s.area !== undefined || s.rooms !== undefined || placeCount > 0 || input.outsideTown)) {
    if (HYPOTHETICAL.test(t) && placeCount <= 1 && !PROPERTY.test(t.replace(/متر\S*/gu, '')) && words.length <= 8) return 'inform';
    return 'sale_price';
  }
  if (market && placeCount > 0) return 'market';
  if (LIVING.test(t) && placeCount > 0) return 'neighbourhood_info';
  if (SAME_PLACE.test(t) && (LIVING.test(t) || LIVING_STRONG.test(t))) return 'neighbourhood_info';
  if (TREND.test(t) && /(?:^|\s)(?:قیمت|قیمتش|قیمتا|قیمتها|قیمت ها|قیمتاش|قیمتهاش|بازار|مسکن)(?=\s|$)/u.test(t) && !anySlot) return 'market';
  // «روندش چطوره؟», «روندش چیه؟»: the trend of what is being discussed (the dialogue knows which place, or asks).
  if (/(?:^|\s)(?:روندش|روندشون|روندشو)(?=\s|$)/u.test(t) && !anySlot) return 'market';
  if (anySlot) {
    // A description with a place and a size but no question is still a valuation request («۹۰ متر تو ونک»).
    if ((PROPERTY_NOUN.test(t) || /(?:^|\s)متری(?=\s|$)/u.test(t)) && placeCount > 0 && s.area !== undefined && !HYPOTHETICAL.test(t)) return 'sale_price';
    // «خونه دو خوابه نزدیک دانشگاه خواجه نصیر»: a home with its rooms near a place or landmark, the same request
    // (the dialogue asks the neighbourhood, then the size).
    if (PROPERTY_NOUN.test(t) && (placeCount > 0 || (input.landmarks ?? 0) > 0) && s.rooms !== undefined && !HYPOTHETICAL.test(t) && !HYPOTHETICAL_START.test(t)) return 'sale_price';
    // «آپارتمان نزدیک دانشگاه تهران», «خونه ارزون نزدیک مترو شهرک شریعتی»: a home named with one place and nothing
    // else («ارزون» is a price wish) asks its price, as «قیمت آپارتمان در …» does (the dialogue asks the size); «ثبت
    // شد» would leave the asker guessing what to say next.
    if (PROPERTY_NOUN.test(t) && placeCount === 1 && !question && !anySlotBesidesPlace(s, input.unassignedMoney) && !HYPOTHETICAL.test(t) && !HYPOTHETICAL_START.test(t) && words.length <= 6) return 'sale_price';
    return 'inform';
  }
  if (VALUE.test(t) && /فروش|بفروش|ارزه|ارزش/u.test(t)) return 'sale_price';
  if ((TRADE_VERB.test(t) || TRADE_NOUN.test(t)) && HOW_MUCH.test(t) && !money) return 'sale_price';
  const bare = t.replace(/[?!.]/g, '').trim();
  // «پارسال چقدر بود؟» after a price: the trend of the place being discussed.
  if (LAST_YEAR.test(t) && HOW_MUCH.test(t) && placeCount === 0 && !anySlotBesidesPlace(s, input.unassignedMoney) && !rentWords) return 'market';
  // «کجا خونه ارزونه؟»: a search for where, with the budget asked next.
  if (WHERE.test(t) && CHEAP.test(t) && PROPERTY_NOUN.test(t) && placeCount === 0) return rentWords ? 'rent_suggestion' : 'buy_suggestion';
  // «مقایسه کن» alone: the places just said are compared (the dialogue pairs them).
  if (/^(?:مقایسه|مقایسش|مقایسشون|مقایسه شون|مقایسه‌شون|مقایسه اشون)(?: کن| کنید| بکن| کنیم)?$/u.test(bare)) return 'compare';
  // A bare «قیمت» or «چطوره؟» after a place said alone («پونک», then «چطوره؟»): the question of that place.
  if (/^(?:قیمت|قیمتش|قیمت خرید|قیمت فروش|قیمتاش)$/u.test(bare)) return 'sale_price';
  if (/^(?:چطوره|چطوریه|چجوریه|خوبه|محلش چطوره|محلش خوبه)$/u.test(bare)) return 'neighbourhood_info';
  // «قیمتش چنده؟», «قیمتا چقدره»: a price asked of what is being discussed (the dialogue knows what).
  // The whole message, so «قیمت گوشت امروز چنده» (a price of something else) stays off-topic.
  if (/^(?:خب |حالا |و )?(?:الان )?(?:قیمتش|قیمتاش|قیمتا|قیمتشون|قیمت ها|قیمتها)(?: الان)? (?:چنده|چقدره|چقدر|چقد|چند|چنده)$/u.test(t.replace(/[?!.]/g, '').trim())) return 'sale_price';
  // «الان چقدره؟», «خب الان چند؟», «الان چی؟»: the level now of what is being discussed (the dialogue knows which, or
  // asks); declined as off-topic before, even right after a place was discussed.
  if (NOW_ASKED.test(bare)) return 'market';
  // «چند میدن؟», «چقدر میخرن؟» (of the home being sold): what buyers pay, a price question.
  if (BUYERS_PAY.test(t) && HOW_MUCH.test(t) && !money && !rentWords && !/(?:^|\s)وام/u.test(t)) return 'sale_price';
  // «خریدش چی؟», «قیمت فروش چطور؟»: buying asked about after another question (the rent, the usual rent).
  if (/^(?:و |حالا |خب |ولی )?(?:قیمت )?(?:خرید|خریدش|خریدن|خریدنش|فروش|فروشش) (?:چی|چطور|چطوری|چه طور)$/u.test(t)) return 'sale_price';
  // «قیمت چی؟», «قیمتش چطور؟» after another question (a comparison, a neighbourhood): the price of what is discussed.
  if (/^(?:و |حالا |خب |ولی )?(?:قیمت|قیمتش|قیمتا|قیمتاش|قیمتشون|قیمت ها|قیمتها) (?:چی|چطور|چطوری|چه طور|چطوره)$/u.test(t.replace(/[?!.]/g, '').trim())) return 'sale_price';
  if (/(?:^|\s)قیمت\S* (?:خرید|فروش)(?=\s|$)/u.test(t) && !money) return 'sale_price';
  if (THANKS.test(t)) return 'thanks';
  if (GREETING.test(t)) return 'greeting';
  // «شمال شهر باشه», «نه شمال شهر نه، یه جای ارزونتر»: where to look, said to the search or question under way.
  if (input.region === 'said' || input.region === 'negated') return 'inform';
  return 'out_of_scope';
}
