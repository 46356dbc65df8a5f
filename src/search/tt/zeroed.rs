//! The one allocation the transposition table makes: a slice of buckets that starts as zeroed
//! pages, on huge pages where the system gives them, and a failed allocation that comes back
//! as an error.
//!
//! Why not `Vec` or `Box`: `Vec::resize_with` would write every bucket before the first
//! search, and so does the standard `alloc_zeroed` for the buckets' 64-byte alignment (it
//! allocates, then writes zeros): for an 8 GiB table that is seconds of page faults inside the
//! command that asked for it, and an oversized request aborts the process through
//! `handle_alloc_error`. With the `huge-pages` feature (the engines turn it on), on Linux, the
//! memory is a fresh anonymous mapping instead, whose pages cost nothing until a search touches
//! them, advised for transparent huge pages: a probe is a random access into the table, and
//! fewer, larger pages leave fewer TLB misses (docs/performance.md, "Hash table"). Otherwise
//! it is `alloc_zeroed` with the allocator's own alignment (which `calloc` serves with pages
//! the system zeroes lazily), the buckets placed on the next 64-byte boundary inside.

use super::Bucket;
use std::ops::{Deref, DerefMut};
use std::ptr::NonNull;

/// `n` zeroed buckets owned by the table, freed on drop.
pub(super) struct Buckets {
    ptr: NonNull<Bucket>,
    len: usize,
    /// The mapping or allocation to free, which may be larger than the buckets (alignment).
    region: Region,
}

// SAFETY: `Buckets` owns its memory exclusively (nothing else holds the pointer), like a
// `Box<[Bucket]>`, and `Bucket` is `Send + Sync` (atomics only); so the owner may move to or be
// shared with another thread exactly as a `Box<[Bucket]>` could.
unsafe impl Send for Buckets {}
// SAFETY: as for `Send` above.
unsafe impl Sync for Buckets {}

impl Deref for Buckets {
    type Target = [Bucket];
    fn deref(&self) -> &[Bucket] {
        // SAFETY: `ptr` points to `len` initialised (zeroed, then written only through
        // `&[Bucket]` atomics or `&mut self`) buckets that live until `drop`.
        unsafe { std::slice::from_raw_parts(self.ptr.as_ptr(), self.len) }
    }
}

impl DerefMut for Buckets {
    fn deref_mut(&mut self) -> &mut [Bucket] {
        // SAFETY: as in `deref`; `&mut self` makes the access exclusive.
        unsafe { std::slice::from_raw_parts_mut(self.ptr.as_ptr(), self.len) }
    }
}

/// A slice of `n` zeroed buckets, or `None` when the memory cannot be had (or `n` buckets do
/// not fit in the address space).
pub(super) fn zeroed_buckets(n: usize) -> Option<Buckets> {
    let bytes = n.checked_mul(std::mem::size_of::<Bucket>())?;
    if bytes == 0 {
        return Some(Buckets {
            ptr: NonNull::dangling(),
            len: 0,
            region: Region::None,
        });
    }
    let (ptr, region) = Region::allocate(bytes)?;
    Some(Buckets {
        ptr: ptr.cast(),
        len: n,
        region,
    })
}

impl Drop for Buckets {
    fn drop(&mut self) {
        self.region.free();
    }
}

/// Memory obtained from the system.
enum Region {
    /// Nothing (no buckets).
    None,
    /// An anonymous mapping of `bytes` from `base`.
    #[cfg(all(target_os = "linux", feature = "huge-pages"))]
    Mapped { base: NonNull<u8>, bytes: usize },
    /// An allocation of the global allocator with this layout.
    #[cfg(not(all(target_os = "linux", feature = "huge-pages")))]
    Allocated {
        base: NonNull<u8>,
        layout: std::alloc::Layout,
    },
}

/// Transparent huge pages are 2 MiB on x86-64 and most aarch64 systems; a table is aligned to
/// them so that all of it can be backed by huge pages.
#[cfg(all(target_os = "linux", feature = "huge-pages"))]
const HUGE_PAGE: usize = 2 * 1024 * 1024;

/// The largest table advised for huge pages (the default size, which matches and benches
/// use). The system zeroes a huge page when a search first touches it, 2 MiB at once, and a
/// short search touches nearly every page of the table: with 1 GiB, `go movetime 100` took 102
/// to 213 ms in its first searches instead of 70; with 32 and 64 MiB some first searches took
/// 85 to 138 ms; with 16 MiB none of sixteen went over 70 (docs/performance.md, "Hash
/// table"). Larger tables keep ordinary pages, whose cost is spread over many small faults.
#[cfg(all(target_os = "linux", feature = "huge-pages"))]
const HUGE_PAGE_TABLE_LIMIT: usize = 16 * 1024 * 1024;

