//! The one allocation the transposition table makes: a slice of buckets that starts as zeroed
//! pages from the allocator, and a failed allocation that comes back as an error.
//!
//! `Vec::resize_with` would write every bucket before the first search: for an
//! 8 GiB table that is seconds of page faults and stores inside the command that asked for it,
//! and an oversized request aborts the process through `handle_alloc_error`. `alloc_zeroed`
//! asks the system for pages that are already zero (for large sizes, fresh anonymous mappings
//! that cost nothing until touched) and reports failure as a null pointer, so the engine can
//! refuse and keep its table. Measured: docs/performance.md, "Hash table".

use super::Bucket;
use std::alloc::{alloc_zeroed, Layout};

/// A boxed slice of `n` zeroed buckets, or `None` when the memory cannot be had (or `n`
/// buckets do not fit in the address space).
pub(super) fn zeroed_buckets(n: usize) -> Option<Box<[Bucket]>> {
    let layout = Layout::array::<Bucket>(n).ok()?;
    if layout.size() == 0 {
        return Some(Box::new([]));
    }
    // SAFETY: `layout` has a non-zero size (checked above). `Bucket` is four `Slot`s, each two
    // `AtomicU64`s, which have the size, alignment and bit validity of `u64`, so all-zero bytes
    // are a valid `Bucket` (every counter 0) and `n` of them fill exactly `layout`
    // (`Layout::array`, which also carries the bucket's 64-byte alignment). The pointer is
    // checked for null before use; `Box<[Bucket]>` frees with `Layout::for_value`, which
    // equals `layout` for a slice of `n` buckets, with the global allocator that allocated it.
    unsafe {
        let ptr = alloc_zeroed(layout) as *mut Bucket;
        if ptr.is_null() {
            return None;
        }
        Some(Box::from_raw(std::ptr::slice_from_raw_parts_mut(ptr, n)))
    }
}
