//! BLS signatures and the pairing against the shared vectors (../shared/vectors/bls-signatures,
//! made with blst), every case of every file, both variants; and the binding's own checks
//! (lengths, variants, counts, the secret key's wiping).
mod common;

use common::{arr, load, Json};
use ecbatch::bls::{self, PublicKey, SecretKey, Signature, Variant};
use ecbatch::bls12_381::{G1Affine, G2Affine, G1, G2};
use ecbatch::pairing::{self, Gt, PreparedG2};
use ecbatch::Detail;

fn cases(file: &str) -> Vec<Json> {
    let v = load(&format!("bls-signatures/{}", file));
    let cases = v.get("cases").arr().to_vec();
    assert!(!cases.is_empty(), "{}: no cases", file);
    cases
}

fn variant(c: &Json) -> Variant {
    match c.get("variant").str() {
        "min-pk" => Variant::MinPk,
        "min-sig" => Variant::MinSig,
        other => panic!("unknown variant {}", other),
    }
}

fn secret(c: &Json) -> ecbatch::Result<SecretKey> {
    SecretKey::from_bytes(&arr(&c.get("sk").hex()))
}

/// Verify of one triple from bytes: the key must pass KeyValidate, then verify.
fn verified(v: Variant, pk: &[u8], msg: &[u8], sig: &[u8]) -> bool {
    match (PublicKey::from_bytes(v, pk), Signature::from_bytes(v, sig)) {
        (Ok(pk), Ok(sig)) => bls::verify(&pk, msg, &sig).is_ok(),
        _ => false,
    }
}

fn keys(v: Variant, list: &Json) -> Option<Vec<PublicKey>> {
    list.arr()
        .iter()
        .map(|k| PublicKey::from_bytes(v, &k.hex()).ok())
        .collect()
}

#[test]
fn sign_vectors() {
    for c in cases("sign.json") {
        let (v, id) = (variant(&c), c.get("id").str());
        match secret(&c) {
            Ok(sk) => {
                assert_eq!(
                    sk.sk_to_pk(v).unwrap().to_bytes(),
                    c.get("pubkey").hex(),
                    "{}",
                    id
                );
                let sig = sk.sign(v, &c.get("message").hex()).unwrap();
                assert_eq!(sig.to_bytes(), c.get("output").hex(), "{}", id);
            }
            Err(e) => {
                assert!(c.get("output").is_null(), "{}: {}", id, e);
                assert_eq!(e.name(), "scalar_out_of_range", "{}", id);
            }
        }
    }
}

#[test]
fn verify_vectors() {
    for c in cases("verify.json") {
        let got = verified(
            variant(&c),
            &c.get("pubkey").hex(),
            &c.get("message").hex(),
            &c.get("signature").hex(),
        );
        assert_eq!(got, c.get("output").bool(), "{}", c.get("id").str());
    }
}

#[test]
fn aggregate_vectors() {
    for c in cases("aggregate.json") {
        let (v, id) = (variant(&c), c.get("id").str());
        let sigs: ecbatch::Result<Vec<Signature>> = c
            .get("signatures")
            .arr()
            .iter()
            .map(|s| Signature::from_bytes(v, &s.hex()))
            .collect();
        let got = sigs
            .and_then(|s| bls::aggregate(&s))
            .map(|s| s.to_bytes())
            .ok();
        let want = if c.get("output").is_null() {
            None
        } else {
            Some(c.get("output").hex())
        };
        assert_eq!(got, want, "{}", id);
    }
}

#[test]
fn fast_aggregate_verify_vectors() {
    for c in cases("fast_aggregate_verify.json") {
        let v = variant(&c);
        let got = match (
            keys(v, c.get("pubkeys")),
            Signature::from_bytes(v, &c.get("signature").hex()),
        ) {
            (Some(pks), Ok(sig)) => {
                bls::fast_aggregate_verify(&pks, &c.get("message").hex(), &sig).is_ok()
            }
            _ => false,
        };
        assert_eq!(got, c.get("output").bool(), "{}", c.get("id").str());
    }
}

#[test]
fn aggregate_verify_vectors() {
    for c in cases("aggregate_verify.json") {
        let v = variant(&c);
        let msgs: Vec<Vec<u8>> = c.get("messages").arr().iter().map(Json::hex).collect();
        let got = match (
            keys(v, c.get("pubkeys")),
            Signature::from_bytes(v, &c.get("signature").hex()),
        ) {
            (Some(pks), Ok(sig)) => bls::aggregate_verify(&pks, &msgs, &sig).is_ok(),
            _ => false,
        };
        assert_eq!(got, c.get("output").bool(), "{}", c.get("id").str());
    }
}

