import { create } from 'zustand';

/**
 * The viewer's AI assistant as the shell needs it. The assistant feature fills it from
 * GET /api/assistant/user/{userId}/activated; until then the user is not subscribed.
 */
type AssistantState = {
  isSubscribed: boolean;
  setSubscribed: (isSubscribed: boolean) => void;
};

export const useAssistantStore = create<AssistantState>()((set) => ({
  isSubscribed: false,
  setSubscribed: (isSubscribed) => set({ isSubscribed }),
}));
