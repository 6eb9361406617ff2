import { renderToString } from 'react-dom/server';
import { App } from './App.js';

export function render(pathname: string): string {
  return renderToString(<App pathname={pathname} />);
}
