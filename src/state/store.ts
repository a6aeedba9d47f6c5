import { createStore } from 'jotai';

/** One store for the app, so code outside React (the API client) reads the same atoms. */
export const appStore = createStore();
