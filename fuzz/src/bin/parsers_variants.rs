//! AFL++ target: the kernel's FEN and move parsers on the variants of gambit-variants (the
//! first byte picks the variant and the parser; see
//! `games/variants/tests/fuzzing/variants.rs`).

fn main() {
    afl::fuzz!(|data: &[u8]| {
        gambit_fuzz::variant_fuzzing::variants::parsers(data);
    });
}
