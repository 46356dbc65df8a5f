//! The fuzzing harness of the property tests (`tests/fuzzing/`, and
//! `games/variants/tests/fuzzing/` for the kernel's variants), for the AFL++ targets in
//! `src/bin/`: one binary per target and game, named `<target>_<game>`.

#[path = "../../tests/fuzzing/mod.rs"]
pub mod fuzzing;

/// The harness of the kernel's variants (`games/variants/tests/fuzzing/`), for the target
/// `parsers_variants`.
#[path = "../../games/variants/tests/fuzzing/mod.rs"]
pub mod variant_fuzzing;

/// The target binaries' body: runs `target` on each input AFL++ gives (in persistent mode).
#[macro_export]
macro_rules! afl_target {
    ($target:ident, $game:ty) => {
        fn main() {
            afl::fuzz!(|data: &[u8]| {
                $crate::fuzzing::targets::$target::<$game>(data);
            });
        }
    };
}
