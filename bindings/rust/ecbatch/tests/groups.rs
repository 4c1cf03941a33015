//! Points, scalars, hashing to the curve and MSM against the shared vectors.
mod common;

use common::{arr, load, load_repo, Json};
use ecbatch::msm::{Msm, Strategy};
use ecbatch::{bls12_377, bls12_381, bn254, ristretto255};

#[test]
fn ristretto255_encoding_vectors() {
    let v = load("ristretto255/encoding.json");
    let mut valid = 0;
    for c in v.get("cases").arr() {
        let enc: [u8; 32] = arr(&c.get("encoding").hex());
        let r = ristretto255::Point::from_bytes(&enc);
        if c.get("valid").bool() {
            let p = r.unwrap_or_else(|e| panic!("{}: {}", c.get("id").str(), e));
            assert_eq!(p.to_bytes(), enc, "{}", c.get("id").str());
            if c.has("k") {
                let k = ristretto255::Scalar::from_bytes(&arr(&c.get("scalar").hex())).unwrap();
                assert_eq!(
                    ristretto255::Point::mul_base(&k),
                    p,
                    "{}",
                    c.get("id").str()
                );
                assert_eq!(ristretto255::Point::base() * &k, p);
            }
            valid += 1;
        } else {
            let e = r.unwrap_err();
            if c.has("reason") {
                assert_eq!(e.name(), c.get("reason").str(), "{}", c.get("id").str());
            }
        }
    }
    assert!(valid > 10);
}

#[test]
fn ristretto255_hash_to_group_vectors() {
    let v = load("ristretto255/hash_to_curve.json");
    for c in v.get("cases").arr() {
        let p = ristretto255::Point::from_uniform_bytes(&arr(&c.get("uniform_bytes").hex()));
        assert_eq!(
            p.to_bytes().to_vec(),
            c.get("expected").hex(),
            "{}",
            c.get("id").str()
        );
    }
}

#[test]
fn ristretto255_scalar_arithmetic() {
    let a = ristretto255::Scalar::from_bytes_wide(&[0x5a; 64]);
    let b = ristretto255::Scalar::from_u64(12345);
    assert_eq!(&(&a + &b) - &b, a);
    assert_eq!(&(&a * &b) * &b.invert().unwrap(), a);
    assert_eq!(&a + &(-&a), ristretto255::Scalar::from_u64(0));
    // l - 1 is canonical, l is not
    let mut l = common::unhex("edd3f55c1a631258d69cf7a2def9de1400000000000000000000000000000010");
    assert_eq!(
        ristretto255::Scalar::from_bytes(&arr(&l))
            .unwrap_err()
            .name(),
        "scalar_out_of_range"
    );
    l[0] -= 1;
    assert_eq!(
        ristretto255::Scalar::from_bytes(&arr(&l))
            .unwrap()
            .to_bytes()
            .to_vec(),
        l
    );
}

/// One case of an msm.json file, its points and scalars decoded.
struct MsmCase<P, S> {
    id: String,
    points: Vec<P>,
    scalars: Vec<S>,
    expected: Vec<u8>,
}

fn msm_cases<P, S>(
    file: &str,
    point: impl Fn(&[u8]) -> P,
    scalar: impl Fn(&[u8]) -> S,
) -> Vec<MsmCase<P, S>> {
    msm_cases_of(&load(file), point, scalar)
}

fn msm_cases_of<P, S>(
    v: &Json,
    point: impl Fn(&[u8]) -> P,
    scalar: impl Fn(&[u8]) -> S,
) -> Vec<MsmCase<P, S>> {
    v.get("cases")
        .arr()
        .iter()
        .map(|c| MsmCase {
            id: c.get("id").str().to_string(),
            points: c
                .get("points")
                .arr()
                .iter()
                .map(|x| point(&x.hex()))
                .collect(),
            scalars: c
                .get("scalars")
                .arr()
                .iter()
                .map(|x| scalar(&x.hex()))
                .collect(),
            expected: c.get("expected").hex(),
        })
        .collect()
}

