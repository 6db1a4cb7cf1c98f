import 'server-only';

import { distance } from 'fastest-levenshtein';
import { divarSlugs, listNeighbourhoods } from '@/server/places/catalogue';
import type { Neighbourhood } from '@/server/places/types';

// Persian typed in Latin letters («finglish»: «gheymat apartman 90 metri too vanak»), as many people still type on
// phones without a Persian keyboard. The domain's words are mapped to their Persian spelling, and a neighbourhood
// is recognised by its Latin slug (the catalogue's Divar slugs), so the Persian rules read the rest as usual.

/** Finglish spellings of the words the rules key on (variants folded by latinKey). */
const WORDS: Record<string, string> = {
  salam: 'سلام', slm: 'سلام', dorood: 'درود', hi: 'سلام', hello: 'سلام',
  merci: 'مرسی', mersi: 'مرسی', mamnun: 'ممنون', mamnunam: 'ممنونم', tnx: 'مرسی', thanks: 'مرسی', thx: 'مرسی',
  qeimat: 'قیمت', qimat: 'قیمت', qeimatesh: 'قیمتش', qimatesh: 'قیمتش', arzesh: 'ارزش', miarze: 'میارزه',
  chand: 'چند', chande: 'چنده', chanda: 'چنده', cheqadr: 'چقدر', chqdr: 'چقدر', cheqad: 'چقد', cheqadre: 'چقدره', chqd: 'چقد',
  metr: 'متر', metri: 'متری', har: 'هر', kamel: 'کامل', metre: 'متره', metraj: 'متراژ',
  xune: 'خونه', xane: 'خانه', aparteman: 'آپارتمان', apartman: 'آپارتمان', apartment: 'آپارتمان', vahed: 'واحد', melk: 'ملک',
  tu: 'تو', tuie: 'توی', dar: 'در', mahale: 'محله', mantaqe: 'منطقه',
  ejare: 'اجاره', ejarash: 'اجارش', rahn: 'رهن', vadie: 'ودیعه', pish: 'پیش', mahi: 'ماهی', mahane: 'ماهانه',
  xarid: 'خرید', bexaram: 'بخرم', forush: 'فروش', befrusham: 'بفروشم', budje: 'بودجه',
  xab: 'خواب', xabe: 'خوابه', otaq: 'اتاق', sax: 'ساخت', saxt: 'ساخت', sale: 'ساله', tabaqe: 'طبقه', hamkaf: 'همکف',
  asansor: 'آسانسور', parking: 'پارکینگ', anbari: 'انباری', nosaz: 'نوساز', bedune: 'بدون', ba: 'با', ham: 'هم',
  milyard: 'میلیارد', miliard: 'میلیارد', milyun: 'میلیون', miliun: 'میلیون', million: 'میلیون', toman: 'تومان', tomen: 'تومن',
  koja: 'کجا', kojaye: 'کجای', metro: 'مترو', zendegi: 'زندگی', emkanat: 'امکانات', moqayese: 'مقایسه', ya: 'یا', va: 'و',
  xube: 'خوبه', chetore: 'چطوره', dare: 'داره',
  // How a place is to live in («narmak amne?», «punak mahale xubie?»), as the Persian cue words say it.
  amn: 'امن', amne: 'امنه', amniat: 'امنیت', amniyat: 'امنیت', khubie: 'خوبیه', khubiye: 'خوبیه', chetorie: 'چطوریه',
  chetoriye: 'چطوریه', chejurie: 'چجوریه', chejuriye: 'چجوریه', baraye: 'برای', madrese: 'مدرسه', dastresi: 'دسترسی',
  shuluqe: 'شلوغه', sholoqe: 'شلوغه', arume: 'آرومه', behtare: 'بهتره', kodum: 'کدوم', kodumesh: 'کدومش', nadare: 'نداره', mishe: 'میشه', dige: 'دیگه', ye: 'یه', yek: 'یک',
  // A student's or a landlord's words («sooeit arzoon nazdik daneshgah tehran», «bazdeh ejare too narmak»).
  daneshgah: 'دانشگاه', daneshju: 'دانشجو', daneshjuam: 'دانشجوام', xabgah: 'خوابگاه', suit: 'سوئیت', sueit: 'سوئیت',
  soeit: 'سوئیت', suiit: 'سوئیت', arzun: 'ارزون', arzan: 'ارزان', nazdik: 'نزدیک', bazde: 'بازده', bazdehi: 'بازدهی',
  bazdei: 'بازدهی', sud: 'سود', darsad: 'درصد', ajare: 'اجاره', suite: 'سوئیت', mixam: 'میخوام', konam: 'کنم',
  bedam: 'بدم', bedim: 'بدیم', miliardi: 'میلیاردی', milyardi: 'میلیاردی', miliuni: 'میلیونی', milyuni: 'میلیونی',
  eetebar: 'اعتبار', etebar: 'اعتبار', eshterak: 'اشتراک', rayegan: 'رایگان',
  // English, as a visitor without Persian asks («What is the average rent in Punak?», «Compare Vanak and Jordan»).
  price: 'قیمت', prices: 'قیمت', cost: 'قیمت', value: 'ارزش', worth: 'میارزه', rent: 'اجاره', rental: 'اجاره', deposit: 'ودیعه',
  mortgage: 'رهن', average: 'میانگین', typical: 'متوسط', median: 'میانگین', per: 'هر', meter: 'متر', meters: 'متر',
  metres: 'متر', sqm: 'متر', much: 'چقدر', where: 'کجا', which: 'کدوم', compare: 'مقایسه',
  versus: 'vs', or: 'یا', and: 'و', better: 'بهتر', cheaper: 'ارزونتر', house: 'خونه', home: 'خونه', flat: 'آپارتمان',
  buy: 'خرید', sell: 'فروش', budget: 'بودجه', billion: 'میلیارد', neighbourhood: 'محله', neighborhood: 'محله',
  district: 'منطقه', score: 'امتیاز', safe: 'امن', living: 'زندگی', trend: 'روند', bedroom: 'خوابه',
  bedrooms: 'خوابه', elevator: 'آسانسور', lift: 'آسانسور', storage: 'انباری',
  // A directional name's second word («tehranpars sharghi»): the Persian rules read «تهرانپارس شرقی» as one name.
  shomali: 'شمالی', jonubi: 'جنوبی', sharghi: 'شرقی', gharbi: 'غربی', markazi: 'مرکزی',
  // Cities whose names are also Tehran neighbourhoods («too shiraz»: not the slug «shirazi» one letter away): the
  // Persian rules tell the city from the neighbourhood. «tehran», «shahr» for «shiraz tehran», «shahre shiraz».
  shiraz: 'شیراز', kerman: 'کرمان', qazvin: 'قزوین', zanjan: 'زنجان', gorgan: 'گرگان', kashan: 'کاشان',
  tehran: 'تهران', shahr: 'شهر', shahre: 'شهر',
  // Where prices are going («vaghean gheymat ha too tehran payin miad?»).
  ha: 'ها', payin: 'پایین', paein: 'پایین', miad: 'میاد', biad: 'بیاد', vaqean: 'واقعا', vaqan: 'واقعا',
  // «shahrak» alone is the word («شهرک»), not «shahran» one letter away; «shahrak gharb» is still the slug's.
  shahrak: 'شهرک',
};

