import type { VoiceProfile } from '../answer-types';

/**
 * The setup's tone and style (spec 2 §3 choice lists) as the few choices an extractive reply
 * has: how it greets, whether it adds a friendly line, and how it says the owner will answer.
 * It never changes what the quoted passages say.
 */
const WARM_TONES = new Set(['Casual', 'Friendly', 'Enthusiastic', 'Empathetic', 'Humorous', 'Motivational']);

export type Voice = { warm: boolean; concise: boolean; enthusiastic: boolean; empathetic: boolean };

export function voiceOf(profile: VoiceProfile | null): Voice {
  const tones = profile?.tone ?? [];
  const styles = profile?.style ?? [];
  const warmCount = tones.filter((t) => WARM_TONES.has(t)).length;
  return {
    warm: warmCount > 0 && warmCount * 2 >= tones.length,
    concise: styles.includes('Be concise and to the point') && !styles.includes('Be more friendly and conversational'),
    enthusiastic: tones.includes('Enthusiastic'),
    empathetic: tones.includes('Empathetic'),
  };
}

export function greeting(voice: Voice, asker: string): string {
  const name = asker.trim();
  if (voice.warm) return name ? `Hi ${name}${voice.enthusiastic ? '!' : ','}` : 'Hi!';
  return name ? `Hello ${name},` : 'Hello,';
}

/** The line before the quotes: none when concise. */
export function leadIn(voice: Voice): string {
  if (voice.concise) return '';
  return voice.warm ? 'Here is what I found for you:' : 'Here is the relevant information:';
}

/** The short holding reply: the owner will get back; it states nothing else. */
export function holdingReply(voice: Voice, asker: string, owner: string): string {
  const who = owner.trim() || 'They';
  if (voice.concise) return `${greeting(voice, asker)} ${who} will get back to you on this.`;
  if (voice.warm) {
    const care = voice.empathetic ? ' I understand this matters to you.' : '';
    return `${greeting(voice, asker)} thanks for your message!${care} ${who} will get back to you on this soon.`;
  }
  return `${greeting(voice, asker)} thank you for your message. ${who} will get back to you on this shortly.`;
}

/**
 * The greeting and what follows it as one text: after "Hello Taylor," the next word of our
 * own framing goes on in lower case ("Hello Taylor, here is ..."); a quote or a name keeps
 * its case, and after "Hi Taylor!" a new sentence starts.
 */
export function afterGreeting(greetingText: string, rest: string): string {
  if (!rest) return greetingText;
  const own = /^(?:In short|Here is|Here are|Thanks|Thank you|The answer)\b/;
  const next = greetingText.endsWith(',') && own.test(rest) ? rest[0]?.toLowerCase() + rest.slice(1) : rest;
  return `${greetingText} ${next}`;
}