#[test]
fn ristretto255_msm_vectors() {
    let strategies = [
        Strategy::Auto,
        Strategy::Straus,
        Strategy::Pippenger,
        Strategy::Naive,
    ];
    let mut engines: Vec<Msm> = strategies.iter().map(|&s| Msm::new().strategy(s)).collect();
    engines.push(Msm::new().threads(2));
    let cases = msm_cases(
        "ristretto255/msm.json",
        |b| ristretto255::Point::from_bytes(&arr(b)).unwrap(),
        |b| ristretto255::Scalar::from_bytes(&arr(b)).unwrap(),
    );
    for c in cases {
        for m in engines.iter_mut() {
            let r = m.ristretto255(&c.points, &c.scalars).unwrap();
            assert_eq!(r.to_bytes().to_vec(), c.expected, "{}", c.id);
        }
    }
}

#[test]
fn bls12_381_g1_msm_vectors() {
    let strategies = [
        Strategy::Auto,
        Strategy::Pippenger,
        Strategy::BatchAffine,
        Strategy::Glv,
        Strategy::Straus,
    ];
    let mut engines: Vec<Msm> = strategies.iter().map(|&s| Msm::new().strategy(s)).collect();
    engines.push(Msm::new().threads(2));
    let cases = msm_cases(
        "bls12-381-g1/msm.json",
        |b| bls12_381::G1Affine::from_bytes(&arr(b)).unwrap(),
        |b| bls12_381::Scalar::from_bytes(&arr(b)).unwrap(),
    );
    for c in cases {
        for m in engines.iter_mut() {
            let r = m.bls12_381_g1(&c.points, &c.scalars).unwrap();
            assert_eq!(r.to_bytes().to_vec(), c.expected, "{}", c.id);
        }
        assert_eq!(
            bls12_381::G1::msm(&c.points, &c.scalars)
                .unwrap()
                .to_bytes()
                .to_vec(),
            c.expected
        );
    }
}

#[test]
fn bls12_381_g2_msm_vectors() {
    let mut engines = [
        Msm::new(),
        Msm::new().strategy(Strategy::Glv),
        Msm::new().strategy(Strategy::Pippenger),
    ];
    let cases = msm_cases(
        "bls12-381-g2/msm.json",
        |b| bls12_381::G2Affine::from_bytes(&arr(b)).unwrap(),
        |b| bls12_381::Scalar::from_bytes(&arr(b)).unwrap(),
    );
    for c in cases {
        for m in engines.iter_mut() {
            let r = m.bls12_381_g2(&c.points, &c.scalars).unwrap();
            assert_eq!(r.to_bytes().to_vec(), c.expected, "{}", c.id);
        }
    }
}

#[test]
fn bls12_377_g1_msm_vectors() {
    let mut engines = [
        Msm::new(),
        Msm::new().strategy(Strategy::Bucket1Bit),
        Msm::new().strategy(Strategy::Glv),
    ];
    let cases = msm_cases(
        "bls12-377-g1/msm.json",
        |b| bls12_377::G1::from_bytes(&arr(b)).unwrap().to_affine(),
        |b| bls12_377::Scalar::from_bytes(&arr(b)).unwrap(),
    );
    for c in cases {
        for m in engines.iter_mut() {
            let r = m.bls12_377_g1(&c.points, &c.scalars).unwrap();
            assert_eq!(r.to_bytes().to_vec(), c.expected, "{}", c.id);
        }
    }
}

/// BN254 G1 against the repository's gnark-crypto vectors (tests/vectors/bn254-g1), the
/// uncompressed (EIP-196) points decoding to the compressed ones.
#[test]
fn bn254_g1_msm_vectors() {
    let mut engines = [
        Msm::new(),
        Msm::new().strategy(Strategy::Glv),
        Msm::new().strategy(Strategy::BatchAffine),
        Msm::new().strategy(Strategy::Bucket1Bit),
    ];
    let v = load_repo("bn254-g1/msm.json");
    let cases = msm_cases_of(
        &v,
        |b| bn254::G1::from_bytes(&arr(b)).unwrap().to_affine(),
        |b| bn254::Scalar::from_bytes(&arr(b)).unwrap(),
    );
    for (c, j) in cases.iter().zip(v.get("cases").arr()) {
        for (p, u) in c.points.iter().zip(j.get("points_uncompressed").arr()) {
            let q = bn254::G1::from_bytes_as(&u.hex(), bn254::Encoding::Eip196).unwrap();
            assert_eq!(p.to_projective(), q, "{}", c.id);
        }
        for m in engines.iter_mut() {
            let r = m.bn254_g1(&c.points, &c.scalars).unwrap();
            assert_eq!(r.to_bytes().to_vec(), c.expected, "{}", c.id);
        }
    }
}