#[test]
fn batch_verify_vectors() {
    for c in cases("batch_verify.json") {
        let (v, id) = (variant(&c), c.get("id").str());
        let triples = c.get("triples").arr();
        // the triples one by one: what the batch must say of each
        let each: Vec<bool> = triples
            .iter()
            .map(|t| {
                verified(
                    v,
                    &t.get("pubkey").hex(),
                    &t.get("message").hex(),
                    &t.get("signature").hex(),
                )
            })
            .collect();
        assert_eq!(each.iter().all(|&ok| ok), c.get("output").bool(), "{}", id);
        // the batch of the triples whose keys pass KeyValidate (a PublicKey is a valid key)
        let (mut pks, mut msgs, mut sigs, mut want) = (vec![], vec![], vec![], vec![]);
        for (t, &ok) in triples.iter().zip(&each) {
            if let Ok(pk) = PublicKey::from_bytes(v, &t.get("pubkey").hex()) {
                if !ok {
                    want.push(pks.len());
                }
                pks.push(pk);
                msgs.push(t.get("message").hex());
                sigs.push(Signature::from_bytes(v, &t.get("signature").hex()).unwrap());
            }
        }
        if pks.is_empty() {
            continue;
        }
        for threads in [1u32, 2] {
            match bls::batch_verify(&pks, &msgs, &sigs, threads) {
                Ok(()) => assert!(want.is_empty(), "{}: batch accepted {:?}", id, want),
                Err(e) => {
                    assert_eq!(e.name(), "verify_failed", "{}", id);
                    assert_eq!(e.invalid_items(), want, "{}", id);
                }
            }
        }
    }
}

#[test]
fn pop_vectors() {
    for c in cases("pop.json") {
        let (v, id) = (variant(&c), c.get("id").str());
        if c.has("sk") && !c.get("sk").is_null() {
            let sk = secret(&c).unwrap();
            assert_eq!(
                sk.sk_to_pk(v).unwrap().to_bytes(),
                c.get("pubkey").hex(),
                "{}",
                id
            );
            assert_eq!(
                sk.pop_prove(v).unwrap().to_bytes(),
                c.get("proof").hex(),
                "{}",
                id
            );
        }
        let got = match (
            PublicKey::from_bytes(v, &c.get("pubkey").hex()),
            Signature::from_bytes(v, &c.get("proof").hex()),
        ) {
            (Ok(pk), Ok(proof)) => bls::pop_verify(&pk, &proof).is_ok(),
            _ => false,
        };
        assert_eq!(got, c.get("output").bool(), "{}", id);
    }
}

#[test]
fn keygen_vectors() {
    for c in cases("keygen.json") {
        let id = c.get("id").str();
        match SecretKey::keygen(&c.get("ikm").hex(), &c.get("key_info").hex()) {
            Ok(sk) => assert_eq!(sk.to_bytes().to_vec(), c.get("sk").hex(), "{}", id),
            Err(e) => {
                assert!(c.get("sk").is_null(), "{}: {}", id, e);
                assert_eq!(e.name(), "wrong_length", "{}", id);
            }
        }
    }
}

fn g1(hex: &Json) -> ([u8; 48], G1Affine) {
    let b: [u8; 48] = arr(&hex.hex());
    (b, G1::from_bytes(&b).unwrap().to_affine())
}

fn g2(hex: &Json) -> ([u8; 96], G2Affine) {
    let b: [u8; 96] = arr(&hex.hex());
    (b, G2::from_bytes(&b).unwrap().to_affine())
}

