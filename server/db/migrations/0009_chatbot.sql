-- The chat bot (issue 29, spec §2 /chat-bot/{id}, §7 /api/chatbot/…). A chat belongs to the signed-in user who
-- started it, or to the anonymous browser that started it: browser_key is a SHA-256 hash of a random key held in that
-- browser's HttpOnly cookie (never the key itself). A browser's chat is claimed by the account that signs in on it.
-- state is the dialogue manager's frame (server/chatbot/dialogue.ts); version guards it against two messages
-- answered at once. Messages are plain text with their cards and chips, as the page renders them.
CREATE TABLE chats (
  id uuid PRIMARY KEY,
  user_id uuid REFERENCES users (id) ON DELETE CASCADE,
  browser_key text,
  state jsonb NOT NULL,
  version integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (user_id IS NOT NULL OR browser_key IS NOT NULL)
);
CREATE INDEX chats_user_idx ON chats (user_id, updated_at);
CREATE INDEX chats_browser_idx ON chats (browser_key, updated_at);

CREATE TABLE chat_messages (
  id bigserial PRIMARY KEY,
  chat_id uuid NOT NULL REFERENCES chats (id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('user', 'assistant')),
  content text NOT NULL CHECK (char_length(content) <= 4000),
  cards jsonb NOT NULL DEFAULT '[]',
  suggestions jsonb NOT NULL DEFAULT '[]',
  -- what the language layer understood (user messages) and who answered (assistant: default | openai-compatible)
  intent text,
  provider text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX chat_messages_chat_idx ON chat_messages (chat_id, id);
