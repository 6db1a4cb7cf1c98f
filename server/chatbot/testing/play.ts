import 'server-only';

import { chatReply } from '@/lib/contracts/chatbot';
import { formatPercent } from '@/lib/fa/number';
import { getNeighbourhood } from '@/server/places/catalogue';
import { type DialogueState, initialState, respond } from '../dialogue';
import { seededCatalogue } from './catalogue';

/** The clock the chat's tests run at (the data's latest months are before it). */
export const CHAT_NOW = new Date('2026-11-26T12:00:00Z');

/** Plays messages in one chat on the seeded catalogue; every reply must satisfy the contract the page renders. */
export function chat(...messages: string[]) {
  const catalogue = seededCatalogue();
  let state: DialogueState = initialState();
  return messages.map((m) => {
    const turn = respond(state, m, { catalogue, now: CHAT_NOW });
    chatReply.parse(turn.reply);
    state = turn.state;
    return turn;
  });
}

/** A catalogue neighbourhood by its Persian name: a test naming one that is not there fails at once. */
export function neighbourhoodNamed(name: string) {
  const found = getNeighbourhood(name);
  if (!found) throw new Error(name);
  return found;
}

/** A yield (a fraction) as the answers write it: a percentage with one decimal, in Persian digits. */
export const yieldSaid = (fraction: number) => formatPercent(fraction * 100, 1);
