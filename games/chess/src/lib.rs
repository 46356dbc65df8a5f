//! chess rules for gambit.
