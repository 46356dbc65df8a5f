//! Builds the sliding-piece attack tables at compile time: finds a magic multiplier for every
//! square (a deterministic search) and writes the magics and the shared attack table as
//! statics, so move generation reads plain static arrays with no run-time initialisation.
//! With the `pext` feature on a BMI2 target the table is laid out for PEXT indexing instead.

use std::fmt::Write as _;

#[allow(dead_code)]
mod rays {
    include!("src/rays.rs");
}
use rays::*;

/// xorshift64*: deterministic candidates for the magic search.
struct Prng(u64);
impl Prng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(2_685_821_657_736_338_717)
    }
    fn sparse(&mut self) -> u64 {
        self.next() & self.next() & self.next()
    }
}

/// Software PEXT: the bits of `a` selected by `mask`, packed low.
fn pext(a: u64, mut mask: u64) -> u64 {
    let mut out = 0;
    let mut bit = 0;
    while mask != 0 {
        let low = mask & mask.wrapping_neg();
        if a & low != 0 {
            out |= 1 << bit;
        }
        bit += 1;
        mask &= mask - 1;
    }
    out
}

fn main() {
    println!("cargo:rerun-if-changed=src/rays.rs");
    println!("cargo:rerun-if-changed=build.rs");
    let use_pext = std::env::var_os("CARGO_FEATURE_PEXT").is_some()
        && std::env::var("CARGO_CFG_TARGET_FEATURE")
            .map(|f| f.split(',').any(|x| x == "bmi2"))
            .unwrap_or(false);

    let mut table: Vec<u64> = Vec::with_capacity(107_648);
    let mut magics = [String::new(), String::new()];
    let mut rng = Prng(0x9E37_79B9_7F4A_7C15);
    for (k, rook) in [true, false].into_iter().enumerate() {
        for sq in 0..64usize {
            let slow = |occ| {
                if rook {
                    rook_attacks_slow(sq, occ)
                } else {
                    bishop_attacks_slow(sq, occ)
                }
            };
            let mask = relevant_mask(sq, rook);
            let bits = mask.count_ones();
            let size = 1usize << bits;
            let mut occs = Vec::with_capacity(size);
            let mut sub = 0u64;
            loop {
                occs.push(sub);
                sub = sub.wrapping_sub(mask) & mask;
                if sub == 0 {
                    break;
                }
            }
            let atts: Vec<u64> = occs.iter().map(|&o| slow(o)).collect();
            let offset = table.len();
            let shift = 64 - bits;
            let mut slots = vec![0u64; size];
            let mut epoch = vec![0u32; size];
            let mut attempt = 0u32;
            let magic = 'search: loop {
                let magic = rng.sparse();
                if (mask.wrapping_mul(magic) >> 56).count_ones() < 6 {
                    continue;
                }
                attempt += 1;
                for i in 0..size {
                    let idx = (occs[i].wrapping_mul(magic) >> shift) as usize;
                    if epoch[idx] < attempt {
                        epoch[idx] = attempt;
                        slots[idx] = atts[i];
                    } else if slots[idx] != atts[i] {
                        continue 'search;
                    }
                }
                break magic;
            };
            if use_pext {
                for i in 0..size {
                    slots[pext(occs[i], mask) as usize] = atts[i];
                }
            }
            table.extend_from_slice(&slots);
            writeln!(
                magics[k],
                "    Magic {{ mask: {mask:#x}, magic: {magic:#x}, shift: {shift}, offset: {offset} }},"
            )
            .unwrap();
        }
    }
    let mut out = String::with_capacity(table.len() * 22 + 20_000);
    writeln!(
        out,
        "/// Rook magics by square.\nstatic ROOK_MAGICS: [Magic; 64] = [\n{}];",
        magics[0]
    )
    .unwrap();
    writeln!(
        out,
        "/// Bishop magics by square.\nstatic BISHOP_MAGICS: [Magic; 64] = [\n{}];",
        magics[1]
    )
    .unwrap();
    writeln!(
        out,
        "/// Attack sets of every slider square and relevant occupancy."
    )
    .unwrap();
    writeln!(out, "static SLIDER_TABLE: [u64; {}] = [", table.len()).unwrap();
    for chunk in table.chunks(8) {
        for v in chunk {
            write!(out, "{v:#x},").unwrap();
        }
        out.push('\n');
    }
    out.push_str("];\n");
    let path = std::path::Path::new(&std::env::var("OUT_DIR").unwrap()).join("sliders.rs");
    std::fs::write(path, out).unwrap();
}
