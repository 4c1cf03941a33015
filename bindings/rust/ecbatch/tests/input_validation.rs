//! The binding refuses what C cannot represent (issue 21, item 4): counts, indices, thread
//! numbers and windows reach C unchanged (no truncating casts: u32::MAX is refused by C, never
//! wrapped to a small valid value), nothing is allocated for a count C would refuse, bytes of
//! the wrong length name both lengths, and Merlin's statuses are returned.
use ecbatch::bte::{Ciphertext, Point, PublicPolynomial, Request, Response, Variant};
use ecbatch::bulletproofs_plus::{
    verify_batch, BatchOptions, Mode, PedersenGens, RangeParams, RangeProof, RangeStatement,
    RangeWitness,
};
use ecbatch::merlin::Transcript;
use ecbatch::msm::{multi_plan, FixedBases, Group, Msm, MultiMsm};
use ecbatch::{bls12_377, bls12_381, ristretto255, Detail, Error};

fn assert_length(e: Error, argument: &'static str, expected: usize, actual: usize) {
    assert_eq!(e.name(), "wrong_length");
    assert_eq!(
        *e.detail(),
        Detail::Length {
            argument,
            expected,
            actual
        }
    );
    assert_eq!(
        e.to_string(),
        format!(
            "ecbatch: wrong_length, invalid input (a buffer has the wrong length): \
             {} must be {} bytes, got {}",
            argument, expected, actual
        )
    );
}

#[test]
fn wrong_lengths_name_both_lengths() {
    for (variant, n) in [(Variant::MinPk, 48), (Variant::MinSig, 96)] {
        for actual in [0, n - 1, n + 1] {
            let e = Point::from_bytes(variant, &vec![0; actual]).unwrap_err();
            assert_length(e, "bytes", n, actual);
        }
    }
    let a = [1u8; 32 * 3];
    let e = PublicPolynomial::deal_from_coefficients(Variant::MinPk, 2, 3, &a).unwrap_err();
    assert_length(e, "coefficients", 64, 96);
    // t = u32::MAX needs 2^37 - 32 bytes: refused from the length, nothing allocated
    let e = PublicPolynomial::deal_from_coefficients(Variant::MinPk, u32::MAX, 3, &a).unwrap_err();
    assert_eq!(e.name(), "wrong_length");
    use bls12_377::{Encoding, G1Affine, G1};
    let g = G1::generator().to_bytes_as(Encoding::SnarkvmUncompressed);
    assert_length(
        G1::from_bytes_as(&g[..95], Encoding::SnarkvmUncompressed).unwrap_err(),
        "bytes",
        96,
        95,
    );
    assert_length(
        G1Affine::from_bytes_as(&g, Encoding::Arkworks).unwrap_err(),
        "bytes",
        48,
        96,
    );
    assert_length(
        G1Affine::from_bytes_unchecked(
            &[g.as_slice(), &[0]].concat(),
            Encoding::SnarkvmUncompressed,
        )
        .unwrap_err(),
        "bytes",
        96,
        97,
    );
    assert_eq!(
        G1Affine::from_bytes_unchecked(&g, Encoding::SnarkvmUncompressed)
            .unwrap()
            .to_projective(),
        G1::generator()
    );
}

#[test]
fn counts_c_refuses_are_not_allocated_first() {
    // the largest valid count is 2: the result is not sized from count before C checks it
    for count in [0, 3, usize::MAX] {
        let e = bls12_381::Fp::hash_to_field(b"m", b"dst", count).unwrap_err();
        assert_eq!(e.name(), "invalid_argument", "count {}", count);
        let e = bls12_381::Fp2::hash_to_field(b"m", b"dst", count).unwrap_err();
        assert_eq!(e.name(), "invalid_argument", "count {}", count);
    }
    assert_eq!(
        bls12_381::Fp2::hash_to_field(b"m", b"dst", 1)
            .unwrap()
            .len(),
        1
    );
    // many MSMs of no points: rows above ECB_MSM_MAX_POINTS are refused before the rows'
    // results are allocated
    for rows in [usize::MAX, ecbatch_sys::ECB_MSM_MAX_POINTS + 1] {
        let e = MultiMsm::new().bls12_381_g1(&[], &[], rows).unwrap_err();
        assert_eq!(e.name(), "size_overflow", "rows {}", rows);
    }
    let out = MultiMsm::new().ristretto255(&[], &[], 3).unwrap();
    assert_eq!(out, vec![ristretto255::Point::identity(); 3]);
}

#[test]
fn thread_counts_and_windows_reach_c_unchanged() {
    // a truncating cast would turn these into small valid values; C refuses them
    let g = bls12_381::G1::generator().to_affine();
    let s = [bls12_381::Scalar::from_u64(3)];
    for threads in [257, u32::MAX] {
        let e = Msm::new()
            .threads(threads)
            .bls12_381_g1(&[g], &s)
            .unwrap_err();
        assert_eq!(e.name(), "invalid_argument", "threads {}", threads);
        let e = MultiMsm::new()
            .threads(threads)
            .bls12_381_g1(&[g], &s, 1)
            .unwrap_err();
        assert_eq!(e.name(), "invalid_argument", "threads {}", threads);
        let f = FixedBases::bls12_381_g1(&[g], 1 << 12).unwrap();
        let e = f.msm_bls12_381_g1(&s, threads).unwrap_err();
        assert_eq!(e.name(), "invalid_argument", "threads {}", threads);
    }
    for window in [1 << 8, u32::MAX] {
        let e = Msm::new()
            .window(window)
            .bls12_381_g1(&[g], &s)
            .unwrap_err();
        assert_eq!(e.name(), "invalid_argument", "window {}", window);
    }
    let e = multi_plan(Group::Bls12381G1, 10, u32::MAX, 2, 1).unwrap_err();
    assert_eq!(e.name(), "invalid_argument");
    assert_eq!(
        Msm::new().threads(2).bls12_381_g1(&[g], &s).unwrap(),
        bls12_381::G1::generator() * &s[0]
    );
}

