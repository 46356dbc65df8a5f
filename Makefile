# OpenBench's build convention: `make EXE=<path>` builds an engine and puts the binary at
# <path>. ENGINE names which of the four (gambit-chess by default; gambit-xiangqi,
# gambit-shogi, gambit-variants). Cargo builds it as `cargo build --release` does (for the
# CPU it runs on, .cargo/config.toml), in CARGO_TARGET_DIR when that is set.

ENGINE ?= gambit-chess
EXE ?= $(ENGINE)
TARGET_DIR := $(if $(CARGO_TARGET_DIR),$(CARGO_TARGET_DIR),target)

.PHONY: all clean
all:
	cargo build --release -p $(ENGINE) --bin $(ENGINE)
	cp $(TARGET_DIR)/release/$(ENGINE) $(EXE)

clean:
	cargo clean