#[test]
fn bls12_381_encoding_vectors() {
    for (file, g2) in [
        ("bls12-381-g1/encoding.json", false),
        ("bls12-381-g2/encoding.json", true),
    ] {
        for c in load(file).get("cases").arr() {
            let bytes = c.get("encoding").hex();
            let compressed = c.get("format").str() == "compressed";
            let r: Result<Vec<u8>, ecbatch::Error> = match (g2, compressed) {
                (false, true) => {
                    bls12_381::G1::from_bytes(&arr(&bytes)).map(|p| p.to_bytes().to_vec())
                }
                (false, false) => bls12_381::G1::from_uncompressed(&arr(&bytes))
                    .map(|p| p.to_uncompressed().to_vec()),
                (true, true) => {
                    bls12_381::G2::from_bytes(&arr(&bytes)).map(|p| p.to_bytes().to_vec())
                }
                (true, false) => bls12_381::G2::from_uncompressed(&arr(&bytes))
                    .map(|p| p.to_uncompressed().to_vec()),
            };
            let id = c.get("id").str();
            if c.get("valid").bool() {
                assert_eq!(
                    r.unwrap_or_else(|e| panic!("{}: {}", id, e)),
                    bytes,
                    "{}",
                    id
                );
            } else {
                assert_eq!(r.unwrap_err().name(), c.get("reason").str(), "{}", id);
            }
        }
    }
}

#[test]
fn bls12_381_hash_to_curve_vectors() {
    for (file, g2) in [
        ("bls12-381-g1/hash_to_curve.json", false),
        ("bls12-381-g2/hash_to_curve.json", true),
    ] {
        for c in load(file).get("cases").arr() {
            let msg = c.get("msg").hex();
            let dst = c.get("dst").str().as_bytes().to_vec();
            let got = if g2 {
                bls12_381::G2::hash_to_curve(&msg, &dst)
                    .unwrap()
                    .to_bytes()
                    .to_vec()
            } else {
                bls12_381::G1::hash_to_curve(&msg, &dst)
                    .unwrap()
                    .to_bytes()
                    .to_vec()
            };
            assert_eq!(got, c.get("expected").hex(), "{}", c.get("id").str());
        }
    }
}

#[test]
fn bls12_377_encodings_round_trip() {
    use bls12_377::{Encoding, G1};
    let p = G1::generator().mul(&bls12_377::Scalar::from_u64(0xdead_beef));
    for e in [
        Encoding::Gnark,
        Encoding::GnarkUncompressed,
        Encoding::Arkworks,
        Encoding::ArkworksUncompressed,
        Encoding::SnarkvmUncompressed,
    ] {
        let bytes = p.to_bytes_as(e);
        assert_eq!(bytes.len(), e.len());
        assert_eq!(G1::from_bytes_as(&bytes, e).unwrap(), p);
    }
    assert_eq!(G1::from_bytes(&[0xff; 48]).unwrap_err().name(), "bad_flags");
}

#[test]
fn msm_errors() {
    let e = bls12_381::G1::msm(&[bls12_381::G1Affine::identity()], &[]).unwrap_err();
    assert_eq!(e.name(), "length_mismatch");
    let e = Msm::new()
        .strategy(Strategy::Glv)
        .ristretto255(&[], &[])
        .unwrap_err();
    assert_eq!(e.name(), "unsupported");
    let e = Msm::new().threads(1000).bls12_381_g1(&[], &[]).unwrap_err();
    assert_eq!(e.name(), "invalid_argument");
}

#[test]
fn points_and_scalars_are_send_and_sync() {
    fn check<T: Send + Sync>() {}
    check::<ristretto255::Point>();
    check::<ristretto255::Scalar>();
    check::<bls12_381::G1>();
    check::<bls12_381::G2Affine>();
    check::<bls12_377::G1>();
    check::<ecbatch::bulletproofs_plus::RangeParams>();
    check::<ecbatch::bte::Ciphertext>();
    check::<ecbatch::Error>();
}
