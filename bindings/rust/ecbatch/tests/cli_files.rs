//! The command (`build/ecbatch`) and the binding on each other's files (issue 24,
//! docs/formats.md): a dealing, ciphertexts, batch files and responses of `ecbatch bte` read
//! and written by the binding both ways, and Bulletproofs+ proof documents of `ecbatch bpp`.
//!
//! The command is `$ECBATCH_CLI` (scripts/test-bindings sets it; missing there is a failure),
//! else the repository's build/ecbatch; without either the tests say so and pass.
mod common;

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

use common::{arr, parse, unhex, Json};
use ecbatch::bte::*;
use ecbatch::bulletproofs_plus::{
    PedersenGens, RangeParams, RangeProof, RangeStatement, RangeWitness,
};
use ecbatch::merlin::Transcript;
use ecbatch::ristretto255::Scalar;

/// The command, or None (after saying so) when it is not built.
fn cli() -> Option<PathBuf> {
    if let Some(p) = std::env::var_os("ECBATCH_CLI") {
        let p = PathBuf::from(p);
        assert!(p.exists(), "ECBATCH_CLI={} does not exist", p.display());
        return Some(p);
    }
    let p = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../../build/ecbatch");
    if p.exists() {
        Some(p)
    } else {
        eprintln!(
            "skipped: no ECBATCH_CLI and no {} (build the command)",
            p.display()
        );
        None
    }
}

/// Runs the command; its standard output, after asserting it exited with `code`.
fn run(cli: &Path, args: &[&str], code: i32) -> String {
    let out = Command::new(cli).args(args).output().expect("run ecbatch");
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    assert_eq!(
        out.status.code(),
        Some(code),
        "ecbatch {:?}\nstdout: {}\nstderr: {}",
        args,
        stdout,
        String::from_utf8_lossy(&out.stderr)
    );
    stdout
}

/// A fresh folder of this test under the system's temporary directory.
fn scratch(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("ecbatch-cli-files-{}-{}", std::process::id(), name));
    let _ = fs::remove_dir_all(&d);
    fs::create_dir_all(&d).unwrap();
    d
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{:02x}", b)).collect()
}

fn s(p: &Path) -> &str {
    p.to_str().unwrap()
}

/// The plaintexts of `bte combine --json`: (position, bytes).
fn json_plaintexts(stdout: &str) -> Vec<(u32, Vec<u8>)> {
    parse(stdout)
        .get("plaintexts")
        .arr()
        .iter()
        .map(|p| (p.get("position").u64() as u32, p.get("hex").hex()))
        .collect()
}

/// The request digest `bte request` prints ("request digest D = <hex>").
fn printed_digest(stdout: &str) -> Vec<u8> {
    let line = stdout
        .lines()
        .find(|l| l.starts_with("request digest D = "))
        .expect("a digest line");
    unhex(&line["request digest D = ".len()..])
}

