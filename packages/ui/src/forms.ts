// Form fields and the error summary, for the demo request.
export {};
