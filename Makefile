# movelab: `make serve` builds the page and serves it on http://127.0.0.1:8080/;
# `make test` runs the native tests, the wasm tests in headless Chromium and the browser
# end-to-end tests. Both first install whatever is missing (scripts/setup.sh).

SHELL := /bin/bash
export PATH := $(HOME)/.cargo/bin:$(PATH)
export CHROMEDRIVER ?= /usr/bin/chromedriver
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD := 1

# Every page module (rows and the five of the lab, web/src/lib.rs) for the wasm tests and the lint.
WASM := -p movelab-web --target wasm32-unknown-unknown --features rows,lab
WASM_TESTS := $(patsubst web/tests/%.rs,--test %,$(wildcard web/tests/web_*.rs))

.PHONY: setup build serve test test-native test-actions test-exhaustive test-long test-wasm test-e2e test-locales bench-web lint single-file peg-on-disk

setup:
	@scripts/setup.sh

build: setup
	trunk build --release --offline

# embed: dist-single/movelab.html, the page as one file (wasm, JS and CSS inline) that runs
# from file:// with no server and no network (docs/embedding.md).
single-file: build
	node scripts/single-file.mjs

serve: setup
	trunk serve --release --offline --address 127.0.0.1 --port 8080

test: setup
	cargo test
	$(MAKE) --no-print-directory test-locales
	$(MAKE) --no-print-directory test-actions
	$(MAKE) --no-print-directory test-exhaustive
	$(MAKE) --no-print-directory test-wasm
	$(MAKE) --no-print-directory test-e2e

test-native:
	cargo test
	$(MAKE) --no-print-directory test-actions

# The message files (locales/): every language has English's messages with the same
# variables, every game the messages its catalog entry asks for, every id in the code exists,
# each language addresses the reader one way; and the register check's own test.
test-locales:
	cargo build -p movelab-cli --bin movelab
	node scripts/check-locales.mjs
	node --test tests/locales/

# The action types the page's scripts send are the ones their wasm handles know
# (web/tests/action_names.rs), and the records the handles answer keep the names the scripts
# read (web/tests/records.rs), checked natively.
test-actions:
	cargo test -p movelab-web --features rows,lab --test action_names --test records

# The exhaustive sweeps too slow for a debug build, optimised: BFS over all moves for shift
# n, m <= 10, the pairs counter against plain BFS for n = 9..11, play mode's judgement on
# every position of pairs n = 8, the largest distance tables, and every catalog game against
# the generic searches on larger sizes (core/tests/contract.rs), and the core's own sweeps of
# peg's fewest moves and counts on small boards (core/src/peg/fewest.rs, count.rs: 15 minutes
# unoptimised, under a minute here). (The pairs conjecture against the counter for
# n = 14..18 takes minutes: cargo test --release --test pairs_count -- --ignored.)
test-exhaustive:
	cargo test -p movelab --profile bench --lib --test shift_search --test pairs_search --test play_exhaustive --test play_tables --test impartial_exhaustive --test misere --test automaton --test candy --test push --test shift_potential --test peg_classify --test peg_meet --test peg_disk --test peg_pagoda --test peg_judge --test contract -- --ignored $(LONG:%=--skip %)

# The longest sweeps, kept out of `make test` for CI's time (about 40 minutes together,
# optimised): the page's live verdict on 40 whole random games of peg solitaire, each
# verdict recomputed by a fresh solver, the English board's fewest-moves table against
# docs/peg.md (both searches) and the French board's (about 15 minutes of CPU alone), the
# search from both ends on English problems and on diamond
# d2 → f8 and e1 → b6 (2.3 and 1.4 minutes of CPU, 2 and 1.3 GB), French d3 → d5's 21
# fewest moves (under 2 minutes of CPU, 1 GB), and Grundy's
# game's sparse engine against the plain mex to 2^18, and the English central game's
# published counts of winning jump sequences.
LONG := the_english_central_game_has_the_published_counts the_french_fewest_moves_table_is_the_one_in_the_docs the_live_verdict_is_exact_on_whole_random_games the_english_fewest_moves_table_is_the_one_in_the_docs the_pruned_search_gives_the_english_fewest_moves_table the_meeting_search_agrees_on_english_problems french_d3_to_d5_takes_21_moves diamond_d2_to_f8_is_impossible diamond_e1_to_b6_is_impossible grundys_game_sparse_equals_the_plain_mex_to_2_pow_18
test-long:
	cargo test -p movelab --profile bench --lib --test peg_judge --test peg_classify --test peg_meet --test impartial_exhaustive -- --ignored $(LONG)

# Wiegleb e1 -> e1 decided by the search from both ends with its layers on disk (hours on
# both cores, tens of GB: docs/peg.md, "On disk"), in PEG_DISK, where a stopped run resumes;
# its progress appended to PEG_DISK.log. Exit 0 a line, 1 unsolvable (each layer's digest
# printed), 2 an error. Not part of make test.
PEG_DISK ?= target/peg-on-disk
PEG_MEMORY ?= 4
peg-on-disk:
	cargo build --release -p movelab-cli --bin movelab
	mkdir -p $(PEG_DISK)
	set -o pipefail; target/release/movelab peg --board wiegleb --empty e1 --finish e1 \
		--on-disk $(PEG_DISK) --memory $(PEG_MEMORY) 2>&1 | tee -a $(PEG_DISK).log; \
		status=$$?; test $$status -le 1

# wasm-bindgen tests: the runner (.cargo/config.toml) drives Debian's chromedriver with
# webdriver.json's headless Chromium.
test-wasm:
	cargo test $(WASM) $(WASM_TESTS)

# The end-to-end tests compare the page with the command line's output too.
test-e2e:
	cargo build -p movelab-cli --bin movelab
	trunk build --release --offline
	node --test tests/e2e/

bench-web: setup
	trunk build --release --offline
	node benches/web/bench.mjs

lint:
	cargo fmt --check
	cargo clippy --workspace --exclude movelab-web --all-targets -- -D warnings
	cargo clippy -p movelab-web --features rows,lab --test action_names --test records -- -D warnings
	cargo clippy $(WASM) --lib $(WASM_TESTS) -- -D warnings
	cargo clippy -p movelab-web --target wasm32-unknown-unknown --features rows --lib -- -D warnings
	cargo clippy -p movelab-web --target wasm32-unknown-unknown --features lab-heaps --lib -- -D warnings
	cargo clippy -p movelab-web --target wasm32-unknown-unknown --features lab-grid --lib -- -D warnings
	cargo clippy -p movelab-web --target wasm32-unknown-unknown --features lab-boards --lib -- -D warnings
	cargo clippy -p movelab-web --target wasm32-unknown-unknown --features lab-runs --lib -- -D warnings
	cargo clippy -p movelab-web --target wasm32-unknown-unknown --features lab-runs-heaps --lib -- -D warnings
