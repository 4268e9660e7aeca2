// The federation runtime must initialise the shared modules before React is imported.
void import('./bootstrap');
