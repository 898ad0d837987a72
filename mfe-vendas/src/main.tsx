// Standalone dev entry (the shell loads ./routes instead). Async boundary for Module Federation.
void import('./standalone');
