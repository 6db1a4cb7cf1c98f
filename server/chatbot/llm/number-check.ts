import 'server-only';

import { listNeighbourhoods } from '@/server/places/catalogue';
import { normalizeText, tokenize } from '../language/normalize';
import { numeralize } from '../language/numbers';

// The rule for an LLM's answer: every number in it appears in what the tools returned (or what the user said). A
// figure may be written the way the pages write it («۸٫۲ میلیارد تومان» for 8,234,000,000, «۹۶٪» for 0.96), but
// never computed anew: a number that matches nothing fails the answer, and the default layer answers instead.

/** What a number is checked against. */
export interface NumberCheck {
  has(v: number): boolean;
}

export class NumberSet implements NumberCheck {
  private readonly values: number[] = [];

  add(value: number): void {
    if (!Number.isFinite(value)) return;
    this.values.push(value);
    // A fraction is printed rounded (a score of 56.4 is «۵۶», 96.45 % is «۹۶٪» or «۹۶٫۵٪»).
    if (!Number.isInteger(value)) this.values.push(Math.round(value), Math.round(value * 10) / 10);
  }

  /** Every number inside a value (tool results, arguments): numbers, digit runs in strings («1403-06» → 1403, 6). */
  addFrom(value: unknown): void {
    if (typeof value === 'number') {
      this.add(value);
      // shares (0–1) are written as percentages
      if (value > 0 && value <= 1) this.add(value * 100);
    } else if (typeof value === 'string') {
      // read as the language layer reads text: «۴۵٬۰۰۰ تومان» is 45000, «۱۳٫۹ میلیارد» 13.9e9, «1403-06» 1403 and 6
      for (const n of numbersIn(value)) this.add(n);
    } else if (Array.isArray(value)) value.forEach((v) => this.addFrom(v));
    else if (value && typeof value === 'object') Object.values(value).forEach((v) => this.addFrom(v));
  }

  /** Numbers a user wrote, read the way the language layer reads them («دو و نیم میلیارد» → 2,500,000,000). */
  addText(text: string): void {
    for (const n of numbersIn(text)) this.add(n);
  }

  has(v: number): boolean {
    return this.values.some((a) => close(v, a));
  }
}

function unitOf(a: number): number {
  const x = Math.abs(a);
  return x >= 1e12 ? 1e12 : x >= 1e9 ? 1e9 : x >= 1e6 ? 1e6 : x >= 1e3 ? 1e3 : 1;
}

/**
 * Equal as the pages would show it: within half a displayed decimal of the unit it is written in (975,000,000 is
 * «۱ میلیارد»: the unit of the larger of the two), or 1 %.
 */
function close(v: number, a: number): boolean {
  if (v === a) return true;
  if (Math.abs(a) < 1000) return Math.abs(v - a) <= 0.05 + 1e-9;
  return Math.abs(v - a) <= Math.max(0.05 * unitOf(Math.max(Math.abs(a), Math.abs(v))), 0.01 * Math.abs(a));
}

/** The numbers a text states (digits in any script, number words, with their scales). */
export function numbersIn(text: string): number[] {
  return numbersOf(numeralize(tokenize(normalizeText(text))));
}

function numbersOf(tokens: readonly string[]): number[] {
  const out: number[] = [];
  for (const t of tokens) {
    const m = /^(\d+(?:\.\d+)?)%?$/.exec(t);
    if (m) out.push(Number(m[1]));
  }
  return out;
}

let numberedNames: string[][] | null = null;

/**
 * The catalogue's names with a number in them («سیزده آبان», «هفده شهریور», «۱۷ شهریور»), as the text's tokens
 * read (number words and digits alike become «13 آبان»), longest first.
 */
function numberedPlaceNames(): string[][] {
  numberedNames ??= [...new Set(listNeighbourhoods().map((nb) => nb.name_fa))]
    .map((name) => numeralize(tokenize(normalizeText(name))))
    .filter((tokens) => tokens.length >= 2 && numbersOf(tokens).length > 0)
    .sort((a, b) => b.length - a.length);
  return numberedNames;
}

