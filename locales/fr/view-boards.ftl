## The boards' views (track, space-time, plane): a number of the form the wasm refuses
## (web/src/lib.rs `page_whole_fact`). The name is the link's, shown as it is.

boards-value-not-whole = { $name } doit être un nombre entier de { $lo } à { $hi }, pas { $value }
boards-value-range = { $name } doit aller de { $lo } à { $hi }, pas { $value }
boards-no-parameter = ce jeu n’a pas de paramètre entier { $name }
