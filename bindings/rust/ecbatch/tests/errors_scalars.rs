//! Errors that explain (issue 24): each status code's kind, the argument and numbers at fault
//! in `Detail` and in `Display`; scalars from the OS's random source and from integers.
use ecbatch::bte::{PublicPolynomial, Variant};
use ecbatch::bulletproofs_plus::RangeWitness;
use ecbatch::msm::Msm;
use ecbatch::{bls12_377, bls12_381, ristretto255, Detail, Error, ErrorKind};
use ecbatch_sys as sys;

#[test]
fn every_status_code_has_its_kind() {
    let proof = [
        sys::ECB_ERR_VERIFY_FAILED,
        sys::ECB_ERR_PROOF_FORMAT,
        sys::ECB_ERR_INVALID_CIPHERTEXT,
        sys::ECB_ERR_INVALID_RESPONSE,
        sys::ECB_ERR_NO_VALID_CIPHERTEXTS,
        sys::ECB_ERR_INVALID_CIPHERTEXT_SET,
    ];
    let system = [
        sys::ECB_ERR_THREADS,
        sys::ECB_ERR_IO,
        sys::ECB_ERR_RANDOMNESS,
    ];
    let mut known = 0;
    for code in -80..0 {
        let kind = Error::from_code(code).kind();
        let named = ecbatch::status_name(code) != "unknown_status";
        let expected = if !named {
            ErrorKind::Other
        } else if proof.contains(&code) {
            ErrorKind::InvalidProof
        } else if system.contains(&code) {
            ErrorKind::System
        } else if code == sys::ECB_ERR_OUT_OF_MEMORY {
            ErrorKind::OutOfMemory
        } else if code == sys::ECB_ERR_UNSUPPORTED {
            ErrorKind::Unsupported
        } else {
            ErrorKind::InvalidInput
        };
        assert_eq!(
            kind,
            expected,
            "code {} ({})",
            code,
            ecbatch::status_name(code)
        );
        // every code the C library names has its meaning in Display
        if named {
            known += 1;
            assert!(
                !Error::from_code(code).to_string().contains("(status "),
                "{}",
                code
            );
        }
    }
    assert_eq!(known, 49); // status.h: -1..-16, -20..-31, -40..-60
    assert_eq!(
        Error::from_code(sys::ECB_ERR_VERIFY_FAILED).to_string(),
        "ecbatch: verify_failed, invalid proof (a proof or equation check did not hold)"
    );
    assert_eq!(
        Error::from_code(-1000).to_string(),
        "ecbatch: unknown_status, other (status -1000)"
    );
}

#[test]
fn counts_that_disagree_name_both() {
    let points = vec![ristretto255::Point::base(); 3];
    let scalars = vec![ristretto255::Scalar::from_u64(1); 2];
    let e = ristretto255::Point::msm(&points, &scalars).unwrap_err();
    assert_eq!(e.kind(), ErrorKind::InvalidInput);
    assert_eq!(
        *e.detail(),
        Detail::Counts {
            argument: "scalars",
            actual: 2,
            other: "points",
            expected: 3
        }
    );
    assert_eq!(
        e.to_string(),
        "ecbatch: length_mismatch, invalid input (two lengths that must agree do not): \
         scalars holds 2 items where points asks for 3"
    );
    let e = Msm::new().ristretto255(&points, &scalars).unwrap_err();
    assert_eq!(e.name(), "length_mismatch");
    assert!(matches!(
        e.detail(),
        Detail::Counts {
            actual: 2,
            expected: 3,
            ..
        }
    ));
}

