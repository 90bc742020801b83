/** Feedback from the Feedback dialog (features/feedback); rating 0 to 10 or null. */
export interface FeedbackTable {
  id: string;
  userId: string;
  rating: number | null;
  feedback: string | null;
  improvements: string | null;
  createdAt: string;
}

export interface FeedbackAttachmentTable {
  feedbackId: string;
  position: number;
  filename: string;
  filepath: string;
  type: string;
  size: number;
}

/** Feedback (features/feedback). */
export interface FeedbackTables {
  feedback: FeedbackTable;
  feedback_attachment: FeedbackAttachmentTable;
}
