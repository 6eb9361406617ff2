import '@freightlane/ui/styles.css';
import { hydrateRoot } from 'react-dom/client';
import { App } from './App.js';

hydrateRoot(document.getElementById('root')!, <App pathname={window.location.pathname} />);