#[test]
fn bounds_and_arguments_are_named() {
    let max = u64::from(sys::ECB_BTE_MAX_PARTICIPANTS);
    for n in [0, sys::ECB_BTE_MAX_PARTICIPANTS + 1] {
        let e = PublicPolynomial::deal(Variant::MinPk, 1, n).unwrap_err();
        assert_eq!(e.name(), "invalid_argument");
        let range = Detail::Range {
            argument: "n",
            value: u64::from(n),
            min: 1,
            max,
        };
        assert_eq!(*e.detail(), range);
        assert!(e
            .to_string()
            .ends_with(&format!(": n = {} is outside 1..={}", n, max)));
    }
    let e = ristretto255::Point::decode_batch(&[0u8; 33], 1).unwrap_err();
    assert_eq!(e.name(), "wrong_length");
    assert_eq!(
        e.to_string(),
        "ecbatch: wrong_length, invalid input (a buffer has the wrong length): \
         bytes: its length is not a multiple of 32"
    );
    let e = RangeWitness::new(vec![], vec![]).unwrap_err();
    assert_eq!(
        *e.detail(),
        Detail::Argument {
            argument: "values",
            reason: "empty"
        }
    );
    // a strategy the group lacks, threads above 256: named, with the bound
    let (p, k) = (ristretto255::Point::base(), ristretto255::Scalar::from_u64(3));
    let e = Msm::new()
        .strategy(ecbatch::msm::Strategy::Glv)
        .ristretto255(&[p], &[k.clone()])
        .unwrap_err();
    assert_eq!(e.name(), "unsupported");
    assert!(e.to_string().ends_with(": strategy: glv needs an endomorphism: the BLS12 groups \
         have it, not this one"));
    let e = Msm::new().threads(257).ristretto255(&[p], &[k]).unwrap_err();
    assert!(e.to_string().ends_with(": threads = 257 is outside 0..=256"));
    let two = vec![ristretto255::Scalar::from_u64(1); 3];
    let e = RangeWitness::new(vec![1, 2], two).unwrap_err();
    assert!(matches!(
        e.detail(),
        Detail::Argument {
            argument: "blindings",
            ..
        }
    ));
}

macro_rules! scalar_checks {
    ($module:ident) => {{
        use $module::Scalar;
        let drawn: Vec<[u8; 32]> = (0..64)
            .map(|_| Scalar::random().unwrap().to_bytes())
            .collect();
        for (i, a) in drawn.iter().enumerate() {
            // canonical (below the order), non-zero, all distinct
            assert_eq!(Scalar::from_bytes(a).unwrap().to_bytes(), *a);
            assert_ne!(*a, [0u8; 32]);
            assert!(drawn[..i].iter().all(|b| b != a));
        }
        assert_eq!(Scalar::from(7u8).to_bytes(), Scalar::from_u64(7).to_bytes());
        assert_eq!(
            Scalar::from(65535u16).to_bytes(),
            Scalar::from_u64(65535).to_bytes()
        );
        assert_eq!(
            Scalar::from(u32::MAX).to_bytes(),
            Scalar::from_u64(u64::from(u32::MAX)).to_bytes()
        );
        assert_eq!(
            Scalar::from(u64::MAX).to_bytes(),
            Scalar::from_u64(u64::MAX).to_bytes()
        );
        assert_ne!(Scalar::from(2u64).to_bytes(), Scalar::from(3u32).to_bytes());
        // equality by value, every byte compared (the first and the last byte apart)
        assert_eq!(Scalar::from_u64(7), Scalar::from(7u8));
        assert_ne!(Scalar::from_u64(7), Scalar::from_u64(6));
        let (mut first, mut last) = ([0u8; 32], [0u8; 32]);
        first[0] = 1;
        last[31] = 1;
        assert_ne!(
            Scalar::from_bytes(&first).unwrap(),
            Scalar::from_bytes(&last).unwrap()
        );
        let wide = Scalar::from_bytes_wide(&[0xff; 64]);
        assert_eq!(Scalar::from_bytes(&wide.to_bytes()).unwrap(), wide);
    }};
}

#[test]
fn scalars_random_and_from_integers() {
    scalar_checks!(ristretto255);
    scalar_checks!(bls12_381);
    scalar_checks!(bls12_377);
    // random bits: over 64 draws each of the 8 low bits of byte 0 is set at least once and
    // clear at least once (fails by chance with probability below 2^-60)
    let bytes: Vec<u8> = (0..64)
        .map(|_| ristretto255::Scalar::random().unwrap().to_bytes()[0])
        .collect();
    let (or, and) = bytes.iter().fold((0u8, 0xffu8), |(o, a), b| (o | b, a & b));
    assert_eq!((or, and), (0xff, 0));
}
