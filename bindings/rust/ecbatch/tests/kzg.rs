//! EIP-4844 KZG (`ecbatch::kzg`) against the shared vectors (c-kzg-4844's cases): every
//! verify_kzg_proof and compute_blob_kzg_proof case, a blob proof made and verified alone and in
//! a batch, and the errors; EIP-7594: every case of compute_cells_and_kzg_proofs,
//! recover_cells_and_kzg_proofs and verify_cell_kzg_proof_batch. The data.yaml files are read
//! with a line reader.
mod common;

use std::collections::BTreeMap;
use std::sync::OnceLock;

use ecbatch::kzg::{Cell, Settings, BYTES_PER_BLOB, TABLE_MIN_BYTES};

fn settings() -> &'static Settings {
    static S: OnceLock<Settings> = OnceLock::new();
    S.get_or_init(|| Settings::new(common::vectors_dir().join("kzg/trusted_setup.txt"), 1).unwrap())
}

fn hex(s: &str) -> Vec<u8> {
    let s = s.trim_matches('\'').trim_start_matches("0x");
    (0..s.len() / 2)
        .map(|i| u8::from_str_radix(&s[2 * i..2 * i + 2], 16).unwrap())
        .collect()
}

/// key -> its text value (hex strings, true, false, null) of one data.yaml (scalars only).
fn read_case(path: &std::path::Path) -> BTreeMap<String, String> {
    std::fs::read_to_string(path)
        .unwrap()
        .lines()
        .filter_map(|l| l.trim().split_once(':'))
        .map(|(k, v)| (k.trim().to_string(), v.trim().to_string()))
        .collect()
}

fn cases(function: &str) -> Vec<(String, BTreeMap<String, String>)> {
    let dir = common::vectors_dir()
        .join("kzg/tests")
        .join(function)
        .join("kzg-mainnet");
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .collect();
    names.sort();
    names
        .into_iter()
        .map(|n| {
            let c = read_case(&dir.join(&n).join("data.yaml"));
            (n, c)
        })
        .collect()
}

fn fixed<const N: usize>(v: &[u8]) -> Option<[u8; N]> {
    v.try_into().ok()
}

#[test]
fn verify_kzg_proof_cases() {
    let s = settings();
    let mut seen = [0usize; 3]; // true, false, null
    for (name, c) in cases("verify_kzg_proof") {
        let got = match (
            fixed::<48>(&hex(&c["commitment"])),
            fixed::<32>(&hex(&c["z"])),
            fixed::<32>(&hex(&c["y"])),
            fixed::<48>(&hex(&c["proof"])),
        ) {
            (Some(cm), Some(z), Some(y), Some(p)) => match s.verify_proof(&cm, &z, &y, &p) {
                Ok(()) => "true",
                Err(e) if e.name() == "verify_failed" => "false",
                Err(_) => "null",
            },
            _ => "null",
        };
        assert_eq!(got, c["output"], "{}", name);
        seen[["true", "false", "null"]
            .iter()
            .position(|x| *x == got)
            .unwrap()] += 1;
    }
    assert_eq!(seen, [54, 48, 20]);
}

#[test]
fn compute_blob_kzg_proof_cases() {
    let s = settings();
    let mut made = 0;
    for (name, c) in cases("compute_blob_kzg_proof") {
        let got = fixed::<48>(&hex(&c["commitment"]))
            .ok_or(())
            .and_then(|cm| s.compute_blob_proof(&hex(&c["blob"]), &cm).map_err(|_| ()));
        if c["output"] == "null" {
            assert!(got.is_err(), "{}", name);
        } else {
            assert_eq!(got.unwrap().to_vec(), hex(&c["output"]), "{}", name);
            made += 1;
        }
    }
    assert_eq!(made, 7);
}

