//! Bulletproofs+ against tari_bulletproofs_plus 0.4.1's vectors: single proofs, batches in the
//! three modes (with the invalid proofs named), mask recovery, and prove/verify round trips.
mod common;

use std::collections::BTreeMap;

use common::{arr, load, Json};
use ecbatch::bulletproofs_plus::*;
use ecbatch::merlin::Transcript;
use ecbatch::ristretto255::Scalar;

/// Parameters per (n, M, T), shared by the statements that use them.
struct ParamCache(BTreeMap<(usize, usize, usize), RangeParams>);

impl ParamCache {
    fn fill(&mut self, n: usize, m: usize, t: usize) {
        self.0
            .entry((n, m, t))
            .or_insert_with(|| RangeParams::new(n, m, &PedersenGens::new(t).unwrap()).unwrap());
    }
}

fn key(p: &Json, agg_key: &str) -> (usize, usize, usize) {
    (
        p.get("bit_length").usize(),
        p.get(agg_key).usize(),
        p.get("extension_degree").usize(),
    )
}

fn statement<'p>(params: &'p RangeParams, p: &Json, commitments_key: &str) -> RangeStatement<'p> {
    let commitments: Vec<[u8; 32]> = p
        .get(commitments_key)
        .arr()
        .iter()
        .map(|c| arr(&c.hex()))
        .collect();
    let promises: Vec<u64> = p
        .get("minimum_value_promises")
        .arr()
        .iter()
        .map(|v| if v.is_null() { 0 } else { v.u64() })
        .collect();
    let seed = if p.get("seed_nonce").is_null() {
        None
    } else {
        Some(Scalar::from_bytes(&arr(&p.get("seed_nonce").hex())).unwrap())
    };
    RangeStatement::new(params, commitments, Some(promises), seed).unwrap()
}

/// Fills the parameters of a batch's proofs into the cache.
fn fill_batch(cache: &mut ParamCache, proofs: &[Json]) {
    for p in proofs {
        let (n, m, t) = key(p, "max_aggregation_factor");
        cache.fill(n, m, t);
    }
}

/// The statements and the decoded proofs of a batch's proofs (parameters from the cache).
fn batch_inputs<'p>(
    cache: &'p ParamCache,
    proofs: &[Json],
) -> (Vec<RangeStatement<'p>>, Vec<RangeProof>) {
    let statements = proofs
        .iter()
        .map(|p| {
            statement(
                &cache.0[&key(p, "max_aggregation_factor")],
                p,
                "commitments",
            )
        })
        .collect();
    let parsed = proofs
        .iter()
        .map(|p| RangeProof::from_bytes(&p.get("proof").hex()).unwrap())
        .collect();
    (statements, parsed)
}

#[test]
fn batch_vectors_in_all_modes() {
    let v = load("bulletproofs-plus/batch_vectors.json");
    let mut cache = ParamCache(BTreeMap::new());
    for b in v.get("batches").arr() {
        fill_batch(&mut cache, b.get("proofs").arr());
    }
    let mut checked = 0;
    for b in v.get("batches").arr() {
        let name = b.get("name").str();
        let mode = match b.get("action").str() {
            "VerifyOnly" => Mode::VerifyOnly,
            "RecoverOnly" => Mode::RecoverOnly,
            "RecoverAndVerify" => Mode::RecoverAndVerify,
            other => panic!("action {}", other),
        };
        let accept = if b.has("spec_expected_accept") {
            b.get("spec_expected_accept").bool()
        } else {
            b.get("expected_accept").bool()
        };
        let proofs_json = b.get("proofs").arr();
        let (statements, proofs) = batch_inputs(&cache, proofs_json);
        let transcripts: Vec<Transcript> = proofs_json
            .iter()
            .map(|p| Transcript::new(p.get("transcript_label").str().as_bytes()))
            .collect();
        let r = verify_batch(
            &transcripts,
            &statements,
            &proofs,
            mode,
            &BatchOptions {
                threads: 2,
                identify_invalid: true,
            },
        );
        assert_eq!(r.is_ok(), accept, "{}: {:?}", name, r.as_ref().err());
        match r {
            Ok(masks) => {
                let want = b.get("returned_masks").arr();
                if mode != Mode::VerifyOnly {
                    for (i, (got, w)) in masks.iter().zip(want).enumerate() {
                        match (got, w) {
                            (None, Json::Null) => {}
                            (Some(m), Json::Arr(list)) => {
                                let expect: Vec<Vec<u8>> = list.iter().map(|x| x.hex()).collect();
                                let bytes: Vec<Vec<u8>> =
                                    m.iter().map(|s| s.to_bytes().to_vec()).collect();
                                assert_eq!(bytes, expect, "{}: mask {}", name, i);
                            }
                            other => panic!("{}: mask {}: {:?}", name, i, other),
                        }
                    }
                }
            }
            Err(e) => assert!(
                !e.invalid_items().is_empty() || e.name() == "parameters",
                "{}: {}",
                name,
                e
            ),
        }
        checked += 1;
    }
    assert_eq!(checked, 10);
}