#[test]
fn cli_dealing_and_batch_read_by_the_binding() {
    let cli = match cli() {
        Some(c) => c,
        None => return,
    };
    let d = scratch("cli-dealing");
    run(
        &cli,
        &[
            "bte",
            "keygen",
            "--variant",
            "minpk",
            "--t",
            "2",
            "--n",
            "3",
            "--dir",
            s(&d),
        ],
        0,
    );
    // public.bte: the variant byte (0 = MinPk), then the library's encoding
    let file = fs::read(d.join("public.bte")).unwrap();
    assert_eq!(file[0], 0);
    let public = PublicPolynomial::from_file_bytes(&file).unwrap();
    assert_eq!((public.variant(), public.threshold()), (Variant::MinPk, 2));
    assert_eq!(public.to_file_bytes(), file);
    assert_eq!(
        PublicPolynomial::from_bytes(Variant::MinPk, &file)
            .unwrap_err()
            .name(),
        "proof_format" // the file is not the bare encoding
    );
    let shares: Vec<Share> = (0..3)
        .map(|i| Share::from_bytes(&fs::read(d.join(format!("share-{}.bte", i))).unwrap()).unwrap())
        .collect();
    for (i, sh) in shares.iter().enumerate() {
        assert_eq!(sh.index(), i as u32);
        public.check_share(sh).unwrap();
    }
    // one ciphertext from each side
    let pk = public.public_key();
    let ct_rust = Ciphertext::encrypt(&pk, b"rust label", b"from rust").unwrap();
    fs::write(d.join("ct-rust.bte"), ct_rust.to_bytes()).unwrap();
    let (pub_path, ct_cli_path) = (d.join("public.bte"), d.join("ct-cli.bte"));
    run(
        &cli,
        &[
            "bte",
            "encrypt",
            "--pub",
            s(&pub_path),
            "--msg",
            "from the cli",
            "--label",
            "cli",
            "--out",
            s(&ct_cli_path),
        ],
        0,
    );
    let ct_cli = Ciphertext::from_bytes(Variant::MinPk, &fs::read(&ct_cli_path).unwrap()).unwrap();
    assert_eq!(ct_cli.label(), b"cli");
    ct_cli.verify(&pk).unwrap();
    // the command's batch file, read by the binding: same request, same digest
    let batch_path = d.join("batch.bte");
    let printed = run(
        &cli,
        &[
            "bte",
            "request",
            "--pub",
            s(&pub_path),
            "--context",
            "epoch 9",
            "--out",
            s(&batch_path),
            s(&d.join("ct-rust.bte")),
            s(&ct_cli_path),
        ],
        0,
    );
    let batch_bytes = fs::read(&batch_path).unwrap();
    let batch = Batch::from_bytes(Variant::MinPk, &batch_bytes).unwrap();
    assert_eq!(batch.context(), b"epoch 9");
    assert_eq!(batch.ciphertexts().len(), 2);
    assert_eq!(batch.to_bytes().unwrap(), batch_bytes);
    let request = batch.request(&public, 1).unwrap();
    assert_eq!(request.valid_indices(), &[0, 1]);
    assert_eq!(request.digest().to_vec(), printed_digest(&printed));
    // server 0 answers through the binding, server 2 through the command
    let r0 = Response::respond(&request, &shares[0], 1).unwrap();
    fs::write(d.join("resp-0.bte"), r0.to_bytes()).unwrap();
    let share2 = d.join("share-2.bte");
    run(
        &cli,
        &[
            "bte",
            "respond",
            "--pub",
            s(&pub_path),
            "--share",
            s(&share2),
            "--batch",
            s(&batch_path),
            "--out",
            s(&d.join("resp-2.bte")),
        ],
        0,
    );
    let r2 =
        Response::from_bytes(Variant::MinPk, &fs::read(d.join("resp-2.bte")).unwrap()).unwrap();
    assert_eq!(r2.index(), 2);
    // both combine both responses to the same plaintexts
    let resp = [
        s(&d.join("resp-0.bte")).to_string(),
        s(&d.join("resp-2.bte")).to_string(),
    ];
    let verdict = run(
        &cli,
        &[
            "bte",
            "verify",
            "--pub",
            s(&pub_path),
            "--batch",
            s(&batch_path),
            &resp[0],
            &resp[1],
        ],
        0,
    );
    assert!(verdict.contains("2 of 2 responses valid"), "{}", verdict);
    let json = run(
        &cli,
        &[
            "bte",
            "combine",
            "--pub",
            s(&pub_path),
            "--batch",
            s(&batch_path),
            "--json",
            &resp[0],
            &resp[1],
        ],
        0,
    );
    let want = vec![(0, b"from rust".to_vec()), (1, b"from the cli".to_vec())];
    assert_eq!(json_plaintexts(&json), want);
    let hs = [
        public.public_share(0).unwrap(),
        public.public_share(2).unwrap(),
    ];
    request
        .verify_responses(&[0, 2], &hs, &[&r0, &r2], 1)
        .unwrap();
    let plain = request.combine(&[0, 2], &[&r0, &r2], 1).unwrap();
    let got: Vec<(u32, Vec<u8>)> = plain
        .iter()
        .map(|p| (p.position(), p.data().to_vec()))
        .collect();
    assert_eq!(got, want);
    fs::remove_dir_all(&d).unwrap();
}