#[test]
fn round_trip_batch_and_errors() {
    let s = settings();
    let mut blob = vec![0u8; BYTES_PER_BLOB];
    for i in (0..BYTES_PER_BLOB).step_by(32 * 89) {
        blob[i + 31] = (i % 251) as u8;
    }
    let c = s.blob_to_commitment(&blob).unwrap();
    let p = s.compute_blob_proof(&blob, &c).unwrap();
    s.verify_blob_proof(&blob, &c, &p).unwrap();
    s.verify_blob_proof_batch(&[&blob, &blob], &[c, c], &[p, p])
        .unwrap();
    s.verify_blob_proof_batch(&[], &[], &[]).unwrap();
    let err = s
        .verify_blob_proof_batch(&[&blob, &blob], &[c, c], &[p, c])
        .unwrap_err();
    assert_eq!(err.name(), "verify_failed");
    let z = [7u8; 32];
    let (proof, y) = s.compute_proof(&blob, &z).unwrap();
    s.verify_proof(&c, &z, &y, &proof).unwrap();
    assert_eq!(
        s.verify_proof(&c, &z, &[0u8; 32], &proof)
            .unwrap_err()
            .name(),
        "verify_failed"
    );
    assert_eq!(
        s.blob_to_commitment(&blob[1..]).unwrap_err().name(),
        "wrong_length"
    );
    let err = s.verify_blob_proof_batch(&[&blob], &[], &[]).unwrap_err();
    assert_eq!(err.name(), "wrong_length");
    let mut r = blob.clone();
    r[..32].copy_from_slice(&hex(
        "73eda753299d7d483339d80809a1d80553bda402fffe5bfeffffffff00000001",
    ));
    assert_eq!(
        s.blob_to_commitment(&r).unwrap_err().name(),
        "scalar_out_of_range"
    );
    assert_eq!(
        Settings::from_text(b"4096 64", 1).unwrap_err().name(),
        "setup_count"
    );
    assert_eq!(
        Settings::from_bytes(&[0; 48], &[0; 96], &[0; 48], 1)
            .unwrap_err()
            .name(),
        "wrong_length"
    );
    assert_eq!(
        Settings::new("/nonexistent/setup.txt", 1)
            .unwrap_err()
            .name(),
        "io"
    );
}

/// An EIP-7594 data.yaml: each key's hex items in order (the output's two lists flattened),
/// its integer list (`[0, 2, ...]` over one or more lines), or its scalar text.
#[derive(Default)]
struct CellCase {
    items: BTreeMap<String, Vec<Vec<u8>>>,
    ints: BTreeMap<String, Vec<u64>>,
    text: BTreeMap<String, String>,
}

fn read_cell_case(path: &std::path::Path) -> CellCase {
    let mut c = CellCase::default();
    let (mut key, mut flow) = (String::new(), None::<String>);
    for line in std::fs::read_to_string(path).unwrap().lines() {
        let t = line.trim();
        if let Some(f) = flow.as_mut() {
            f.push_str(t);
        } else if let Some(item) = t.strip_prefix("- - ").or_else(|| t.strip_prefix("- ")) {
            c.items.entry(key.clone()).or_default().push(hex(item));
            continue;
        } else if let Some((k, v)) = t.split_once(':') {
            key = k.trim().to_string();
            let v = v.trim();
            if v.starts_with('[') {
                flow = Some(v.to_string());
            } else if !v.is_empty() {
                c.text.insert(key.clone(), v.to_string());
            }
        }
        if flow.as_deref().map_or(false, |f| f.ends_with(']')) {
            let f = flow.take().unwrap();
            let ints = f[1..f.len() - 1]
                .split(',')
                .filter(|x| !x.trim().is_empty())
                .map(|x| x.trim().parse().unwrap())
                .collect();
            c.ints.insert(key.clone(), ints);
        }
    }
    c
}

fn cell_cases(function: &str) -> Vec<(String, CellCase)> {
    let dir = common::vectors_dir()
        .join("kzg/tests")
        .join(function)
        .join("kzg-mainnet");
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .collect();
    names.sort();
    names
        .into_iter()
        .map(|n| {
            let c = read_cell_case(&dir.join(&n).join("data.yaml"));
            (n, c)
        })
        .collect()
}

/// The items of key as fixed-size values; None when one has another length.
fn all_fixed<const N: usize>(c: &CellCase, key: &str) -> Option<Vec<[u8; N]>> {
    c.items.get(key).map_or(Some(Vec::new()), |v| {
        v.iter().map(|x| fixed::<N>(x)).collect()
    })
}

/// The cells and proofs of an output as one flat list of items.
fn flat(cells: &[Cell], proofs: &[[u8; 48]]) -> Vec<Vec<u8>> {
    cells
        .iter()
        .map(|x| x.to_vec())
        .chain(proofs.iter().map(|x| x.to_vec()))
        .collect()
}

