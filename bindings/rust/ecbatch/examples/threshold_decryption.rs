//! One round of batched threshold decryption: a dealer splits a key 3-of-5, clients encrypt
//! four messages, every party derives the same request, each server answers with its partials
//! and one aggregated proof (sent as wire bytes), the combiner checks all answers at once and
//! recovers the messages from three of them.
//!
//!     cargo run --example threshold_decryption
use ecbatch::bte::{Ciphertext, Point, PublicPolynomial, Request, Response, Variant};

fn main() -> Result<(), ecbatch::Error> {
    let messages: [&[u8]; 4] = [b"pay 10 to bob", b"vote: no", b"bid 42", b"hello"];
    // dealer
    let (public, shares) = PublicPolynomial::deal(Variant::MinSig, 3, 5)?;
    let pk = public.public_key();
    // clients: ciphertexts travel as bytes
    let wire: Vec<Vec<u8>> = messages
        .iter()
        .map(|m| Ciphertext::encrypt(&pk, b"example", m).map(|c| c.to_bytes()))
        .collect::<Result<_, _>>()?;
    let cts: Vec<Ciphertext> = wire
        .iter()
        .map(|w| Ciphertext::from_bytes(Variant::MinSig, w))
        .collect::<Result<_, _>>()?;
    // everyone: the same request
    let request = Request::new(&public, &cts, b"epoch 7", 2)?; // the dealing's t = 3
    // servers, each with its own share
    let mut responses = Vec::new();
    for share in &shares {
        public.check_share(share)?;
        let bytes = Response::respond(&request, share, 1)?.to_bytes();
        responses.push(Response::from_bytes(Variant::MinSig, &bytes)?);
    }
    // combiner: every response at once, then any three
    let indices: Vec<u32> = responses.iter().map(|r| r.index()).collect();
    let public_shares: Vec<Point> = indices
        .iter()
        .map(|&i| public.public_share(i))
        .collect::<Result<_, _>>()?;
    let all: Vec<&Response> = responses.iter().collect();
    request.verify_responses(&indices, &public_shares, &all, 2)?;
    let plaintexts = request.combine(
        &[4, 1, 2],
        &[&responses[4], &responses[1], &responses[2]],
        2,
    )?;
    let mut ok = plaintexts.len() == messages.len();
    for p in &plaintexts {
        println!(
            "ciphertext {}: {:?}",
            p.position(),
            String::from_utf8_lossy(p.data())
        );
        ok &= p.data() == messages[p.position() as usize];
    }
    println!(
        "{}",
        if ok {
            "threshold decryption: every message recovered"
        } else {
            "FAILED"
        }
    );
    std::process::exit(if ok { 0 } else { 1 });
}
