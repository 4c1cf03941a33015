//! Where an existing libecbatch is: `ECBATCH_LIB_DIR` resolved, or pkg-config's answer.
use std::env;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

fn holds_library(dir: &Path) -> bool {
    dir.join("libecbatch.a").exists() || dir.join("libecbatch.so").exists()
}

/// The directory `ECBATCH_LIB_DIR` names. An absolute path is taken as it is; a relative one
/// from the directory cargo was run in (`PWD`: cargo runs build scripts in the package's own
/// directory and sets no variable for its starting one), else from the workspace root
/// (bindings/rust, the manifest directory's parent). Panics, naming the places tried, when
/// none holds libecbatch.a or libecbatch.so.
pub fn lib_dir_from_env(given: &Path) -> PathBuf {
    if given.is_absolute() {
        if !holds_library(given) {
            panic!(
                "ecbatch-sys: ECBATCH_LIB_DIR={} holds neither libecbatch.a nor libecbatch.so",
                given.display()
            );
        }
        return given.to_path_buf();
    }
    println!("cargo:rerun-if-env-changed=PWD");
    let manifest = PathBuf::from(env::var("CARGO_MANIFEST_DIR").expect("CARGO_MANIFEST_DIR"));
    let mut bases: Vec<PathBuf> = Vec::new();
    if let Some(pwd) = env::var_os("PWD").map(PathBuf::from) {
        if pwd.is_absolute() {
            bases.push(pwd);
        }
    }
    bases.extend(manifest.parent().map(Path::to_path_buf));
    let tried: Vec<PathBuf> = bases.iter().map(|b| b.join(given)).collect();
    match tried.iter().find(|d| holds_library(d)) {
        Some(d) => d.clone(),
        None => panic!(
            "ecbatch-sys: ECBATCH_LIB_DIR={} (relative) holds neither libecbatch.a nor \
             libecbatch.so from the directory cargo was run in nor from the workspace root; \
             tried {:?}",
            given.display(),
            tried
        ),
    }
}

/// `pkg-config --variable=libdir ecbatch` when it names a directory holding the library.
pub fn from_pkg_config() -> Option<PathBuf> {
    let out = Command::new("pkg-config")
        .args(["--variable=libdir", "ecbatch"])
        .output()
        .ok()?;
    if !out.status.success() {
        return None;
    }
    let dir = String::from_utf8(out.stdout).ok()?;
    let dir = PathBuf::from(dir.trim());
    if holds_library(&dir) {
        Some(dir)
    } else {
        None
    }
}

/// True when the ecbatch.pc beside the library (build/ecbatch.pc, or lib/pkgconfig/ecbatch.pc
/// of an installation) lists libblake3: the C library was built against the system BLAKE3,
/// which a static link must then name.
pub fn requires_blake3(dir: &Path) -> bool {
    [dir.join("ecbatch.pc"), dir.join("pkgconfig/ecbatch.pc")]
        .iter()
        .filter_map(|pc| fs::read_to_string(pc).ok())
        .any(|text| {
            text.lines()
                .any(|l| l.starts_with("Requires.private:") && l.contains("libblake3"))
        })
}
