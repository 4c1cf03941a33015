//! Threshold decryption against the profile's known answers (vectors/threshold-decryption):
//! deterministic keys, ciphertexts and responses byte for byte, verification and combination,
//! plus a randomised round with an invalid responder named.
mod common;

use common::{arr, load, Json};
use ecbatch::bte::*;

fn seed(example: &Json, label: &str) -> [u8; 64] {
    let r = example
        .get("randomness")
        .arr()
        .iter()
        .find(|r| r.get("label").str() == label)
        .unwrap_or_else(|| panic!("no randomness {}", label));
    arr(&r.get("seed").hex())
}

#[test]
fn profile_examples_known_answers() {
    let v = load("threshold-decryption/profile-v1.json");
    let mut rounds = 0;
    for ex in v.get("examples").arr() {
        let id = ex.get("id").str();
        let variant = if ex.get("variant").str() == "MinSig" {
            Variant::MinSig
        } else {
            Variant::MinPk
        };
        let (t, n) = (ex.get("t").u64() as u32, ex.get("n").u64() as u32);
        let dealer = ex.get("dealer");
        let coefficients: Vec<u8> = dealer
            .get("coefficients")
            .arr()
            .iter()
            .flat_map(|c| c.hex())
            .collect();
        let (public, shares) =
            PublicPolynomial::deal_from_coefficients(variant, t, n, &coefficients).unwrap();
        assert_eq!(
            public.public_key().to_bytes(),
            dealer.get("public_key").hex(),
            "{}",
            id
        );
        for (s, want) in shares.iter().zip(dealer.get("shares").arr()) {
            assert_eq!(
                s.to_bytes()[2..].to_vec(),
                want.get("private").hex(),
                "{}",
                id
            );
            assert_eq!(
                public.public_share(s.index()).unwrap().to_bytes(),
                want.get("public").hex()
            );
        }
        let pk = public.public_key();
        let mut cts = Vec::new();
        for c in ex.get("ciphertexts").arr() {
            let ct = Ciphertext::encrypt_seeded(
                &pk,
                &c.get("label").hex(),
                &c.get("message").hex(),
                &seed(ex, c.get("r_label").str()),
                &seed(ex, c.get("s_label").str()),
            )
            .unwrap();
            // tampered ciphertexts come from their wire bytes
            let ct = if c.get("tamper").is_null() {
                ct
            } else {
                Ciphertext::from_bytes(variant, &c.get("wire").hex()).unwrap()
            };
            assert_eq!(
                ct.to_bytes(),
                c.get("wire").hex(),
                "{} ct {}",
                id,
                c.get("position").u64()
            );
            assert_eq!(ct.verify(&pk).is_ok(), c.get("verify_ciphertext").bool());
            cts.push(ct);
        }
        let context = ex.get("context").hex();
        assert_eq!(public.threshold(), t);
        let req = Request::new(&public, &cts, &context, 2).unwrap();
        let r = ex.get("request");
        assert_eq!(req.digest().to_vec(), r.get("digest").hex(), "{}", id);
        let want_valid: Vec<u32> = r
            .get("valid_indices")
            .arr()
            .iter()
            .map(|x| x.u64() as u32)
            .collect();
        assert_eq!(req.valid_indices(), &want_valid[..]);
        let mut responses = Vec::new();
        for (s, want) in shares.iter().zip(ex.get("responses").arr()) {
            let label = want.get("nonce_label").str();
            let resp = Response::respond_seeded(&req, s, &seed(ex, label), 1).unwrap();
            assert_eq!(
                resp.to_bytes(),
                want.get("wire").hex(),
                "{} response {}",
                id,
                s.index()
            );
            responses.push(resp);
        }
        let indices: Vec<u32> = (0..n).collect();
        let hs: Vec<Point> = indices
            .iter()
            .map(|&i| public.public_share(i).unwrap())
            .collect();
        let all: Vec<&Response> = responses.iter().collect();
        req.verify_responses(&indices, &hs, &all, 2).unwrap();
        for c in ex.get("combine").arr() {
            let idx: Vec<u32> = c
                .get("share_indices")
                .arr()
                .iter()
                .map(|x| x.u64() as u32)
                .collect();
            let use_: Vec<&Response> = idx.iter().map(|&i| &responses[i as usize]).collect();
            let got = req.combine(&idx, &use_, 1);
            if !c.has("plaintexts") {
                assert!(got.is_err(), "{}", id);
                continue;
            }
            let got = got.unwrap();
            let want = c.get("plaintexts").arr();
            assert_eq!(got.len(), want.len());
            for (g, w) in got.iter().zip(want) {
                assert_eq!(g.position() as u64, w.get("position").u64());
                assert_eq!(g.data().to_vec(), w.get("plaintext").hex());
            }
        }
        rounds += 1;
    }
    assert_eq!(rounds, 4);
}

