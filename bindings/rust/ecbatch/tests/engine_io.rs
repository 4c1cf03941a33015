//! Getting data in (affine and batch decoders, unchecked loaders, little-endian and wide
//! scalars, the pieces of hash-to-curve) and the engine's many-MSM and fixed-base calls,
//! against the shared vectors and naive sums.
mod common;

use common::load;
use ecbatch::bls12_381::{Fp, Fp2, G1Affine, G2Affine, G1, G2};
use ecbatch::msm::{multi_plan, FixedBases, Group, MultiMethod, MultiMsm};
use ecbatch::{bls12_377, bls12_381, ristretto255};

/// A deterministic stream of 64-byte blocks (xorshift), for scalars reduced mod the order.
struct Wide(u64);
impl Wide {
    fn next(&mut self) -> [u8; 64] {
        let mut out = [0u8; 64];
        for chunk in out.chunks_mut(8) {
            self.0 ^= self.0 << 13;
            self.0 ^= self.0 >> 7;
            self.0 ^= self.0 << 17;
            chunk.copy_from_slice(&self.0.to_le_bytes());
        }
        out
    }
}

#[test]
fn ristretto255_batch_decoder_matches_single() {
    let cases = load("ristretto255/encoding.json");
    let cases = cases.get("cases").arr();
    let data: Vec<u8> = cases.iter().flat_map(|c| c.get("encoding").hex()).collect();
    let e = ristretto255::Point::decode_batch(&data, 2).unwrap_err();
    let bad: Vec<usize> = (0..cases.len())
        .filter(|&i| !cases[i].get("valid").bool())
        .collect();
    assert!(!bad.is_empty());
    assert_eq!(e.invalid_items(), bad);
    let good: Vec<u8> = cases
        .iter()
        .filter(|c| c.get("valid").bool())
        .flat_map(|c| c.get("encoding").hex())
        .collect();
    let pts = ristretto255::Point::decode_batch(&good, 2).unwrap();
    let again: Vec<u8> = pts.iter().flat_map(|p| p.to_bytes()).collect();
    assert_eq!(again, good);
    let e = ristretto255::Point::decode_batch(&[0u8; 33], 1).unwrap_err();
    assert_eq!(e.name(), "wrong_length");
}

fn bls_batch_case<A: PartialEq + std::fmt::Debug>(
    file: &str,
    format: &str,
    decode_batch: fn(&[u8], u32) -> ecbatch::Result<Vec<A>>,
    decode_one: fn(&[u8]) -> ecbatch::Result<A>,
) {
    let v = load(file);
    let cases: Vec<_> = v
        .get("cases")
        .arr()
        .iter()
        .filter(|c| c.get("format").str() == format)
        .collect();
    let data: Vec<u8> = cases.iter().flat_map(|c| c.get("encoding").hex()).collect();
    let e = decode_batch(&data, 2).unwrap_err();
    let mut want = Vec::new();
    for (i, c) in cases.iter().enumerate() {
        if !c.get("valid").bool() {
            want.push(i);
            assert_eq!(ecbatch::status_name(code_of(&e, i)), c.get("reason").str());
        }
    }
    assert_eq!(e.invalid_items(), want, "{} {}", file, format);
    let good: Vec<_> = cases.iter().filter(|c| c.get("valid").bool()).collect();
    let bytes: Vec<u8> = good.iter().flat_map(|c| c.get("encoding").hex()).collect();
    let pts = decode_batch(&bytes, 2).unwrap();
    for (p, c) in pts.iter().zip(&good) {
        assert_eq!(
            *p,
            decode_one(&c.get("encoding").hex()).unwrap(),
            "{}",
            c.get("id").str()
        );
    }
}

fn code_of(e: &ecbatch::Error, i: usize) -> i32 {
    match e.detail() {
        ecbatch::Detail::Invalid(v) => v.iter().find(|&&(j, _)| j == i).unwrap().1,
        _ => panic!("no detail"),
    }
}

#[test]
fn bls12_381_batch_decoders_match_vectors() {
    let f = "bls12-381-g1/encoding.json";
    bls_batch_case(f, "compressed", G1Affine::decode_batch, |b| {
        G1::from_bytes(&common::arr(b)).map(|p| p.to_affine())
    });
    bls_batch_case(
        f,
        "uncompressed",
        G1Affine::decode_batch_uncompressed,
        |b| G1::from_uncompressed(&common::arr(b)).map(|p| p.to_affine()),
    );
    let f = "bls12-381-g2/encoding.json";
    bls_batch_case(f, "compressed", G2Affine::decode_batch, |b| {
        G2::from_bytes(&common::arr(b)).map(|p| p.to_affine())
    });
    bls_batch_case(
        f,
        "uncompressed",
        G2Affine::decode_batch_uncompressed,
        |b| G2::from_uncompressed(&common::arr(b)).map(|p| p.to_affine()),
    );
}

