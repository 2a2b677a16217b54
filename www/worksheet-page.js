// The worksheet's own page (www/worksheet.html): lays the sheet out (its game's wasm
// module is started by www/worksheet.js).

import { showWorksheet } from './worksheet.js';

const main = document.getElementById('sheet');
try {
  await showWorksheet(main, location.search);
} catch (e) {
  main.textContent = `The worksheet could not be made: ${e.message}`;
}
