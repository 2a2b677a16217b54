//! The browser boundary (wasm32 only): wasm-bindgen exports and the canvas renderer.