#[test]
fn binding_dealing_and_batch_used_by_the_cli() {
    let cli = match cli() {
        Some(c) => c,
        None => return,
    };
    let d = scratch("rust-dealing");
    let (public, shares) = PublicPolynomial::deal(Variant::MinSig, 2, 3).unwrap();
    let pub_path = d.join("public.bte");
    fs::write(&pub_path, public.to_file_bytes()).unwrap();
    for sh in &shares {
        fs::write(d.join(format!("share-{}.bte", sh.index())), sh.to_bytes()).unwrap();
    }
    // the command encrypts under the binding's public.bte; the binding adds one of its own
    let ct_path = d.join("ct.bte");
    run(
        &cli,
        &[
            "bte",
            "encrypt",
            "--pub",
            s(&pub_path),
            "--msg-hex",
            "00ff10",
            "--out",
            s(&ct_path),
        ],
        0,
    );
    let pk = public.public_key();
    let cts = vec![
        Ciphertext::encrypt(&pk, b"", b"rust, MinSig").unwrap(),
        Ciphertext::from_bytes(Variant::MinSig, &fs::read(&ct_path).unwrap()).unwrap(),
    ];
    let batch = Batch::new(b"ctx".to_vec(), cts);
    let batch_path = d.join("batch.bte");
    fs::write(&batch_path, batch.to_bytes().unwrap()).unwrap();
    // the command answers with the binding's shares and batch, and combines
    for i in [1, 2] {
        let share = d.join(format!("share-{}.bte", i));
        let out = d.join(format!("resp-{}.bte", i));
        run(
            &cli,
            &[
                "bte",
                "respond",
                "--pub",
                s(&pub_path),
                "--share",
                s(&share),
                "--batch",
                s(&batch_path),
                "--out",
                s(&out),
            ],
            0,
        );
    }
    let (p1, p2) = (d.join("resp-1.bte"), d.join("resp-2.bte"));
    let json = run(
        &cli,
        &[
            "bte",
            "combine",
            "--pub",
            s(&pub_path),
            "--batch",
            s(&batch_path),
            "--json",
            s(&p1),
            s(&p2),
        ],
        0,
    );
    let want = vec![(0, b"rust, MinSig".to_vec()), (1, vec![0x00, 0xff, 0x10])];
    assert_eq!(json_plaintexts(&json), want);
    // and the binding reads the command's responses
    let request = batch.request(&public, 1).unwrap();
    let r1 = Response::from_bytes(Variant::MinSig, &fs::read(&p1).unwrap()).unwrap();
    let r2 = Response::from_bytes(Variant::MinSig, &fs::read(&p2).unwrap()).unwrap();
    let plain = request.combine(&[1, 2], &[&r1, &r2], 1).unwrap();
    let got: Vec<(u32, Vec<u8>)> = plain
        .iter()
        .map(|p| (p.position(), p.data().to_vec()))
        .collect();
    assert_eq!(got, want);
    // a response to another batch is refused by the command
    let other = Batch::new(
        b"other".to_vec(),
        vec![Ciphertext::encrypt(&pk, b"", b"x").unwrap()],
    );
    let other_path = d.join("other.bte");
    fs::write(&other_path, other.to_bytes().unwrap()).unwrap();
    let verdict = run(
        &cli,
        &[
            "bte",
            "verify",
            "--pub",
            s(&pub_path),
            "--batch",
            s(&other_path),
            s(&p1),
        ],
        1,
    );
    assert!(verdict.contains("0 of 1 responses valid"), "{}", verdict);
    fs::remove_dir_all(&d).unwrap();
}

/// The parameters, statement and proof of one object of a proof document.
fn check_proof_object(p: &Json) -> std::result::Result<(), ecbatch::Error> {
    let (n, m, t) = (
        p.get("bit_length").usize(),
        p.get("max_aggregation_factor").usize(),
        p.get("extension_degree").usize(),
    );
    let params = RangeParams::new(n, m, &PedersenGens::new(t).unwrap()).unwrap();
    let commitments: Vec<[u8; 32]> = p
        .get("commitments")
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
    let st = RangeStatement::new(&params, commitments, Some(promises), None).unwrap();
    let proof = RangeProof::from_bytes(&p.get("proof").hex())?;
    proof.verify(
        &Transcript::new(p.get("transcript_label").str().as_bytes()),
        &st,
    )
}

