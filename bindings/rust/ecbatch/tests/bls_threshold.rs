//! Threshold BLS signatures through the binding: t-of-n round trips of both variants (every
//! partial verifies alone and in a batch, two subsets recover the same signature, which is
//! Sign with a_0 and verifies under the group key), batches naming their invalid partials with
//! the reason, and the errors of each function.
use ecbatch::bls::{self, PartialSignature, SecretKey, Variant};
use ecbatch::bte::{self, PublicPolynomial};
use ecbatch::Detail;

fn dealing(v: bte::Variant, t: u32, n: u32) -> (PublicPolynomial, Vec<bte::Share>, [u8; 32]) {
    let mut coefficients = Vec::new();
    for k in 0..t {
        let sk = SecretKey::keygen(&[k as u8 + 1; 32], b"threshold test").unwrap();
        coefficients.extend_from_slice(&sk.to_bytes());
    }
    let (public, shares) =
        PublicPolynomial::deal_from_coefficients(v, t, n, &coefficients).unwrap();
    let mut a0 = [0u8; 32];
    a0.copy_from_slice(&coefficients[..32]);
    (public, shares, a0)
}

fn both() -> [(bte::Variant, Variant); 2] {
    [
        (bte::Variant::MinPk, Variant::MinPk),
        (bte::Variant::MinSig, Variant::MinSig),
    ]
}

#[test]
fn round_trips() {
    for (bv, v) in both() {
        let (public, shares, a0) = dealing(bv, 3, 7);
        let msg = b"threshold round trip";
        let ps: Vec<PartialSignature> = shares
            .iter()
            .map(|s| bls::threshold_sign(v, s, msg).unwrap())
            .collect();
        for (i, p) in ps.iter().enumerate() {
            assert_eq!(p.index(), i as u32 + 1);
            assert_eq!(p.to_bytes().len(), v.partial_signature_bytes());
            bls::threshold_verify(&public, msg, p).unwrap();
            let again = PartialSignature::from_bytes(v, &p.to_bytes()).unwrap();
            assert_eq!(&again, p);
        }
        bls::threshold_batch_verify(&public, msg, &ps, 1).unwrap();
        bls::threshold_batch_verify(&public, msg, &ps, 4).unwrap();
        let a = bls::threshold_recover(&public, &ps[..3], 1).unwrap();
        let b = bls::threshold_recover(&public, &[ps[6], ps[2], ps[4]], 2).unwrap();
        let c = bls::threshold_recover(&public, &ps, 1).unwrap();
        assert_eq!(a, b);
        assert_eq!(a, c);
        let want = SecretKey::from_bytes(&a0).unwrap().sign(v, msg).unwrap();
        assert_eq!(a, want);
        let pk = bls::threshold_public_key(&public).unwrap();
        assert_eq!(pk.variant(), v);
        assert_eq!(pk.to_bytes(), public.public_key().to_bytes());
        bls::verify(&pk, msg, &a).unwrap();
        assert_eq!(
            bls::verify(&pk, b"other", &a).unwrap_err().name(),
            "verify_failed"
        );
    }
}