#[test]
fn damaged_proof_is_named() {
    // batch B with proof #2's s1 damaged: the error names proof 2 alone (vector batch C)
    let v = load("bulletproofs-plus/batch_vectors.json");
    let b = v
        .get("batches")
        .arr()
        .iter()
        .find(|b| b.get("name").str().starts_with("C:"))
        .unwrap();
    let mut cache = ParamCache(BTreeMap::new());
    let ps = b.get("proofs").arr();
    fill_batch(&mut cache, ps);
    let (statements, proofs) = batch_inputs(&cache, ps);
    let t = Transcript::new(ps[0].get("transcript_label").str().as_bytes());
    let e = verify_batch(
        &[t],
        &statements,
        &proofs,
        Mode::VerifyOnly,
        &BatchOptions::default(),
    )
    .unwrap_err();
    assert_eq!(e.name(), "verify_failed");
    assert_eq!(e.invalid_items(), vec![2]);
    assert_eq!(
        *e.detail(),
        ecbatch::Detail::Invalid(vec![(2, ecbatch_sys::ECB_ERR_VERIFY_FAILED)])
    );
}

#[test]
fn valid_proofs_verify_and_round_trip() {
    let v = load("bulletproofs-plus/valid_proofs.json");
    let mut cache = ParamCache(BTreeMap::new());
    for c in v.get("cases").arr() {
        let (n, m, t) = key(c, "aggregation_factor");
        cache.fill(n, m, t);
        let params = &cache.0[&(n, m, t)];
        let st = statement(params, c, "statement_commitments");
        let bytes = c.get("proof").hex();
        let proof = RangeProof::from_bytes(&bytes).unwrap();
        assert_eq!(proof.to_bytes(), bytes, "{}", c.get("id").str());
        let transcript = Transcript::new(c.get("transcript_label").str().as_bytes());
        proof
            .verify(&transcript, &st)
            .unwrap_or_else(|e| panic!("{}: {}", c.get("id").str(), e));
    }
}

#[test]
fn prove_then_verify_with_mask_recovery() {
    let gens = PedersenGens::new(2).unwrap();
    let params = RangeParams::new(16, 2, &gens).unwrap();
    let blind = |i: u8| Scalar::from_bytes_wide(&[i; 64]);
    let c = gens
        .commit(40000, &[blind(1), blind(2)])
        .unwrap()
        .to_bytes();
    let seed = Scalar::from_u64(99);
    let st = RangeStatement::new(&params, vec![c], Some(vec![1000]), Some(seed)).unwrap();
    let w = RangeWitness::new(vec![40000], vec![blind(1), blind(2)]).unwrap();
    let start = Transcript::new(b"round trip");
    let proof = RangeProof::prove(&mut start.clone(), &st, &w).unwrap();
    let parsed = RangeProof::from_bytes(&proof.to_bytes()).unwrap();
    let masks = verify_batch(
        std::slice::from_ref(&start),
        &[st],
        &[parsed],
        Mode::RecoverAndVerify,
        &BatchOptions::default(),
    )
    .unwrap();
    assert_eq!(masks[0].as_ref().unwrap(), &vec![blind(1), blind(2)]);

    // an aggregated proof of two values; a wrong opening is refused by the prover
    let c2 = gens.commit(7, &[blind(3), blind(4)]).unwrap().to_bytes();
    let st2 = RangeStatement::new(&params, vec![c, c2], None, None).unwrap();
    let w2 =
        RangeWitness::new(vec![40000, 8], vec![blind(1), blind(2), blind(3), blind(4)]).unwrap();
    assert_eq!(
        RangeProof::prove(&mut start.clone(), &st2, &w2)
            .unwrap_err()
            .name(),
        "mismatch"
    );
}

fn mode_of(b: &Json) -> Mode {
    match b.get("action").str() {
        "VerifyOnly" => Mode::VerifyOnly,
        "RecoverOnly" => Mode::RecoverOnly,
        "RecoverAndVerify" => Mode::RecoverAndVerify,
        other => panic!("action {}", other),
    }
}