#[test]
fn random_round_names_the_bad_responder() {
    let (public, shares) = PublicPolynomial::deal(Variant::MinSig, 3, 5).unwrap();
    let pk = public.public_key();
    let msgs: [&[u8]; 3] = [b"one", b"two", b"three"];
    let cts: Vec<Ciphertext> = msgs
        .iter()
        .map(|m| Ciphertext::encrypt(&pk, b"lbl", m).unwrap())
        .collect();
    assert_eq!(verify_ciphertexts(&pk, &cts, 2).unwrap(), vec![true; 3]);
    let req = Request::new(&public, &cts, b"round", 2).unwrap();
    let mut responses: Vec<Response> = shares
        .iter()
        .map(|s| Response::respond(&req, s, 1).unwrap())
        .collect();
    // server 3 answers with server 1's share under its own index: an invalid proof
    let mut forged = shares[1].to_bytes();
    forged[1] = 3;
    responses[3] = Response::respond(&req, &Share::from_bytes(&forged).unwrap(), 1).unwrap();
    let indices: Vec<u32> = (0..5).collect();
    let hs: Vec<Point> = indices
        .iter()
        .map(|&i| public.public_share(i).unwrap())
        .collect();
    let all: Vec<&Response> = responses.iter().collect();
    let e = req.verify_responses(&indices, &hs, &all, 2).unwrap_err();
    assert_eq!(e.invalid_items(), vec![3]);
    assert_eq!(
        req.verify_response(3, &hs[3], &responses[3])
            .unwrap_err()
            .name(),
        "invalid_response"
    );
    // wire round trips, then combine any three honest responses
    let again: Vec<Response> = responses
        .iter()
        .map(|r| Response::from_bytes(Variant::MinSig, &r.to_bytes()).unwrap())
        .collect();
    let plain = req
        .combine(&[4, 0, 2], &[&again[4], &again[0], &again[2]], 2)
        .unwrap();
    let got: Vec<&[u8]> = plain.iter().map(|p| p.data()).collect();
    assert_eq!(got, msgs.to_vec());
    let e = req
        .combine(&[0, 2], &[&again[0], &again[2]], 1)
        .unwrap_err();
    assert_eq!(e.name(), "too_few");
    assert_eq!(
        *e.detail(),
        ecbatch::Detail::Protocol {
            index: 0,
            expected: 3,
            actual: 2
        }
    );
}

