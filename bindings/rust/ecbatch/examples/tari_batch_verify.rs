//! Batch verification of tari-format Bulletproofs+ range proofs: every batch of the shared
//! vectors (tari_bulletproofs_plus 0.4.1 proofs, ../shared/vectors/bulletproofs-plus/
//! batch_vectors.json, or the file given as the argument) verified in one call each, the
//! invalid proofs named.
//!
//!     cargo run --release --example tari_batch_verify [batch_vectors.json]
#[path = "../tests/common/mod.rs"]
mod common;

use std::collections::BTreeMap;

use ecbatch::bulletproofs_plus::{
    verify_batch, BatchOptions, Mode, PedersenGens, RangeParams, RangeProof, RangeStatement,
};
use ecbatch::merlin::Transcript;
use ecbatch::ristretto255::Scalar;

fn main() {
    let json = match std::env::args().nth(1) {
        Some(path) => common::parse(&std::fs::read_to_string(path).expect("read the vectors")),
        None => common::load("bulletproofs-plus/batch_vectors.json"),
    };
    // one parameter set per (bit length, maximum aggregation, extension degree)
    let mut params = BTreeMap::new();
    for batch in json.get("batches").arr() {
        for p in batch.get("proofs").arr() {
            let key = (
                p.get("bit_length").usize(),
                p.get("max_aggregation_factor").usize(),
                p.get("extension_degree").usize(),
            );
            params.entry(key).or_insert_with(|| {
                RangeParams::new(key.0, key.1, &PedersenGens::new(key.2).unwrap()).unwrap()
            });
        }
    }
    let mut agree = true;
    for batch in json.get("batches").arr() {
        let mut statements = Vec::new();
        let mut proofs = Vec::new();
        let mut transcripts = Vec::new();
        for p in batch.get("proofs").arr() {
            let key = (
                p.get("bit_length").usize(),
                p.get("max_aggregation_factor").usize(),
                p.get("extension_degree").usize(),
            );
            let commitments = p
                .get("commitments")
                .arr()
                .iter()
                .map(|c| common::arr(&c.hex()))
                .collect();
            let promises = p
                .get("minimum_value_promises")
                .arr()
                .iter()
                .map(|v| if v.is_null() { 0 } else { v.u64() })
                .collect();
            let seed = if p.get("seed_nonce").is_null() {
                None
            } else {
                Some(Scalar::from_bytes(&common::arr(&p.get("seed_nonce").hex())).unwrap())
            };
            statements.push(
                RangeStatement::new(&params[&key], commitments, Some(promises), seed).unwrap(),
            );
            proofs.push(RangeProof::from_bytes(&p.get("proof").hex()).unwrap());
            transcripts.push(Transcript::new(p.get("transcript_label").str().as_bytes()));
        }
        let mode = match batch.get("action").str() {
            "RecoverOnly" => Mode::RecoverOnly,
            "RecoverAndVerify" => Mode::RecoverAndVerify,
            _ => Mode::VerifyOnly,
        };
        let expected = if batch.has("spec_expected_accept") {
            batch.get("spec_expected_accept").bool()
        } else {
            batch.get("expected_accept").bool()
        };
        let options = BatchOptions {
            threads: 2,
            identify_invalid: true,
        };
        let result = verify_batch(&transcripts, &statements, &proofs, mode, &options);
        let outcome = match &result {
            Ok(masks) => format!(
                "ok ({} masks recovered)",
                masks.iter().filter(|m| m.is_some()).count()
            ),
            Err(e) => format!("rejected: {}", e),
        };
        agree &= result.is_ok() == expected;
        println!(
            "{:>4} proofs  {}  {}",
            proofs.len(),
            batch.get("name").str(),
            outcome
        );
    }
    println!(
        "{}",
        if agree {
            "every batch as expected"
        } else {
            "MISMATCH"
        }
    );
    std::process::exit(if agree { 0 } else { 1 });
}