fn transcripts_of(proofs: &[Json]) -> Vec<Transcript> {
    proofs
        .iter()
        .map(|p| Transcript::new(p.get("transcript_label").str().as_bytes()))
        .collect()
}

#[test]
fn verifier_equals_stateless_verification_on_batch_vectors() {
    // one verifier (bounds: the largest vector batch, 257 proofs of n <= 64, m <= 4) for every
    // batch, each batch twice (the second call is warm), with and without identify_invalid:
    // masks, statuses and named invalid proofs equal verify_batch's
    let v = load("bulletproofs-plus/batch_vectors.json");
    let mut cache = ParamCache(BTreeMap::new());
    for b in v.get("batches").arr() {
        fill_batch(&mut cache, b.get("proofs").arr());
    }
    let mut verifier = Verifier::new(257, 64, 4, 2).unwrap();
    let (mut accepted, mut named) = (0, 0);
    for b in v.get("batches").arr() {
        let name = b.get("name").str();
        let ps = b.get("proofs").arr();
        let (statements, proofs) = batch_inputs(&cache, ps);
        let transcripts = transcripts_of(ps);
        for identify_invalid in [true, false] {
            let options = BatchOptions {
                threads: 2,
                identify_invalid,
            };
            let want = verify_batch(&transcripts, &statements, &proofs, mode_of(b), &options);
            for call in 0..2 {
                let got =
                    verifier.verify_batch(&transcripts, &statements, &proofs, mode_of(b), &options);
                assert_eq!(
                    got, want,
                    "{}: identify_invalid {}, call {}",
                    name, identify_invalid, call
                );
            }
            match &want {
                Ok(_) => accepted += 1,
                Err(e) if !e.invalid_items().is_empty() => named += 1,
                Err(e) => panic!("{}: {} names no proof", name, e),
            }
        }
    }
    // the vectors' outcomes in both settings: A, A-recover, B, F and F3 accept; C, D, E
    // (parameters), F2 and G (spec outcome) name their invalid proofs
    assert_eq!((accepted, named), (10, 10));
}

#[test]
fn verifier_names_the_damaged_proof() {
    let v = load("bulletproofs-plus/batch_vectors.json");
    let b = v
        .get("batches")
        .arr()
        .iter()
        .find(|b| b.get("name").str().starts_with("C:"))
        .unwrap();
    let mut cache = ParamCache(BTreeMap::new());
    let ps = b.get("proofs").arr();
    fill_batch(&mut cache, ps);
    let (statements, proofs) = batch_inputs(&cache, ps);
    let t = Transcript::new(ps[0].get("transcript_label").str().as_bytes());
    let mut verifier = Verifier::new(4, 32, 4, 1).unwrap();
    let e = verifier
        .verify_batch(
            &[t],
            &statements,
            &proofs,
            Mode::VerifyOnly,
            &BatchOptions::default(),
        )
        .unwrap_err();
    assert_eq!(e.name(), "verify_failed");
    assert_eq!(
        *e.detail(),
        ecbatch::Detail::Invalid(vec![(2, ecbatch_sys::ECB_ERR_VERIFY_FAILED)])
    );
}

#[test]
fn verifier_refuses_batches_above_its_bounds() {
    // batch A: 4 single 64-bit proofs; batch B: m up to 4 at n = 32
    let v = load("bulletproofs-plus/batch_vectors.json");
    let batch = |prefix: &str| {
        v.get("batches")
            .arr()
            .iter()
            .find(|b| b.get("name").str().starts_with(prefix))
            .unwrap()
            .get("proofs")
            .arr()
    };
    let (a, b) = (batch("A:"), batch("B:"));
    let mut cache = ParamCache(BTreeMap::new());
    fill_batch(&mut cache, a);
    fill_batch(&mut cache, b);
    let (sa, pa) = batch_inputs(&cache, a);
    let (sb, pb) = batch_inputs(&cache, b);
    let (ta, tb) = (transcripts_of(a), transcripts_of(b));
    let one = BatchOptions::default();
    let run = |v: &mut Verifier, t: &[Transcript], s: &[RangeStatement], p: &[RangeProof], o| {
        v.verify_batch(t, s, p, Mode::VerifyOnly, o)
            .map(|_| ())
            .map_err(|e| e.name())
    };

    let mut three = Verifier::new(3, 64, 1, 1).unwrap();
    assert_eq!(
        run(&mut three, &ta, &sa, &pa, &one),
        Err("scratch_too_small")
    );
    assert_eq!(run(&mut three, &ta[..3], &sa[..3], &pa[..3], &one), Ok(()));
    let two_threads = BatchOptions { threads: 2, ..one };
    assert_eq!(
        run(&mut three, &ta[..3], &sa[..3], &pa[..3], &two_threads),
        Err("scratch_too_small")
    );

    let mut short = Verifier::new(4, 32, 4, 1).unwrap();
    assert_eq!(
        run(&mut short, &ta, &sa, &pa, &one),
        Err("scratch_too_small")
    );
    assert_eq!(run(&mut short, &tb, &sb, &pb, &one), Ok(()));

    let mut narrow = Verifier::new(4, 32, 2, 1).unwrap();
    assert_eq!(
        run(&mut narrow, &tb, &sb, &pb, &one),
        Err("scratch_too_small")
    );
    // a refused batch leaves the verifier usable: B's first two proofs have m = 1 and 2
    assert_eq!(run(&mut narrow, &tb[..2], &sb[..2], &pb[..2], &one), Ok(()));
}

