// The chat's constants without zod, for the chat page (which validates nothing itself and loads no zod).

export const CHAT_MESSAGE_MAX_LENGTH = 1000;
export const CHAT_MESSAGE_TOO_LONG = 'پیام حداکثر می‌تواند ۱۰۰۰ نویسه باشد.';
/**
 * The assistant's first message in every chat (stored with it) and its starter chips. The chat page draws the greeting
 * on the server, before the chat's history arrives (features/chatbot/components/chat-view.tsx).
 */
export const CHAT_GREETING =
  'سلام! من دستیار ارزیاب هستم. دربارهٔ قیمت خرید و اجارهٔ آپارتمان در محله‌های تهران، امکانات و مترو هر محله، روند قیمت منطقه‌ها و اینکه با بودجه‌تان کجا خانه پیدا می‌شود بپرسید؛ یا اینکه اعتبار و گزارش‌ها چطور کار می‌کنند.';
export const CHAT_STARTER_SUGGESTIONS = [
  'یه آپارتمان ۸۵ متری تو سعادت‌آباد چند می‌ارزه؟',
  'رهن کامل یه واحد ۷۰ متری تو پونک چقدره؟',
  'نارمک برای زندگی چطوره؟',
  'با ۴ میلیارد کجا می‌تونم ۸۰ متر بخرم؟',
];
export const CHAT_NOT_FOUND = 'گفت‌وگویی با این شناسه پیدا نشد.';
/** The API paths of spec §7 (and the history, to its owner). */
export const CHAT_START_PATH = '/api/chatbot/chats/start_chat/';
export const chatPath = (id: string) => `/api/chatbot/${encodeURIComponent(id)}/`;
export const sendMessagePath = (id: string) => `/api/chatbot/${encodeURIComponent(id)}/send_message/`;
