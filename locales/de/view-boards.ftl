## The boards' views (track, space-time, plane): a number of the form the wasm refuses
## (web/src/lib.rs `page_whole_fact`). The name is the link's, shown as it is.

boards-value-not-whole = { $name } muss eine ganze Zahl von { $lo } bis { $hi } sein, nicht { $value }
boards-value-range = { $name } muss zwischen { $lo } und { $hi } liegen, nicht { $value }
boards-no-parameter = dieses Spiel hat keinen ganzzahligen Parameter { $name }