/// Custom generators that would not bind are refused (issue 34: with H = G, a commitment to 5
/// with blinding 10 verified as a proof of 15).
#[test]
fn degenerate_custom_generators_refused() {
    use ecbatch::ristretto255::Point;
    let b = Point::base();
    let h = Point::from_uniform_bytes(&[9; 64]);
    let e = PedersenGens::custom(&b, &[b]).unwrap_err();
    assert_eq!(e.name(), "repeated_generator");
    assert!(e.to_string().ends_with(
        ": h: equal to a point of g: the commitments would not bind"
    ));
    let e = PedersenGens::custom(&h, &[b, b]).unwrap_err();
    assert_eq!(e.name(), "repeated_generator");
    assert!(e.to_string().contains(": g: holds a point twice"));
    let e = PedersenGens::custom(&Point::identity(), &[b]).unwrap_err();
    assert!(e.to_string().ends_with(": h: the identity"));
    let e = PedersenGens::custom(&h, &[b, Point::identity()]).unwrap_err();
    assert_eq!(e.name(), "identity");
    let e = PedersenGens::custom(&h, &[]).unwrap_err();
    assert!(e.to_string().ends_with(": g.len() = 0 is outside 1..=6"));
    assert_eq!(PedersenGens::custom(&h, &[b, b.double()]).unwrap().g(), vec![b, b.double()]);
}

/// verify_batch refuses threads 0 (as the command's --threads) and above 256, and an empty
/// batch, naming the argument.
#[test]
fn batch_arguments_named() {
    let t = Transcript::new(b"t");
    let e = verify_batch(&[t], &[], &[], Mode::VerifyOnly, &BatchOptions::default()).unwrap_err();
    assert!(e.to_string().ends_with(": proofs: an empty batch; give at least one proof"));
    let gens = PedersenGens::new(1).unwrap();
    let params = RangeParams::new(8, 1, &gens).unwrap();
    let c = gens.commit(3, &[Scalar::from_u64(1)]).unwrap().to_bytes();
    let st = RangeStatement::new(&params, vec![c], None, None).unwrap();
    let w = RangeWitness::new(vec![3], vec![Scalar::from_u64(1)]).unwrap();
    let t = Transcript::new(b"t");
    let proof = RangeProof::prove(&mut t.clone(), &st, &w).unwrap();
    for (threads, ok) in [(0, false), (1, true), (256, true), (257, false)] {
        let options = BatchOptions {
            threads,
            ..Default::default()
        };
        let (ts, sts, ps) = (
            std::slice::from_ref(&t),
            std::slice::from_ref(&st),
            std::slice::from_ref(&proof),
        );
        let got = verify_batch(ts, sts, ps, Mode::VerifyOnly, &options);
        match got {
            Ok(_) => assert!(ok, "threads {}", threads),
            Err(e) => {
                assert!(!ok, "threads {}", threads);
                let want = format!(": threads = {} is outside 1..=256", threads);
                assert!(e.to_string().ends_with(&want), "{}", e);
            }
        }
    }
    let e = RangeParams::new(63, 1, &gens).unwrap_err();
    assert!(e.to_string().ends_with(": bit_length: not a power of two in 1..=64"));
    let e = PedersenGens::new(7).unwrap_err();
    assert!(e.to_string().ends_with(": extension_degree = 7 is outside 1..=6"));
}
