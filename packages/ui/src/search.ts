// Search: the button, the shortcuts, the modal and the search page.
export {};
