export { PAGE_FEEDBACK_ANCHORS, PAGE_FEEDBACK_MAX_COMMENT, PageFeedback } from './PageFeedback';
export type { PageFeedbackEvent, PageFeedbackProps } from './PageFeedback';
