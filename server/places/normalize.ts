import 'server-only';

// The place catalogue's name folding lives in lib/fa/name-key.ts (the client's search fields fold typed names the
// same way); the server's place code imports it from here.
export { normalizePersianName, placeNameKey } from '@/lib/fa/name-key';
export { toLatinDigits } from '@/lib/fa/digits';
