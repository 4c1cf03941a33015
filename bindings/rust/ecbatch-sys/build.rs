//! Finds the ecbatch C library, in this order:
//!  1. `ECBATCH_LIB_DIR`: a directory holding libecbatch.a (preferred) or libecbatch.so,
//!     e.g. the C tree's build/ directory;
//!  2. `pkg-config ecbatch`: an installed ecbatch (`make install PREFIX=...`; set
//!     PKG_CONFIG_PATH for a prefix pkg-config does not search);
//!  3. the C tree this crate sits in (bindings/rust/ecbatch-sys/../../..), built with cmake into
//!     OUT_DIR.
//!
//! The static library is linked when there is one (no run-time search path needed), with
//! libsodium, pthread and libm; otherwise the shared one.
use std::env;
use std::path::{Path, PathBuf};
use std::process::Command;

fn link_from(dir: &Path) {
    println!("cargo:rustc-link-search=native={}", dir.display());
    let archive = dir.join("libecbatch.a");
    if archive.exists() {
        println!("cargo:rerun-if-changed={}", archive.display());
        println!("cargo:rustc-link-lib=static=ecbatch");
        println!("cargo:rustc-link-lib=dylib=sodium");
        println!("cargo:rustc-link-lib=dylib=pthread");
        println!("cargo:rustc-link-lib=dylib=m");
    } else {
        println!("cargo:rustc-link-lib=dylib=ecbatch");
    }
}

fn from_pkg_config() -> Option<PathBuf> {
    let out = Command::new("pkg-config")
        .args(["--variable=libdir", "ecbatch"])
        .output()
        .ok()?;
    if !out.status.success() {
        return None;
    }
    let dir = String::from_utf8(out.stdout).ok()?;
    let dir = PathBuf::from(dir.trim());
    if dir.join("libecbatch.a").exists() || dir.join("libecbatch.so").exists() {
        Some(dir)
    } else {
        None
    }
}

fn build_with_cmake() -> PathBuf {
    let manifest = PathBuf::from(env::var("CARGO_MANIFEST_DIR").expect("CARGO_MANIFEST_DIR"));
    let source = manifest.join("../../..");
    if !source.join("include/ecbatch.h").exists() {
        panic!(
            "ecbatch-sys: no ECBATCH_LIB_DIR, no `pkg-config ecbatch` and no C tree at {}",
            source.display()
        );
    }
    let build = PathBuf::from(env::var("OUT_DIR").expect("OUT_DIR")).join("cmake-build");
    let run = |args: &[&str]| {
        let status = Command::new("cmake")
            .args(args)
            .status()
            .expect("ecbatch-sys: cannot run cmake");
        if !status.success() {
            panic!("ecbatch-sys: cmake {:?} failed", args);
        }
    };
    let (src, dst) = (source.to_string_lossy(), build.to_string_lossy());
    run(&["-S", &src, "-B", &dst, "-DCMAKE_BUILD_TYPE=Release"]);
    run(&["--build", &dst, "--target", "ecbatch_static", "-j", "2"]);
    println!("cargo:rerun-if-changed={}", source.join("src").display());
    println!(
        "cargo:rerun-if-changed={}",
        source.join("include").display()
    );
    build
}

fn main() {
    println!("cargo:rerun-if-env-changed=ECBATCH_LIB_DIR");
    println!("cargo:rerun-if-env-changed=PKG_CONFIG_PATH");
    let dir = match env::var_os("ECBATCH_LIB_DIR") {
        Some(d) => PathBuf::from(d),
        None => match from_pkg_config() {
            Some(d) => d,
            None => build_with_cmake(),
        },
    };
    link_from(&dir);
}