#[test]
fn threshold_counts_and_indices_reach_c_unchanged() {
    let e = PublicPolynomial::deal(Variant::MinPk, 1, u32::MAX).unwrap_err();
    assert_eq!(e.name(), "invalid_argument");
    let (public, shares) = PublicPolynomial::deal(Variant::MinPk, 1, 2).unwrap();
    assert!(public.commitment(u32::MAX).is_err());
    assert!(public.public_share(u32::MAX).is_err());
    let pk = public.public_key();
    let cts = vec![Ciphertext::encrypt(&pk, b"", b"m").unwrap()];
    for threads in [257, u32::MAX] {
        let e = Request::new(&public, &cts, b"", threads).unwrap_err();
        assert_eq!(e.name(), "invalid_argument", "threads {}", threads);
        let e = ecbatch::bte::verify_ciphertexts(&pk, &cts, threads).unwrap_err();
        assert_eq!(e.name(), "invalid_argument", "threads {}", threads);
    }
    let req = Request::new(&public, &cts, b"", 1).unwrap();
    let e = Response::respond(&req, &shares[0], u32::MAX).unwrap_err();
    assert_eq!(e.name(), "invalid_argument");
    let r = Response::respond(&req, &shares[0], 2).unwrap();
    let e = req
        .verify_response(u32::MAX, &public.public_share(0).unwrap(), &r)
        .unwrap_err();
    // an index no dealing can hold is refused before it is compared with the response's
    assert_eq!(e.name(), "index_out_of_range");
}

/// A failed transcript (a duplex position past the STROBE rate, which C refuses and marks
/// failed) reports it on every call instead of giving zero challenges.
#[test]
fn merlin_statuses_are_returned() {
    let mut t = Transcript::new(b"t");
    // SAFETY: Transcript is repr(transparent) over the C struct.
    unsafe { (*(&mut t as *mut Transcript as *mut ecbatch_sys::ecb_merlin_transcript)).pos = 255 };
    assert_eq!(
        t.append_message(b"m", b"x").unwrap_err().name(),
        "transcript"
    );
    assert_eq!(t.append_u64(b"n", 1).unwrap_err().name(), "transcript");
    let mut c = [1u8; 32];
    assert_eq!(
        t.challenge_bytes(b"c", &mut c).unwrap_err().name(),
        "transcript"
    );
    assert_eq!(c, [0; 32]);
}

/// Merlin frames lengths in 32 bits: a 4 GiB message (a read-only mapping of zero pages, never
/// touched) is refused with too_long, and the failed transcript fails the proof.
#[cfg(all(target_os = "linux", target_pointer_width = "64"))]
#[test]
fn merlin_refuses_lengths_of_2_pow_32() {
    use std::os::raw::{c_int, c_long, c_void};
    extern "C" {
        fn mmap(
            a: *mut c_void,
            len: usize,
            prot: c_int,
            flags: c_int,
            fd: c_int,
            off: c_long,
        ) -> *mut c_void;
        fn munmap(a: *mut c_void, len: usize) -> c_int;
    }
    const PROT_READ: c_int = 1;
    const MAP_PRIVATE_ANONYMOUS_NORESERVE: c_int = 0x2 | 0x20 | 0x4000;
    let len = 1usize << 32;
    // SAFETY: a fresh anonymous mapping; the slice covers exactly it and is only read.
    let p = unsafe {
        mmap(
            std::ptr::null_mut(),
            len,
            PROT_READ,
            MAP_PRIVATE_ANONYMOUS_NORESERVE,
            -1,
            0,
        )
    };
    if p as isize == -1 {
        eprintln!("skipped: no 4 GiB of address space");
        return;
    }
    // SAFETY: p maps len readable bytes until munmap below.
    let huge = unsafe { std::slice::from_raw_parts(p as *const u8, len) };
    let mut t = Transcript::new(b"t");
    assert_eq!(t.append_message(b"m", huge).unwrap_err().name(), "too_long");
    assert_eq!(t.append_u64(b"n", 1).unwrap_err().name(), "transcript");
    let mut failed = Transcript::new(huge);
    assert_eq!(failed.append_u64(b"n", 1).unwrap_err().name(), "transcript");

    let gens = PedersenGens::new(1).unwrap();
    let params = RangeParams::new(8, 1, &gens).unwrap();
    let k = ristretto255::Scalar::from_u64(7);
    let c = gens.commit(5, std::slice::from_ref(&k)).unwrap().to_bytes();
    let st = RangeStatement::new(&params, vec![c], None, None).unwrap();
    let w = RangeWitness::new(vec![5], vec![k]).unwrap();
    let e = RangeProof::prove(&mut Transcript::new(huge), &st, &w).unwrap_err();
    assert_eq!(e.name(), "transcript");
    let proof = RangeProof::prove(&mut Transcript::new(b"t"), &st, &w).unwrap();
    let e = verify_batch(
        &[Transcript::new(huge)],
        &[st],
        &[proof],
        Mode::VerifyOnly,
        &BatchOptions::default(),
    )
    .unwrap_err();
    assert_eq!(e.name(), "transcript");
    // SAFETY: the mapping made above; huge is not used after this.
    assert_eq!(unsafe { munmap(p, len) }, 0);
}