#[test]
fn batches_name_the_invalid_partials() {
    for (bv, v) in both() {
        let (public, shares, _) = dealing(bv, 2, 6);
        let msg = b"batch";
        let mut ps: Vec<PartialSignature> = shares
            .iter()
            .map(|s| bls::threshold_sign(v, s, msg).unwrap())
            .collect();
        // swapped signatures (the indices kept): the plain sums stay right
        let (mut a, mut b) = (ps[1].to_bytes(), ps[4].to_bytes());
        let tail = a[4..].to_vec();
        a[4..].copy_from_slice(&b[4..]);
        b[4..].copy_from_slice(&tail);
        ps[1] = PartialSignature::from_bytes(v, &a).unwrap();
        ps[4] = PartialSignature::from_bytes(v, &b).unwrap();
        // index 0 and a point that does not decode
        let mut z = ps[2].to_bytes();
        z[..4].copy_from_slice(&[0, 0, 0, 0]);
        ps[2] = PartialSignature::from_bytes(v, &z).unwrap();
        let mut u = ps[5].to_bytes();
        u[4] &= 0x7f;
        ps[5] = PartialSignature::from_bytes(v, &u).unwrap();
        let e = bls::threshold_batch_verify(&public, msg, &ps, 1).unwrap_err();
        assert_eq!(e.name(), "verify_failed");
        assert_eq!(e.invalid_items(), vec![1, 2, 4, 5]);
        match e.detail() {
            Detail::Invalid(items) => {
                let names: Vec<&str> = items
                    .iter()
                    .map(|&(_, c)| ecbatch::status_name(c))
                    .collect();
                assert_eq!(
                    names,
                    ["verify_failed", "zero_index", "verify_failed", "bad_flags"]
                );
            }
            d => panic!("detail {:?}", d),
        }
        assert_eq!(
            bls::threshold_verify(&public, msg, &ps[2])
                .unwrap_err()
                .name(),
            "zero_index"
        );
    }
}

#[test]
fn errors() {
    let (public, shares, _) = dealing(bte::Variant::MinPk, 3, 4);
    let (other, other_shares, _) = dealing(bte::Variant::MinSig, 3, 4);
    let msg = b"errors";
    let ps: Vec<PartialSignature> = shares
        .iter()
        .map(|s| bls::threshold_sign(Variant::MinPk, s, msg).unwrap())
        .collect();
    let q = bls::threshold_sign(Variant::MinSig, &other_shares[0], msg).unwrap();
    // too few, a participant twice, index out of range
    assert_eq!(
        bls::threshold_recover(&public, &ps[..2], 1)
            .unwrap_err()
            .name(),
        "too_few"
    );
    assert_eq!(
        bls::threshold_recover(&public, &[ps[0], ps[1], ps[0]], 1)
            .unwrap_err()
            .name(),
        "duplicate_index"
    );
    let mut far = ps[3].to_bytes();
    far[..4].copy_from_slice(&[0, 1, 0, 1]);
    let far = PartialSignature::from_bytes(Variant::MinPk, &far).unwrap();
    assert_eq!(
        bls::threshold_recover(&public, &[ps[0], ps[1], far], 1)
            .unwrap_err()
            .name(),
        "index_out_of_range"
    );
    assert_eq!(
        bls::threshold_verify(&public, msg, &far)
            .unwrap_err()
            .name(),
        "index_out_of_range"
    );
    // the other variant, nothing, too many threads
    assert_eq!(
        bls::threshold_verify(&public, msg, &q).unwrap_err().name(),
        "invalid_argument"
    );
    bls::threshold_verify(&other, msg, &q).unwrap();
    assert_eq!(
        bls::threshold_batch_verify(&public, msg, &[ps[0], q], 1)
            .unwrap_err()
            .name(),
        "invalid_argument"
    );
    assert_eq!(
        bls::threshold_recover(&other, &ps[..3], 1)
            .unwrap_err()
            .name(),
        "invalid_argument"
    );
    assert_eq!(
        bls::threshold_batch_verify(&public, msg, &[], 1)
            .unwrap_err()
            .name(),
        "invalid_argument"
    );
    assert_eq!(
        bls::threshold_batch_verify(&public, msg, &ps, 257)
            .unwrap_err()
            .name(),
        "invalid_argument"
    );
    assert_eq!(
        bls::threshold_recover(&public, &[], 1).unwrap_err().name(),
        "too_few"
    );
    // lengths
    assert_eq!(
        PartialSignature::from_bytes(Variant::MinSig, &[0; 100])
            .unwrap_err()
            .name(),
        "wrong_length"
    );
    assert_eq!(Variant::MinPk.partial_signature_bytes(), 100);
}
