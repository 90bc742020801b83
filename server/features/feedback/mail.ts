import type { FeedbackAttachment } from '@shared/api/feedback';

export type FeedbackMail = {
  to: string;
  productName: string;
  author: { name: string; email: string; userId: string };
  feedbackId: string;
  rating: number | null;
  feedback: string | null;
  improvements: string | null;
  attachments: FeedbackAttachment[];
};

/** The e-mail support receives for each feedback: everything the user wrote, and the file names. */
export function composeFeedbackMail(mail: FeedbackMail) {
  const subject = `${mail.productName} feedback from ${mail.author.name}`;
  const lines = [
    `From: ${mail.author.name} <${mail.author.email}> (user ${mail.author.userId})`,
    `Feedback id: ${mail.feedbackId}`,
    `Rating: ${mail.rating === null ? 'not given' : `${mail.rating}/10`}`,
    '',
    'Feedback:',
    mail.feedback ?? '(none)',
    '',
    'Improvements:',
    mail.improvements ?? '(none)',
  ];
  if (mail.attachments.length) {
    lines.push('', 'Attachments (open them from the feedback list, GET /api/feedback/app):');
    for (const file of mail.attachments) lines.push(`- ${file.filename} (${file.type}, ${file.size} bytes)`);
  }
  return { to: mail.to, subject, text: lines.join('\n'), tag: 'feedback' };
}
