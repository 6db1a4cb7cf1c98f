/** The path segment of a chat not started yet (the home page links /chat-bot/new). */
export const NEW_CHAT = 'new';