#[test]
fn bls12_381_single_affine_and_unchecked() {
    let p = G1::generator() * &bls12_381::Scalar::from_u64(987654321);
    assert_eq!(G1Affine::from_bytes(&p.to_bytes()).unwrap(), p.to_affine());
    assert_eq!(
        G1Affine::from_uncompressed(&p.to_uncompressed()).unwrap(),
        p.to_affine()
    );
    assert_eq!(
        G1Affine::from_uncompressed_unchecked(&p.to_uncompressed()).unwrap(),
        p.to_affine()
    );
    let q = G2::generator() * &bls12_381::Scalar::from_u64(42);
    assert_eq!(
        G2Affine::from_uncompressed_unchecked(&q.to_uncompressed()).unwrap(),
        q.to_affine()
    );
    assert_eq!(
        G2Affine::from_uncompressed_unchecked(&[0xff; 192])
            .unwrap_err()
            .name(),
        "bad_flags"
    );
}

#[test]
fn bls12_377_affine_decoders_every_encoding() {
    use bls12_377::{Encoding, G1Affine as A, Scalar, G1 as P};
    let g = P::generator();
    let pts: Vec<P> = (1..=9u64)
        .map(|i| g * &Scalar::from_u64(i * 7919))
        .collect();
    for enc in [
        Encoding::Gnark,
        Encoding::GnarkUncompressed,
        Encoding::Arkworks,
        Encoding::ArkworksUncompressed,
        Encoding::SnarkvmUncompressed,
    ] {
        let data: Vec<u8> = pts.iter().flat_map(|p| p.to_bytes_as(enc)).collect();
        let got = A::decode_batch(&data, enc, 2).unwrap();
        for (a, p) in got.iter().zip(&pts) {
            assert_eq!(a.to_projective(), *p, "{:?}", enc);
            assert_eq!(
                A::from_bytes_as(&p.to_bytes_as(enc), enc)
                    .unwrap()
                    .to_projective(),
                *p
            );
        }
        let mut broken = data.clone();
        broken[3 * enc.len() + 5] ^= 0x40;
        assert_eq!(
            A::decode_batch(&broken, enc, 1)
                .unwrap_err()
                .invalid_items(),
            vec![3]
        );
        if enc.len() == 96 {
            let u = A::from_bytes_unchecked(&pts[0].to_bytes_as(enc), enc).unwrap();
            assert_eq!(u.to_projective(), pts[0]);
        }
    }
}

#[test]
fn scalars_little_endian_and_wide() {
    let mut w = Wide(0x9e3779b97f4a7c15);
    for _ in 0..20 {
        let block = w.next();
        let s = bls12_381::Scalar::from_bytes_wide_le(&block);
        let le = s.to_bytes_le();
        let mut be = le;
        be.reverse();
        assert_eq!(s.to_bytes(), be);
        assert_eq!(bls12_381::Scalar::from_bytes_le(&le).unwrap(), s);
        let t = bls12_377::Scalar::from_bytes_wide_le(&block);
        let mut rev = block;
        rev.reverse();
        assert_eq!(
            bls12_377::Scalar::from_bytes_wide(&rev).to_bytes(),
            t.to_bytes()
        );
        let le = t.to_bytes_le();
        assert_eq!(
            bls12_377::Scalar::from_bytes_le(&le).unwrap().to_bytes(),
            t.to_bytes()
        );
    }
    assert_eq!(
        bls12_381::Scalar::from_bytes_le(&[0xff; 32])
            .unwrap_err()
            .name(),
        "scalar_out_of_range"
    );
}

#[test]
fn hash_to_curve_pieces_compose_to_the_vectors() {
    for c in load("bls12-381-g1/hash_to_curve.json").get("cases").arr() {
        let (msg, dst) = (c.get("msg").hex(), c.get("dst").str().as_bytes().to_vec());
        let u = Fp::hash_to_field(&msg, &dst, 2).unwrap();
        let p = (G1::map_to_curve(&u[0]) + G1::map_to_curve(&u[1])).clear_cofactor();
        assert_eq!(
            p.to_bytes().to_vec(),
            c.get("expected").hex(),
            "{}",
            c.get("id").str()
        );
        let split = msg.len() / 2;
        let aug = G1::hash_to_curve_aug(&msg[..split], &msg[split..], &dst).unwrap();
        assert_eq!(aug, p);
    }
    for c in load("bls12-381-g2/hash_to_curve.json").get("cases").arr() {
        let (msg, dst) = (c.get("msg").hex(), c.get("dst").str().as_bytes().to_vec());
        let u = Fp2::hash_to_field(&msg, &dst, 2).unwrap();
        let p = (G2::map_to_curve(&u[0]) + G2::map_to_curve(&u[1])).clear_cofactor();
        assert_eq!(
            p.to_bytes().to_vec(),
            c.get("expected").hex(),
            "{}",
            c.get("id").str()
        );
        assert_eq!(G2::hash_to_curve_aug(&[], &msg, &dst).unwrap(), p);
    }
    assert_eq!(
        Fp::hash_to_field(b"m", b"d", 3).unwrap_err().name(),
        "invalid_argument"
    );
}