#[test]
fn bpp_documents_both_ways() {
    let cli = match cli() {
        Some(c) => c,
        None => return,
    };
    let d = scratch("bpp");
    // the command proves; the binding checks the commitments and verifies
    let input = d.join("in.json");
    fs::write(
        &input,
        r#"{"proofs": [
        {"bit_length": 16, "values": ["5", "65535"], "extension_degree": 2},
        {"bit_length": 64, "values": ["18446744073709551615"], "minimum_value_promises": ["3"],
         "transcript_label": "cli label"}]}"#,
    )
    .unwrap();
    let proofs = d.join("proofs.json");
    run(&cli, &["bpp", "prove", "--out", s(&proofs), s(&input)], 0);
    let doc = parse(&fs::read_to_string(&proofs).unwrap());
    assert_eq!(doc.get("suite").str(), "bulletproofs-plus/proofs");
    let list = doc.get("proofs").arr();
    assert_eq!(list.len(), 2);
    for p in list {
        let gens = PedersenGens::new(p.get("extension_degree").usize()).unwrap();
        for (j, c) in p.get("commitments").arr().iter().enumerate() {
            let blindings: Vec<Scalar> = p.get("blindings").arr()[j]
                .arr()
                .iter()
                .map(|b| Scalar::from_bytes(&arr(&b.hex())).unwrap())
                .collect();
            let value = p.get("values").arr()[j].u64();
            assert_eq!(
                gens.commit(value, &blindings).unwrap().to_bytes().to_vec(),
                c.hex()
            );
        }
        check_proof_object(p).unwrap();
    }
    // the binding proves and writes the command's format; the command verifies
    let gens = PedersenGens::new(1).unwrap();
    let params = RangeParams::new(32, 2, &gens).unwrap();
    let values = vec![9u64, 4_000_000_000];
    let blindings = vec![Scalar::random().unwrap(), Scalar::random().unwrap()];
    let commitments: Vec<[u8; 32]> = values
        .iter()
        .zip(&blindings)
        .map(|(&v, b)| gens.commit(v, std::slice::from_ref(b)).unwrap().to_bytes())
        .collect();
    let st = RangeStatement::new(&params, commitments.clone(), Some(vec![0, 7]), None).unwrap();
    let w = RangeWitness::new(values, blindings).unwrap();
    let proof = RangeProof::prove(&mut Transcript::new(b"rust label"), &st, &w).unwrap();
    let object = |proof: &[u8]| {
        format!(
            r#"{{"bit_length": 32, "max_aggregation_factor": 2, "extension_degree": 1,
                "transcript_label": "rust label", "commitments": ["{}", "{}"],
                "minimum_value_promises": [null, "7"], "proof": "{}"}}"#,
            hex(&commitments[0]),
            hex(&commitments[1]),
            hex(proof)
        )
    };
    let mut damaged = proof.to_bytes();
    damaged[1 + 32 * 4] ^= 1; // r1
    let ours = d.join("rust.json");
    fs::write(
        &ours,
        format!(
            r#"{{"proofs": [{}, {}]}}"#,
            object(&proof.to_bytes()),
            object(&damaged)
        ),
    )
    .unwrap();
    let verdict = parse(&run(&cli, &["bpp", "verify", s(&ours)], 1));
    assert_eq!(verdict.get("proofs").u64(), 2);
    let invalid = verdict.get("invalid").arr();
    assert_eq!(invalid.len(), 1);
    assert_eq!(invalid[0].get("index").u64(), 1);
    // the binding gives the damaged proof the same status the command names
    let doc = parse(&fs::read_to_string(&ours).unwrap());
    check_proof_object(&doc.get("proofs").arr()[0]).unwrap();
    let e = check_proof_object(&doc.get("proofs").arr()[1]).unwrap_err();
    assert_eq!(e.name(), invalid[0].get("reason").str());
    fs::remove_dir_all(&d).unwrap();
}
