## The boards' views (track, space-time, plane): a number of the form the wasm refuses
## (web/src/lib.rs `page_whole_fact`). The name is the link's, shown as it is.

boards-value-not-whole = { $name } debe ser un número entero de { $lo } a { $hi }, no { $value }
boards-value-range = { $name } debe ir de { $lo } a { $hi }, no { $value }
boards-no-parameter = este juego no tiene ningún parámetro entero { $name }