#[test]
fn pairing_vectors() {
    for c in cases("pairing.json") {
        let id = c.get("id").str();
        let pairs: Vec<(&Json, &Json)> = if c.get("kind").str() == "pairing" {
            vec![(c.get("p"), c.get("q"))]
        } else {
            c.get("pairs")
                .arr()
                .iter()
                .map(|pq| (&pq.arr()[0], &pq.arr()[1]))
                .collect()
        };
        let (ps, pa): (Vec<[u8; 48]>, Vec<G1Affine>) = pairs.iter().map(|(p, _)| g1(p)).unzip();
        let (qs, qa): (Vec<[u8; 96]>, Vec<G2Affine>) = pairs.iter().map(|(_, q)| g2(q)).unzip();
        let prepared: Vec<PreparedG2> = qa.iter().map(|q| PreparedG2::new(q).unwrap()).collect();
        let prepared: Vec<&PreparedG2> = prepared.iter().collect();
        let e = pairing::multi_pairing(&ps, &qs).unwrap();
        assert_eq!(
            pairing::multi_pairing_affine(&pa, &qa).unwrap(),
            e,
            "{}",
            id
        );
        assert_eq!(
            pairing::multi_pairing_prepared(&pa, &prepared).unwrap(),
            e,
            "{}",
            id
        );
        if c.get("kind").str() == "pairing" {
            assert_eq!(pairing::pairing(&ps[0], &qs[0]).unwrap(), e, "{}", id);
            assert_eq!(e.to_bytes().to_vec(), c.get("output").hex(), "{}", id);
        } else {
            assert_eq!(e.to_bytes().to_vec(), c.get("product").hex(), "{}", id);
            assert_eq!(e.is_one(), c.get("is_one").bool(), "{}", id);
        }
        assert_eq!(Gt::from_bytes(&e.to_bytes()).unwrap(), e, "{}", id);
    }
}

#[test]
fn gt_group() {
    let (g1, g2) = (G1::generator(), G2::generator());
    let e = pairing::pairing(&g1.to_bytes(), &g2.to_bytes()).unwrap();
    let k = ecbatch::bls12_381::Scalar::from_u64(0x1234_5678_9abc);
    let ek = pairing::pairing(&(g1 * &k).to_bytes(), &g2.to_bytes()).unwrap();
    assert_eq!(e.pow(&k), ek);
    assert_eq!(e.pow_var(&k), ek);
    assert_eq!(
        pairing::pairing(&g1.to_bytes(), &(g2 * &k).to_bytes()).unwrap(),
        ek
    );
    assert_eq!(ek * ek.inverse(), Gt::one());
    assert_ne!(e, Gt::one());
    // an encoding that is not in GT, and one with a coefficient >= p
    let mut bad = e.to_bytes();
    bad[575] ^= 1;
    assert_eq!(Gt::from_bytes(&bad).unwrap_err().name(), "not_in_subgroup");
    let mut big = [0u8; 576];
    big[..48].copy_from_slice(&[0xff; 48]);
    assert_eq!(Gt::from_bytes(&big).unwrap_err().name(), "non_canonical");
}

#[test]
fn pairing_argument_errors() {
    let (p, q) = (G1::generator().to_bytes(), G2::generator().to_bytes());
    let e = pairing::multi_pairing(&[p, p], &[q]).unwrap_err();
    assert_eq!(e.name(), "length_mismatch");
    assert!(matches!(
        e.detail(),
        Detail::Counts {
            argument: "qs",
            actual: 1,
            expected: 2,
            ..
        }
    ));
    assert!(pairing::multi_pairing(&[], &[]).unwrap().is_one());
    let a = [G1::generator().to_affine()];
    assert_eq!(
        pairing::multi_pairing_affine(&a, &[]).unwrap_err().name(),
        "length_mismatch"
    );
    assert_eq!(
        pairing::multi_pairing_prepared(&a, &[]).unwrap_err().name(),
        "length_mismatch"
    );
    assert!(pairing::multi_pairing_prepared(&[], &[]).unwrap().is_one());
}

fn key(k: u8) -> SecretKey {
    let mut b = [0u8; 32];
    b[31] = k;
    SecretKey::from_bytes(&b).unwrap()
}