#[test]
fn compute_cells_and_kzg_proofs_cases() {
    let s = settings();
    let mut seen = [0usize; 2]; // values, null
    for (name, c) in cell_cases("compute_cells_and_kzg_proofs") {
        let blob = c.text.get("blob").map(|x| hex(x)).unwrap_or_default();
        match s.compute_cells_and_proofs(&blob) {
            Ok((cells, proofs)) => {
                assert_eq!(flat(&cells, &proofs), c.items["output"], "{}", name);
                assert_eq!(s.compute_cells(&blob).unwrap(), cells, "{}", name);
                seen[0] += 1;
            }
            Err(_) => {
                assert_eq!(
                    c.text.get("output").map(String::as_str),
                    Some("null"),
                    "{}",
                    name
                );
                seen[1] += 1;
            }
        }
    }
    assert_eq!(seen, [7, 4]);
}

#[test]
fn recover_cells_and_kzg_proofs_cases() {
    let s = settings();
    let mut seen = [0usize; 2]; // values, null
    for (name, c) in cell_cases("recover_cells_and_kzg_proofs") {
        let indices = c.ints.get("cell_indices").cloned().unwrap_or_default();
        let got = match all_fixed::<2048>(&c, "cells") {
            Some(cells) => s.recover_cells_and_proofs(&indices, &cells),
            None => Err(ecbatch::Error::from_code(ecbatch_sys::ECB_ERR_LENGTH)),
        };
        match got {
            Ok((cells, proofs)) => {
                assert_eq!(flat(&cells, &proofs), c.items["output"], "{}", name);
                seen[0] += 1;
            }
            Err(_) => {
                assert_eq!(
                    c.text.get("output").map(String::as_str),
                    Some("null"),
                    "{}",
                    name
                );
                seen[1] += 1;
            }
        }
    }
    assert_eq!(seen, [4, 14]);
    let zero = vec![[0u8; 2048]; 64];
    let mut order: Vec<u64> = (0..64).collect();
    order.swap(0, 1);
    let err = s.recover_cells_and_proofs(&order, &zero).unwrap_err();
    assert_eq!(err.name(), "index_order");
    let err = s
        .recover_cells_and_proofs(&order[..63], &zero[..63])
        .unwrap_err();
    assert_eq!(err.name(), "too_few");
}

#[test]
fn verify_cell_kzg_proof_batch_cases() {
    let s = settings();
    let mut seen = [0usize; 3]; // true, false, null
    for (name, c) in cell_cases("verify_cell_kzg_proof_batch") {
        let indices = c.ints.get("cell_indices").cloned().unwrap_or_default();
        let got = match (
            all_fixed::<48>(&c, "commitments"),
            all_fixed::<2048>(&c, "cells"),
            all_fixed::<48>(&c, "proofs"),
        ) {
            (Some(cm), Some(cells), Some(pr)) => {
                match s.verify_cell_proof_batch(&cm, &indices, &cells, &pr) {
                    Ok(()) => "true",
                    Err(e) if e.name() == "verify_failed" => "false",
                    Err(_) => "null",
                }
            }
            _ => "null",
        };
        assert_eq!(got, c.text["output"], "{}", name);
        seen[["true", "false", "null"]
            .iter()
            .position(|x| *x == got)
            .unwrap()] += 1;
    }
    assert_eq!(seen, [12, 3, 17]);
}

#[test]
fn precompute_gives_the_same_bytes() {
    let mut s = Settings::new(common::vectors_dir().join("kzg/trusted_setup.txt"), 1).unwrap();
    let mut blob = vec![0u8; BYTES_PER_BLOB];
    for (i, b) in blob.iter_mut().enumerate() {
        *b = if i % 32 == 0 { 0 } else { (i * 7 + 3) as u8 };
    }
    let c = s.blob_to_commitment(&blob).unwrap();
    let p = s.compute_blob_proof(&blob, &c).unwrap();
    assert_eq!(s.table_size(), 0);
    assert_eq!(
        s.precompute(TABLE_MIN_BYTES - 1).unwrap_err().name(),
        "invalid_argument"
    );
    for budget in [8 * 4096 * 48, usize::MAX] {
        s.precompute(budget).unwrap();
        assert!(s.table_size() >= TABLE_MIN_BYTES && s.table_size() <= budget);
        assert_eq!(s.blob_to_commitment(&blob).unwrap(), c);
        assert_eq!(s.compute_blob_proof(&blob, &c).unwrap(), p);
    }
    s.precompute(0).unwrap();
    assert_eq!(s.table_size(), 0);
}
