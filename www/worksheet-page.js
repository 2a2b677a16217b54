// The worksheet's own page (www/worksheet.html): starts the wasm and lays the sheet out.

import { showWorksheet } from './worksheet.js';

const main = document.getElementById('sheet');
try {
  const wasm = await import('../movelab-wasm.js');
  await wasm.default({ module_or_path: wasm.wasmUrl });
  await showWorksheet(main, wasm, location.search);
} catch (e) {
  main.textContent = `The worksheet could not be made: ${e.message}`;
}
