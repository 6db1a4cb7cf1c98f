// The chat's constants without zod, for the chat page (which validates nothing itself and loads no zod).

export const CHAT_MESSAGE_MAX_LENGTH = 1000;
export const CHAT_MESSAGE_TOO_LONG = 'پیام حداکثر می‌تواند ۱۰۰۰ نویسه باشد.';
export const CHAT_NOT_FOUND = 'گفت‌وگویی با این شناسه پیدا نشد.';
/** The API paths of spec §7 (and the history, to its owner). */
export const CHAT_START_PATH = '/api/chatbot/chats/start_chat/';
export const chatPath = (id: string) => `/api/chatbot/${encodeURIComponent(id)}/`;
export const sendMessagePath = (id: string) => `/api/chatbot/${encodeURIComponent(id)}/send_message/`;
