//! Binding overhead: a 64-point BLS12-381 G1 MSM through the safe API (`Msm` with reusable
//! scratch, and the one-shot `G1::msm`) against the same call made directly on the C function
//! (`ecbatch_sys::ecb_msm_bls12_381_g1_var`). The three are timed in turn, round after round,
//! and each reports its fastest round in process CPU time (the least disturbed by other work
//! on a shared machine).
//!
//!     cargo run --release --example msm_overhead [points] [rounds]
use std::os::raw::{c_int, c_long};

use ecbatch::bls12_381::{G1Affine, Scalar, G1};
use ecbatch::msm::Msm;
use ecbatch_sys as sys;

#[repr(C)]
struct Timespec {
    sec: c_long,
    nsec: c_long,
}

extern "C" {
    fn clock_gettime(clock: c_int, ts: *mut Timespec) -> c_int;
}

/// This process's CPU time in microseconds (CLOCK_PROCESS_CPUTIME_ID).
fn cpu_us() -> f64 {
    let mut ts = Timespec { sec: 0, nsec: 0 };
    // SAFETY: ts is a valid output; clock 2 is CLOCK_PROCESS_CPUTIME_ID on Linux.
    unsafe { clock_gettime(2, &mut ts) };
    ts.sec as f64 * 1e6 + ts.nsec as f64 / 1e3
}

/// CPU microseconds per call of f over `reps` calls.
fn time(reps: usize, f: &mut dyn FnMut()) -> f64 {
    let t = cpu_us();
    for _ in 0..reps {
        f();
    }
    (cpu_us() - t) / reps as f64
}

fn main() {
    let n: usize = std::env::args()
        .nth(1)
        .map_or(64, |s| s.parse().expect("points"));
    let rounds: usize = std::env::args()
        .nth(2)
        .map_or(15, |s| s.parse().expect("rounds"));
    let mut seed = [0u8; 64];
    let scalars: Vec<Scalar> = (0..n)
        .map(|i| {
            seed[..8].copy_from_slice(&(i as u64 + 1).to_le_bytes());
            seed[8] = 0x5a;
            Scalar::from_bytes_wide(&seed)
        })
        .collect();
    let points: Vec<G1Affine> = G1::batch_to_affine(
        &scalars
            .iter()
            .map(|k| G1::generator() * k)
            .collect::<Vec<_>>(),
    );
    let reps = 10;

    // the C call itself: caller scratch, allocated once, as a C user would
    let raw_points: Vec<sys::ecb_bls12_381_g1_affine> = points
        .iter()
        .map(|p| unsafe { std::mem::transmute(*p) })
        .collect();
    let raw_scalars: Vec<sys::ecb_bls12_381_scalar> = scalars
        .iter()
        .map(|s| unsafe { std::mem::transmute_copy(s) })
        .collect();
    let size =
        unsafe { sys::ecb_msm_scratch_size(sys::ECB_GROUP_BLS12_381_G1, n, std::ptr::null()) };
    let mut scratch = vec![0u64; (size + 7) / 8];
    let opt = sys::ecb_msm_options {
        strategy: sys::ECB_MSM_AUTO,
        threads: 1,
        scratch: scratch.as_mut_ptr() as *mut std::os::raw::c_void,
        scratch_size: scratch.len() * 8,
        window: 0,
        costs: std::ptr::null(),
        plan_used: std::ptr::null_mut(),
        inner: sys::ECB_MSM_AUTO,
    };
    let mut out = sys::ecb_bls12_381_g1::default();
    let mut c_call = || {
        // SAFETY: the arrays hold n points and scalars; the scratch outlives the call.
        let st = unsafe {
            sys::ecb_msm_bls12_381_g1_var(
                &mut out,
                raw_points.as_ptr(),
                raw_scalars.as_ptr(),
                n,
                &opt,
            )
        };
        assert_eq!(st, sys::ECB_OK);
    };
    let mut msm = Msm::new();
    let mut result = G1::identity();
    let mut reused = || result = msm.bls12_381_g1(&points, &scalars).unwrap();
    let mut oneshot_result = G1::identity();
    let mut oneshot = || oneshot_result = G1::msm(&points, &scalars).unwrap();
    let (mut c_us, mut rust_us, mut oneshot_us) = (f64::MAX, f64::MAX, f64::MAX);
    for _ in 0..rounds {
        c_us = c_us.min(time(reps, &mut c_call));
        rust_us = rust_us.min(time(reps, &mut reused));
        oneshot_us = oneshot_us.min(time(reps, &mut oneshot));
    }
    assert_eq!(result, oneshot_result);
    let mut c_bytes = [0u8; 48];
    unsafe { sys::ecb_bls12_381_g1_encode(c_bytes.as_mut_ptr(), &out) };
    assert_eq!(result.to_bytes(), c_bytes);
    println!(
        "BLS12-381 G1 MSM of {} points (CPU time, fastest of {} rounds x {} calls)",
        n, rounds, reps
    );
    println!("  C call (ecb_msm_bls12_381_g1_var)   {:9.1} us", c_us);
    println!(
        "  Rust Msm (reusable scratch)         {:9.1} us  {:+.1}%",
        rust_us,
        100.0 * (rust_us / c_us - 1.0)
    );
    println!(
        "  Rust G1::msm (scratch per call)     {:9.1} us  {:+.1}%",
        oneshot_us,
        100.0 * (oneshot_us / c_us - 1.0)
    );
}
