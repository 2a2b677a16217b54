// The worksheet's own page (www/worksheet.html): lays the sheet out (its game's wasm
// module is started by www/worksheet.js).

import { showWorksheet } from './worksheet.js';
import CATALOG from '../catalog.js';
import { chooseLanguage, startWords, t } from './i18n.js';

const main = document.getElementById('sheet');
// The sheet speaks the language of the page it was opened from (lang= in its address).
await startWords(chooseLanguage(new URLSearchParams(location.search).get('lang'), navigator.languages).lang, CATALOG);
try {
  await showWorksheet(main, location.search);
} catch (e) {
  main.textContent = t('worksheet-failed', { reason: e.message });
}
