import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ChatScreen } from '@/features/chatbot/components/chat-screen';
import { NEW_CHAT } from '@/features/chatbot/chat-ids';
import { isUuid } from '@/lib/contracts/refs';

// spec §2 /chat-bot/{id}: a chat is private to its owner (an account, or the browser that started it), which only the
// browser can prove: the page loads it on the client. /chat-bot/new starts one.
export const metadata: Metadata = { title: 'دستیار هوشمند ارزیاب', robots: { index: false } };

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (id !== NEW_CHAT && !isUuid(id)) notFound();
  return <ChatScreen id={id} />;
}
