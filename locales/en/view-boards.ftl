## The boards' views (track, space-time, plane): a number of the form the wasm refuses
## (web/src/lib.rs `page_whole_fact`). The name is the link's, shown as it is.

boards-value-not-whole = { $name } must be a whole number from { $lo } to { $hi }, not { $value }
boards-value-range = { $name } must be from { $lo } to { $hi }, not { $value }
boards-no-parameter = this game has no whole parameter { $name }
