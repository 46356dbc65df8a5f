//! xiangqi rules for gambit.
