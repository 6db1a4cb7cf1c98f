// A typed answer to «۱ اعتبار کسر شود؟». A chat-first user answers the question by writing, not by reaching for its
// button: «آره» sent to the assistant instead got «بسیار خب. سؤال دیگری …» while nothing was paid. Only a message
// that is nothing but a yes or a no (with a «لطفاً» or «ممنون» around it) answers; anything else («نه، اول بگو
// پارکینگ چی میشه») is a question for the assistant and the confirmation stays open.

const YES = new Set(['بله', 'بلی', 'اره', 'آره', 'اری', 'آری', 'باشه', 'باشد', 'اوکی', 'ok', 'okay', 'yes', 'حتما', 'قبول', 'موافقم', 'بزن', 'کسرکن', 'کسرشود', 'کسربشه']);
const NO = new Set(['نه', 'نخیر', 'خیر', 'no', 'نمیخوام', 'نمیخواهم', 'لغو', 'بیخیال', 'نکن', 'کسرنکن', 'کسرنشود', 'نشود', 'فعلانه']);
/** Words that may go with the answer without changing it. */
const FILLER = new Set(['لطفا', 'ممنون', 'مرسی', 'کن', 'کنید', 'شود', 'بشه', 'دیگه', 'اعتبار', 'یک', '1', 'کسر', 'کسرش', 'خب', 'ok']);

/** Persian letters as typed on any keyboard, no diacritics, no half-spaces, no punctuation. */
function words(text: string): string[] {
  const folded = text
    .toLowerCase()
    .replace(/[يى]/g, 'ی')
    .replace(/ك/g, 'ک')
    .replace(/۱|١/g, '1')
    .replace(/[\u064B-\u065F\u0670\u0640]/g, '')
    .replace(/[\u200c\u200d]/g, '')
    .replace(/[!?.,،؛;:؟«»"'()\-—…]+/g, ' ');
  // «کسر کن» / «کسر نکن» are one answer each.
  return folded
    .replace(/کسر\s+(نکن|نشود|نشه)/g, 'کسرنکن')
    .replace(/کسر\s+(کن|کنید|شود|بشه|شه)/g, 'کسرکن')
    .replace(/فعلا\s+نه/g, 'فعلانه')
    .split(/\s+/)
    .filter(Boolean);
}

/** true for a yes, false for a no, null for anything else (it goes to the assistant as usual). */
export function creditAnswerOf(text: string): boolean | null {
  const list = words(text);
  if (list.length === 0 || list.length > 5) return null;
  const yes = list.some((w) => YES.has(w));
  const no = list.some((w) => NO.has(w));
  if (yes === no) return null;
  return list.every((w) => YES.has(w) || NO.has(w) || FILLER.has(w)) ? yes : null;
}