/** One spelling for the many ways a sound is written in Latin letters. */
export function latinKey(word: string): string {
  return word
    .toLowerCase()
    .replace(/[^a-z]/g, '')
    .replace(/eh$/, 'e')
    // «sadeghieh» and Divar's «sadeghiyeh»: the «y» between «i» and a final «e» is how some write the same sound.
    .replace(/iye$/, 'ie')
    .replace(/kh/g, 'x')
    .replace(/gh/g, 'q')
    .replace(/ee|ie/g, 'i')
    .replace(/oo|ou/g, 'u')
    .replace(/([a-z])\1+/g, '$1')
    .replace(/y(?=[^aeiou]|$)/g, 'i');
}

const WORD_KEYS = new Map(Object.entries(WORDS).map(([k, v]) => [latinKey(k), v]));

/** Persian direction words that end a neighbourhood's name («تهرانپارس شرقی»), and how its Latin slugs say them. */
const DIRECTIONS = new Set(['شرقی', 'غربی', 'شمالی', 'جنوبی', 'مرکزی']);
const LATIN_DIRECTIONS = new Set(['east', 'west', 'north', 'south', 'central', 'shomali', 'jonubi', 'sharqi', 'qarbi', 'markazi']);

/** The Persian words a Latin key stands for: one neighbourhood's own name, or an umbrella name several share. */
let slugIndex: Map<string, string[]> | null = null;

/**
 * Latin keys → Persian words. A slug spells its neighbourhood's name, except where Divar's slug of a directional
 * name leaves the direction out: «tehran-pars» is the slug of تهرانپارس جنوبی, while «east-tehranpars» and
 * «west-tehranpars» show that «tehranpars» is the name all three share. Such a key (a directional slug without its
 * direction, equal to another family member's slug with its direction stripped) gives the umbrella's words
 * («تهرانپارس»), and the Persian rules then find the umbrella's own entry or ask which one (the dialogue's whichOne).
 */