/**
 * The tokens with every place name that holds a number taken out: «سیزده آبان» is a neighbourhood, not the figure 13.
 * Not before a year («۱۷ شهریور ۱۴۰۳» is a date, its day a number as any other).
 */
function withoutNumberedNames(tokens: readonly string[]): string[] {
  const names = numberedPlaceNames();
  const out: string[] = [];
  for (let i = 0; i < tokens.length; ) {
    const name = names.find((n) => n.every((w, k) => tokens[i + k] === w) && !/^1[34]\d\d$/.test(tokens[i + n.length] ?? ''));
    if (name) {
      out.push('،');
      i += name.length;
    } else out.push(tokens[i++]);
  }
  return out;
}

/**
 * The numbers of a text that nothing allowed states (empty: the text passes). List markers («۱.» at a line's start)
 * are not figures, nor a number inside a neighbourhood's name («سیزده آبان», «هفده شهریور»).
 */
export function unsupportedNumbers(text: string, allowed: NumberCheck): number[] {
  const body = text.replace(/^\s*[0-9۰-۹]{1,2}[.)-]\s/gmu, '');
  return numbersOf(withoutNumberedNames(numeralize(tokenize(normalizeText(body))))).filter((n) => !allowed.has(n));
}

const NUMBERISH = /[0-9۰-۹٠-٩]|(?:^|\s)(?:یک|دو|سه|چهار|پنج|شش|هفت|هشت|نه|ده|صد|هزار|میلیون|میلیارد|نیم|بیست|سی|چهل|پنجاه|شصت|هفتاد|هشتاد|نود|دویست|سیصد|پانصد)(?=\s|$)/u;
const SENTENCE_END = /[.!?؟\n](?![0-9۰-۹])/u;

/**
 * Streams an LLM's text while it arrives, holding back any sentence with a number until the sentence is complete
 * and its numbers check out. Text without numbers passes at once (up to the last whole word).
 */
export class NumberGate {
  private pending = '';
  failed = false;

  constructor(
    private readonly allowed: NumberCheck,
    private readonly emit: (text: string) => void,
  ) {}

  push(text: string): boolean {
    if (this.failed) return false;
    this.pending += text;
    for (;;) {
      const end = SENTENCE_END.exec(this.pending);
      if (!end) break;
      const sentence = this.pending.slice(0, end.index + 1);
      if (!this.release(sentence)) return false;
      this.pending = this.pending.slice(end.index + 1);
    }
    // An unfinished sentence: words before its first number can go now.
    const firstNumber = NUMBERISH.exec(this.pending);
    const upTo = firstNumber ? firstNumber.index : this.pending.lastIndexOf(' ') + 1;
    if (upTo > 0) {
      this.emit(this.pending.slice(0, upTo));
      this.pending = this.pending.slice(upTo);
    }
    return true;
  }

  /** The rest, once the answer is complete. */
  end(): boolean {
    if (this.failed) return false;
    const ok = this.release(this.pending);
    this.pending = '';
    return ok;
  }

  private release(text: string): boolean {
    if (unsupportedNumbers(text, this.allowed).length > 0) {
      this.failed = true;
      return false;
    }
    if (text) this.emit(text);
    return true;
  }
}

/** Below this a figure is not money (areas, counts, months, percentages, scores), toman. */
const MONEY_MIN = 100_000;

/**
 * The check for an answer to a rent question: a sale price quoted as rent passes the plain check (its number is a
 * tool's), so money in such an answer must be a rent tool's figure (market_figures of kind rent, district_rent, a
 * rent screen) or the user's own; other numbers are checked as usual. The tools' descriptions ask the model for the
 * same; this holds it on the server.
 */
export class RentAnswerCheck implements NumberCheck {
  constructor(
    private readonly all: NumberCheck,
    private readonly rentFigures: NumberCheck,
  ) {}

  has(v: number): boolean {
    return Math.abs(v) >= MONEY_MIN ? this.rentFigures.has(v) : this.all.has(v);
  }
}