impl Region {
    /// `bytes` of zeroed memory aligned for `Bucket`, and the region that holds it.
    #[cfg(all(target_os = "linux", feature = "huge-pages"))]
    fn allocate(bytes: usize) -> Option<(NonNull<u8>, Region)> {
        // A table advised for huge pages gets one extra huge page of address space (never
        // touched, so never memory) to start on a huge-page boundary.
        let align = if (HUGE_PAGE..=HUGE_PAGE_TABLE_LIMIT).contains(&bytes) {
            HUGE_PAGE
        } else {
            1
        };
        let map_bytes = bytes.checked_add(align - 1)?;
        // SAFETY: an anonymous private mapping with no address hint touches no existing memory;
        // the result is checked for failure before use.
        let base = unsafe {
            libc::mmap(
                std::ptr::null_mut(),
                map_bytes,
                libc::PROT_READ | libc::PROT_WRITE,
                libc::MAP_PRIVATE | libc::MAP_ANONYMOUS,
                -1,
                0,
            )
        };
        if base == libc::MAP_FAILED {
            return None;
        }
        let base = NonNull::new(base as *mut u8)?;
        let offset = (align - base.as_ptr() as usize % align) % align;
        // SAFETY: `offset < align` and `offset + bytes <= map_bytes`, so the pointer and the
        // advised range lie inside the mapping just made (page-aligned, so 64-byte aligned,
        // and `offset` is 0 or a multiple of a huge page). The advice only changes how the
        // kernel backs the pages; a kernel without it returns an error, which is ignored.
        let start = unsafe {
            let start = base.as_ptr().add(offset);
            if align == HUGE_PAGE {
                libc::madvise(start.cast(), bytes, libc::MADV_HUGEPAGE);
            }
            start
        };
        Some((
            NonNull::new(start)?,
            Region::Mapped {
                base,
                bytes: map_bytes,
            },
        ))
    }

    /// `bytes` of zeroed memory aligned for `Bucket`, and the region that holds it.
    #[cfg(not(all(target_os = "linux", feature = "huge-pages")))]
    fn allocate(bytes: usize) -> Option<(NonNull<u8>, Region)> {
        // An alignment of 16 keeps `alloc_zeroed` on `calloc`; the room for one bucket's
        // alignment more puts the buckets on their own boundary inside.
        let align = std::mem::align_of::<Bucket>();
        let layout = std::alloc::Layout::from_size_align(bytes.checked_add(align)?, 16).ok()?;
        // SAFETY: `layout` has a non-zero size (the caller passes `bytes > 0`). The pointer is
        // checked for null before use and freed in `free` with the same layout.
        let base = NonNull::new(unsafe { std::alloc::alloc_zeroed(layout) })?;
        let offset = (align - base.as_ptr() as usize % align) % align;
        // SAFETY: `offset < align`, so `offset + bytes` lies within the `bytes + align` bytes
        // just allocated.
        let start = unsafe { base.as_ptr().add(offset) };
        Some((NonNull::new(start)?, Region::Allocated { base, layout }))
    }

    /// Gives the memory back. All-zero bytes are a valid `Bucket` (four `Slot`s of two
    /// `AtomicU64`s, which have the size, alignment and bit validity of `u64`), and buckets
    /// need no drop, so nothing has to run first.
    fn free(&mut self) {
        match std::mem::replace(self, Region::None) {
            Region::None => {}
            #[cfg(all(target_os = "linux", feature = "huge-pages"))]
            Region::Mapped { base, bytes } => {
                // SAFETY: `base` and `bytes` are exactly the mapping made in `allocate`, unmapped
                // once (the region is `None` from here on); no reference into it outlives the
                // `Buckets` being dropped.
                unsafe {
                    libc::munmap(base.as_ptr().cast(), bytes);
                }
            }
            #[cfg(not(all(target_os = "linux", feature = "huge-pages")))]
            Region::Allocated { base, layout } => {
                // SAFETY: allocated in `allocate` with this layout by the global allocator,
                // freed once.
                unsafe { std::alloc::dealloc(base.as_ptr(), layout) }
            }
        }
    }
}
