// tabbable on its own, for loadTabbable's import(): a bundler names the chunk after this file.
export { tabbable } from 'tabbable';