macro_rules! engine_case {
    ($name:ident, $module:ident, $gen:expr, $aff:expr, $multi:ident, $fixed_new:ident,
     $fixed_msm:ident, $group:expr, $methods:expr) => {
        #[test]
        fn $name() {
            use $module::Scalar;
            let mut w = Wide(0x2545f4914f6cdd1d ^ $group as u64);
            let pts: Vec<_> = (0..7)
                .map(|_| $gen * &Scalar::from_bytes_wide(&w.next()))
                .collect();
            let bases: Vec<_> = pts.iter().map($aff).collect();
            let rows = 3;
            let sc: Vec<Scalar> = (0..rows * 7)
                .map(|_| Scalar::from_bytes_wide(&w.next()))
                .collect();
            let naive = |s: &[Scalar]| {
                pts.iter()
                    .zip(s)
                    .fold($gen * &Scalar::from_u64(0), |acc, (p, k)| acc + *p * k)
            };
            let want: Vec<_> = (0..rows).map(|j| naive(&sc[j * 7..(j + 1) * 7])).collect();
            for m in $methods {
                let mut mm = MultiMsm::new().method(m).threads(2);
                assert_eq!(mm.$multi(&bases, &sc, rows).unwrap(), want, "{:?}", m);
                if m != MultiMethod::Auto {
                    assert_eq!(mm.plan_used().unwrap().method, m);
                }
            }
            let e = MultiMsm::new().$multi(&bases, &sc[1..], rows).unwrap_err();
            assert_eq!(e.name(), "length_mismatch");

            let f = FixedBases::$fixed_new(&bases, 1 << 18).unwrap();
            assert_eq!(f.len(), 7);
            assert!(f.table_size() <= 1 << 18);
            assert_eq!(f.$fixed_msm(&sc[..7], 2).unwrap(), want[0]);
            assert_eq!(f.$fixed_msm(&sc[..3], 1).unwrap(), naive(&sc[..3]));
            assert_eq!(
                f.$fixed_msm(&sc[..8], 1).unwrap_err().name(),
                "wrong_length"
            );
            let saved = f.save();
            let again = FixedBases::load($group, &saved).unwrap();
            assert_eq!(again.$fixed_msm(&sc[..7], 1).unwrap(), want[0]);
            let mut corrupt = saved.clone();
            let mid = corrupt.len() / 2;
            corrupt[mid] ^= 1;
            assert_eq!(
                FixedBases::load($group, &corrupt).unwrap_err().name(),
                "checksum"
            );
        }
    };
}

const ALL: [MultiMethod; 4] = [
    MultiMethod::Auto,
    MultiMethod::Independent,
    MultiMethod::Tree,
    MultiMethod::Table,
];

engine_case!(
    engine_ristretto255,
    ristretto255,
    ristretto255::Point::base(),
    |p: &ristretto255::Point| *p,
    ristretto255,
    ristretto255,
    msm_ristretto255,
    Group::Ristretto255,
    [MultiMethod::Auto, MultiMethod::Independent]
);
engine_case!(
    engine_bls12_381_g1,
    bls12_381,
    G1::generator(),
    |p: &G1| p.to_affine(),
    bls12_381_g1,
    bls12_381_g1,
    msm_bls12_381_g1,
    Group::Bls12381G1,
    ALL
);
engine_case!(
    engine_bls12_381_g2,
    bls12_381,
    G2::generator(),
    |p: &G2| p.to_affine(),
    bls12_381_g2,
    bls12_381_g2,
    msm_bls12_381_g2,
    Group::Bls12381G2,
    ALL
);
engine_case!(
    engine_bls12_377_g1,
    bls12_377,
    bls12_377::G1::generator(),
    |p: &bls12_377::G1| p.to_affine(),
    bls12_377_g1,
    bls12_377_g1,
    msm_bls12_377_g1,
    Group::Bls12377G1,
    ALL
);

#[test]
fn multi_plan_and_wrong_group() {
    let p = multi_plan(Group::Bls12381G1, 100, 255, 1000, 1).unwrap();
    assert_ne!(p.method, MultiMethod::Auto);
    assert!(p.estimate_ns > 0.0);
    let f = FixedBases::bls12_381_g1(&[G1::generator().to_affine()], 1 << 12).unwrap();
    let e = FixedBases::load(Group::Bls12381G2, &f.save()).unwrap_err();
    assert_eq!(e.name(), "wrong_group");
}