#[test]
fn combine_checks_each_index_against_its_response() {
    let (public, shares) = PublicPolynomial::deal(Variant::MinPk, 2, 3).unwrap();
    let pk = public.public_key();
    let cts = vec![Ciphertext::encrypt(&pk, b"lbl", b"secret").unwrap()];
    let req = Request::new(&public, &cts, b"ctx", 1).unwrap();
    let r0 = Response::respond(&req, &shares[0], 1).unwrap();
    let r1 = Response::respond(&req, &shares[1], 1).unwrap();
    let plain = req.combine(&[0, 1], &[&r0, &r1], 1).unwrap();
    assert_eq!(plain[0].data(), b"secret");
    // swapped indices: each must be its response's own index
    let e = req.combine(&[1, 0], &[&r0, &r1], 1).unwrap_err();
    assert_eq!(e.code(), ecbatch_sys::ECB_ERR_INDEX_MISMATCH);
    assert_eq!(
        *e.detail(),
        ecbatch::Detail::Protocol {
            index: 0,
            expected: 1,
            actual: 0
        }
    );
    // an index no dealing has is refused before any work, whatever its size
    let start = std::time::Instant::now();
    let e = req
        .combine(&[0, 4_000_000_000], &[&r0, &r1], 1)
        .unwrap_err();
    assert!(start.elapsed() < std::time::Duration::from_secs(1));
    assert_eq!(e.code(), ecbatch_sys::ECB_ERR_INDEX_OUT_OF_RANGE);
    assert_eq!(
        *e.detail(),
        ecbatch::Detail::Protocol {
            index: 1,
            expected: 65536,
            actual: 4_000_000_000
        }
    );
}

/// The dealing decides the threshold and the servers (issue 34: a caller's threshold 1 on a
/// 2-of-3 dealing combined one response into a wrong plaintext with no error).
#[test]
fn the_dealing_decides_threshold_and_servers() {
    let (public, shares) = PublicPolynomial::deal(Variant::MinPk, 2, 3).unwrap();
    let cts = vec![Ciphertext::encrypt(&public.public_key(), b"l", b"secret").unwrap()];
    let req = Request::new(&public, &cts, b"c", 1).unwrap();
    assert_eq!(req.threshold(), 2);
    let r: Vec<Response> = shares
        .iter()
        .map(|s| Response::respond(&req, s, 1).unwrap())
        .collect();
    let e = req.combine(&[0], &[&r[0]], 1).unwrap_err();
    assert_eq!(e.name(), "too_few");
    let h0 = public.public_share(0).unwrap();
    let e = req.verify_responses(&[0], &[h0], &[&r[0]], 1).unwrap_err();
    assert_eq!(e.name(), "too_few");
    assert!(e
        .to_string()
        .ends_with(": responses.len() = 1 is outside 2..=65536"));
    let plain = req.combine(&[0, 1], &[&r[0], &r[1]], 1).unwrap();
    assert_eq!(plain[0].data(), b"secret");
    // an empty request has no batch file and nothing to answer
    let e = Request::new(&public, &[], b"c", 1).unwrap_err();
    assert_eq!(e.name(), "no_valid_ciphertexts");
    assert!(e.to_string().ends_with(": cts.len() = 0 is outside 1..=1048576"));
    // servers 0..n of the dealing; a decoded polynomial does not know n
    assert_eq!(public.participants(), Some(3));
    let e = public.public_share(7).unwrap_err();
    assert_eq!(e.name(), "index_out_of_range");
    assert!(e.to_string().ends_with(": index = 7 is outside 0..=2"));
    let decoded = PublicPolynomial::from_bytes(Variant::MinPk, &public.to_bytes()).unwrap();
    assert_eq!(decoded.participants(), None);
    assert!(decoded.public_share(7).is_ok());
    let e = decoded.public_share(65536).unwrap_err();
    assert!(e.to_string().ends_with(": index = 65536 is outside 0..=65535"));
}

/// Response::new and new_seeded, renamed respond and respond_seeded at 0.1.0, still work
/// until 0.2.
#[test]
#[allow(deprecated)]
fn renamed_responses_keep_their_old_names() {
    let (public, shares) = PublicPolynomial::deal(Variant::MinPk, 1, 1).unwrap();
    let cts = vec![Ciphertext::encrypt(&public.public_key(), b"", b"x").unwrap()];
    let req = Request::new(&public, &cts, b"", 1).unwrap();
    let a = Response::new_seeded(&req, &shares[0], &[3; 64], 1).unwrap();
    let b = Response::respond_seeded(&req, &shares[0], &[3; 64], 1).unwrap();
    assert_eq!(a.to_bytes(), b.to_bytes());
    let r = Response::new(&req, &shares[0], 1).unwrap();
    assert_eq!(req.combine(&[0], &[&r], 1).unwrap()[0].data(), b"x");
}
