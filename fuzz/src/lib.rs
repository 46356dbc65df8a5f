//! The fuzzing harness of the property tests (`tests/fuzzing/`), for the AFL++ targets in
//! `src/bin/`: one binary per target and game, named `<target>_<game>`.

#[path = "../../tests/fuzzing/mod.rs"]
pub mod fuzzing;

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