function slugs(): Map<string, string[]> {
  if (slugIndex) return slugIndex;
  const own = new Map<string, Neighbourhood>();
  // umbrella key → the umbrella's Persian name, and whether a slug with a direction word spelled it
  const stripped = new Map<string, string>();
  const bare = new Map<string, string>();
  const names = new Set(listNeighbourhoods().map((nb) => nb.name_fa));
  const slugsOf = divarSlugs();
  for (const nb of listNeighbourhoods()) {
    const parts = nb.name_fa.split(' ');
    const umbrella = parts.length >= 2 && DIRECTIONS.has(parts[parts.length - 1]) ? parts.slice(0, -1).join(' ') : null;
    for (const latin of [nb.id, ...(slugsOf.get(nb.id) ?? [])]) {
      if (!latin || latin.startsWith('nb-')) continue;
      own.set(latinKey(latin), nb);
      if (!umbrella) continue;
      const words = latin.split('-');
      const ends = [words[0], words[words.length - 1]].map(latinKey);
      if (LATIN_DIRECTIONS.has(ends[0])) stripped.set(latinKey(words.slice(1).join('')), umbrella);
      else if (LATIN_DIRECTIONS.has(ends[1])) stripped.set(latinKey(words.slice(0, -1).join('')), umbrella);
      else bare.set(latinKey(latin), umbrella);
    }
  }
  slugIndex = new Map([...own].map(([k, nb]) => [k, nb.name_fa.split(' ')]));
  for (const [key, umbrella] of stripped) {
    const ownEntry = own.get(key);
    // «shahran»: no slug of its own, so the umbrella; a slug that is its own place's («narmak») stays that place.
    if (!ownEntry) slugIndex.set(key, umbrella.split(' '));
    else if (bare.get(key) === umbrella) slugIndex.set(key, umbrella.split(' '));
  }
  // «yaftabad» is Divar's slug of یافت آباد جنوبی, but it says no direction, and «یافت آباد» is a catalogue name of
  // its own — the one the Persian «یافت آباد» finds. A directional place's slug without its direction names what the
  // same words say in Persian: the umbrella, when the umbrella is a place of its own.
  for (const [key, umbrella] of bare) if (names.has(umbrella)) slugIndex.set(key, umbrella.split(' '));
  return slugIndex;
}

/** How «و» inside a name is typed in Latin letters: the slugs themselves spell it both ways («elm-o-sanat», «shahrak-elm-va-fanavari»). */
const AND_WORDS = new Set(['o', 'va', 'vo', 'u']);

/** The Persian words whose slug these Latin words spell, allowing one slip in a long name. */
function slugMatch(words: string[]): string[] | null {
  const key = latinKey(words.join(''));
  if (key.length < 3) return null;
  const exact = slugs().get(key);
  if (exact) return exact;
  // «daneshgah elm va sanat»: «va» two letters from the slug's «o» was no slip the one allowed covers.
  const inner = words.slice(1, -1);
  if (inner.some((w) => AND_WORDS.has(w))) {
    for (const and of ['o', 'va']) {
      const spelled = slugs().get(latinKey(words.map((w, i) => (i > 0 && i < words.length - 1 && AND_WORDS.has(w) ? and : w)).join('')));
      if (spelled) return spelled;
    }
  }
  if (key.length < 6) return null;
  let best: string[] | null = null;
  let ties = 0;
  for (const [k, name] of slugs()) {
    if (Math.abs(k.length - key.length) > 1 || distance(k, key) !== 1) continue;
    if (best?.join(' ') !== name.join(' ')) ties++;
    best = name;
  }
  return ties === 1 ? best : null;
}

const isLatin = (w: string) => /^[a-z]+$/.test(w);

/** Tokens with their Latin words in Persian: neighbourhood slugs (up to four words) first, then the domain's words. */
export function fromFinglish(tokens: readonly string[]): string[] {
  if (!tokens.some(isLatin)) return [...tokens];
  const out: string[] = [];
  for (let i = 0; i < tokens.length; ) {
    if (!isLatin(tokens[i])) {
      out.push(tokens[i++]);
      continue;
    }
    let matched = false;
    // Four words: «shahrak elm va fanavari».
    for (let len = 4; len >= 1 && !matched; len--) {
      const span = tokens.slice(i, i + len);
      if (span.length < len || !span.every(isLatin)) continue;
      // A single common word is never a place («ba», «dar»).
      if (len === 1 && WORD_KEYS.has(latinKey(span[0]))) continue;
      const name = slugMatch(span);
      if (name) {
        // «daneshgah elm o sanat»: the slug «elm-o-sanat» already names «دانشگاه علم و صنعت», so the word said before
        // it is not said twice (the doubled «دانشگاه» left «و صنعت», asked as two namesakes of one landmark).
        const said = name[0] === out[out.length - 1] && name.length > 1 ? name.slice(1) : name;
        out.push(...said);
        i += len;
        matched = true;
      }
    }
    if (matched) continue;
    out.push(WORD_KEYS.get(latinKey(tokens[i])) ?? tokens[i]);
    i++;
  }
  return out;
}
