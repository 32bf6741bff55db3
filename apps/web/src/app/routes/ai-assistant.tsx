import { AssistantPage } from '@/features/assistant/assistant-page';

/** `/ai-assistant`: the AI Assistant's conversation. */
export function AiAssistantRoute() {
  return <AssistantPage />;
}
