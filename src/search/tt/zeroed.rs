//! The one allocation the transposition table makes: a slice of slots that starts as zeroed
//! pages from the allocator, and a failed allocation that comes back as an error.
//!
//! `Vec::resize_with` would write every slot before the first search: for an 8 GiB table that
//! is seconds of page faults and stores inside the command that asked for it, and an oversized
//! request aborts the process through `handle_alloc_error`. `alloc_zeroed` asks the system for
//! pages that are already zero (for large sizes, fresh anonymous mappings that cost nothing until
//! touched) and reports failure as a null pointer, so the engine can refuse and keep its table.
//! Measured: docs/performance.md, "Hash table".

use super::Slot;
use std::alloc::{alloc_zeroed, Layout};

/// A boxed slice of `n` zeroed slots, or `None` when the memory cannot be had (or `n` slots do
/// not fit in the address space).
pub(super) fn zeroed_slots(n: usize) -> Option<Box<[Slot]>> {
    let layout = Layout::array::<Slot>(n).ok()?;
    if layout.size() == 0 {
        return Some(Box::new([]));
    }
    // SAFETY: `layout` has a non-zero size (checked above). `Slot` is two `AtomicU64`s, which
    // have the size, alignment and bit validity of `u64`, so all-zero bytes are a valid `Slot`
    // (both counters 0) and `n` of them fill exactly `layout` (`Layout::array`). The pointer is
    // checked for null before use; `Box<[Slot]>` frees with `Layout::for_value`, which equals
    // `layout` for a slice of `n` slots, with the global allocator that allocated it.
    unsafe {
        let ptr = alloc_zeroed(layout) as *mut Slot;
        if ptr.is_null() {
            return None;
        }
        Some(Box::from_raw(std::ptr::slice_from_raw_parts_mut(ptr, n)))
    }
}
