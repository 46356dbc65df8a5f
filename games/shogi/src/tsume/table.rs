//! The proof-number table: what the search knows of each position it met, by the position's
//! key (board, hands and side to move, so entries are exact, not shared between hands).

use crate::Move;
use std::collections::HashMap;

/// A proof or disproof number that stands for infinity: proved (a disproof number) or
/// disproved (a proof number).
pub(crate) const INF: u32 = u32::MAX / 4;

/// What is known of one position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Entry {
    /// Proof number: how many more leaves at least must be proved to prove a mate; 0: mate.
    pub pn: u32,
    /// Disproof number: how many leaves at least must be disproved to refute it; 0: no mate.
    pub dn: u32,
    /// For a proved position, the length in plies of the mate the proof found (0: mated).
    pub len: u32,
}

impl Entry {
    /// `true` once a mate is proved.
    pub fn proved(&self) -> bool {
        self.pn == 0
    }

    /// `true` once no mate is proved.
    pub fn disproved(&self) -> bool {
        self.dn == 0
    }
}

/// The table, bounded: past its capacity the unsettled entries are dropped, the proofs and
/// disproofs kept (all of them when they fill half the capacity).
pub(crate) struct Table {
    entries: HashMap<u64, Entry>,
    capacity: usize,
}

impl Table {
    /// An empty table holding about `capacity` entries.
    pub fn new(capacity: usize) -> Table {
        Table {
            entries: HashMap::new(),
            capacity: capacity.max(1024),
        }
    }

    /// The entry of the position with key `key`.
    pub fn get(&self, key: u64) -> Option<Entry> {
        self.entries.get(&key).copied()
    }

    /// Stores `entry` for the position with key `key`.
    pub fn put(&mut self, key: u64, entry: Entry) {
        if self.entries.len() >= self.capacity && !self.entries.contains_key(&key) {
            self.entries.retain(|_, e| e.proved() || e.disproved());
            // Mostly settled entries: start afresh rather than sweep again at every insert.
            if self.entries.len() > self.capacity / 2 {
                self.entries.clear();
            }
        }
        self.entries.insert(key, entry);
    }
}

/// One move of a node, with its position's key and its numbers before it is searched.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Child {
    /// The move.
    pub mv: Move,
    /// The key of the position after it.
    pub key: u64,
    /// Its numbers while the table has nothing on it.
    pub init: Entry,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_full_table_drops_unsettled_entries_first() {
        let mut t = Table::new(1024);
        let open = Entry {
            pn: 1,
            dn: 1,
            len: 0,
        };
        let proved = Entry {
            pn: 0,
            dn: INF,
            len: 3,
        };
        t.put(0, proved);
        for key in 1..1024 {
            t.put(key, open);
        }
        t.put(5000, open);
        assert_eq!(t.get(0), Some(proved));
        assert_eq!(t.get(1), None);
        assert_eq!(t.get(5000), Some(open));
    }
}
