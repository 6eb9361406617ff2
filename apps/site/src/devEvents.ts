/** Dispatched on window when `mage dev` regenerated the content: the open page reloads its data in place. */
export const CONTENT_UPDATED = 'fl:content-updated';