#[test]
fn argument_errors() {
    let v = Variant::MinPk;
    let pk = key(1).sk_to_pk(v).unwrap();
    let sig = key(1).sign(v, b"m").unwrap();
    let other_pk = key(1).sk_to_pk(Variant::MinSig).unwrap();
    let other_sig = key(1).sign(Variant::MinSig, b"m").unwrap();

    let e = bls::verify(&other_pk, b"m", &sig).unwrap_err();
    assert_eq!(e.name(), "invalid_argument");
    assert!(matches!(
        e.detail(),
        Detail::Argument {
            argument: "signature",
            ..
        }
    ));
    assert_eq!(
        bls::pop_verify(&pk, &other_sig).unwrap_err().name(),
        "invalid_argument"
    );
    let e = bls::aggregate(&[sig, other_sig]).unwrap_err();
    assert!(
        matches!(
            e.detail(),
            Detail::Argument {
                argument: "signatures",
                ..
            }
        ),
        "{}",
        e
    );
    let e = bls::fast_aggregate_verify(&[pk, other_pk], b"m", &sig).unwrap_err();
    assert!(
        matches!(
            e.detail(),
            Detail::Argument {
                argument: "pks",
                ..
            }
        ),
        "{}",
        e
    );
    let e = bls::fast_aggregate_verify(&[], b"m", &sig).unwrap_err();
    assert_eq!(e.name(), "invalid_argument");
    assert!(
        matches!(
            e.detail(),
            Detail::Argument {
                argument: "pks",
                ..
            }
        ),
        "{}",
        e
    );

    let e = bls::aggregate_verify(&[pk, pk], &[b"m"], &sig).unwrap_err();
    assert!(matches!(
        e.detail(),
        Detail::Counts {
            argument: "msgs",
            actual: 1,
            expected: 2,
            ..
        }
    ));
    let e = bls::batch_verify(&[pk], &[b"m"], &[sig, sig], 1).unwrap_err();
    assert!(matches!(
        e.detail(),
        Detail::Counts {
            argument: "sigs",
            actual: 2,
            expected: 1,
            ..
        }
    ));
    let e = bls::batch_verify(&[pk], &[b"m"], &[other_sig], 1).unwrap_err();
    assert!(
        matches!(
            e.detail(),
            Detail::Argument {
                argument: "sigs",
                ..
            }
        ),
        "{}",
        e
    );
    let e = bls::batch_verify(&[pk], &[b"m"], &[sig], 257).unwrap_err();
    assert!(matches!(
        e.detail(),
        Detail::Range {
            argument: "threads",
            value: 257,
            ..
        }
    ));
    bls::batch_verify(&[pk], &[b"m"], &[sig], 0).unwrap();

    // more than ECB_BLS_MAX_COUNT keys is refused before anything is copied
    let many = vec![pk; ecbatch_sys::ECB_BLS_MAX_COUNT + 1];
    let e = bls::fast_aggregate_verify(&many, b"m", &sig).unwrap_err();
    assert_eq!(e.name(), "size_overflow");
    assert!(matches!(
        e.detail(),
        Detail::Range {
            argument: "pks",
            max: 65536,
            ..
        }
    ));

    let e = Signature::from_bytes(v, &[0; 95]).unwrap_err();
    assert!(matches!(
        e.detail(),
        Detail::Length {
            argument: "signature",
            expected: 96,
            actual: 95
        }
    ));
    let e = bls::key_validate(v, &[0; 96]).unwrap_err();
    assert!(matches!(
        e.detail(),
        Detail::Length {
            argument: "pk",
            expected: 48,
            actual: 96
        }
    ));
    // a signature that does not decode: the decoder's status, from every verifier
    let zero = Signature::from_bytes(v, &[0; 96]).unwrap();
    assert_eq!(
        bls::verify(&pk, b"m", &zero).unwrap_err().name(),
        "bad_flags"
    );
    assert_eq!(
        bls::aggregate(&[sig, zero]).unwrap_err().name(),
        "bad_flags"
    );
    let e = bls::batch_verify(&[pk, pk], &[b"m", b"m"], &[sig, zero], 1).unwrap_err();
    assert_eq!(e.invalid_items(), vec![1]);
    // the secret-key bounds: 0 and r are refused, r - 1 signs
    let r_minus_1 =
        common::unhex("73eda753299d7d483339d80809a1d80553bda402fffe5bfeffffffff00000000");
    assert!(SecretKey::from_bytes(&arr(&r_minus_1)).is_ok());
    let r = common::unhex("73eda753299d7d483339d80809a1d80553bda402fffe5bfeffffffff00000001");
    assert_eq!(
        SecretKey::from_bytes(&arr(&r)).unwrap_err().name(),
        "scalar_out_of_range"
    );
}

#[test]
fn secret_key_is_wiped_and_not_shown() {
    let sk = SecretKey::keygen(&[0x5a; 32], b"").unwrap();
    assert_eq!(format!("{:?}", sk), "bls::SecretKey(..)");
    assert_ne!(sk.to_bytes(), [0u8; 32]);
    let mut slot = std::mem::MaybeUninit::new(sk);
    // SAFETY: slot holds an initialised key, dropped once here; afterwards its 32 bytes
    // (SecretKey is repr(transparent) over [u8; 32]) stay readable as plain bytes.
    let after = unsafe {
        std::ptr::drop_in_place(slot.as_mut_ptr());
        *(slot.as_ptr() as *const [u8; 32])
    };
    assert_eq!(after, [0u8; 32]);
}
