//! Finds the ecbatch C library, in this order:
//!  1. `ECBATCH_LIB_DIR`: a directory holding libecbatch.a (preferred) or libecbatch.so, e.g.
//!     the C tree's build/ directory. A relative path is taken from the directory cargo was
//!     run in (the shell's `PWD`; cargo runs build scripts in the package's directory), else
//!     from the workspace root (bindings/rust); the first of the two that holds the library
//!     wins, and none is an error naming both;
//!  2. `pkg-config ecbatch`: an installed ecbatch (`make install PREFIX=...`; set
//!     PKG_CONFIG_PATH for a prefix pkg-config does not search);
//!  3. the C tree this crate sits in (bindings/rust/ecbatch-sys/../../..), built with cmake into
//!     OUT_DIR, its progress shown as it goes (cmake_build.rs).
//!
//! The static library is linked when there is one (no run-time search path needed), with
//! libsodium (and libblake3 when the library's ecbatch.pc requires it), pthread and libm;
//! otherwise the shared one, with the directory as the run-time search path (rpath) of this
//! crate's binaries and, through the `links` metadata `DEP_ECBATCH_RPATH`, of the `ecbatch`
//! crate's tests and examples.
mod cmake_build;
mod locate;

use std::env;
use std::path::{Path, PathBuf};

fn link_from(dir: &Path) {
    println!("cargo:rustc-link-search=native={}", dir.display());
    let archive = dir.join("libecbatch.a");
    if archive.exists() {
        println!("cargo:rerun-if-changed={}", archive.display());
        println!("cargo:rustc-link-lib=static=ecbatch");
        println!("cargo:rustc-link-lib=dylib=sodium");
        if locate::requires_blake3(dir) {
            println!("cargo:rustc-link-lib=dylib=blake3");
        }
        println!("cargo:rustc-link-lib=dylib=pthread");
        println!("cargo:rustc-link-lib=dylib=m");
    } else {
        println!("cargo:rustc-link-lib=dylib=ecbatch");
        // Link arguments reach only this package's binaries; dependents read the directory
        // from DEP_ECBATCH_RPATH (ecbatch/build.rs).
        println!("cargo:rustc-link-arg=-Wl,-rpath,{}", dir.display());
        println!("cargo:rpath={}", dir.display());
    }
}

fn main() {
    println!("cargo:rerun-if-env-changed=ECBATCH_LIB_DIR");
    println!("cargo:rerun-if-env-changed=PKG_CONFIG_PATH");
    let dir = match env::var_os("ECBATCH_LIB_DIR") {
        Some(d) => locate::lib_dir_from_env(&PathBuf::from(d)),
        None => match locate::from_pkg_config() {
            Some(d) => d,
            None => cmake_build::build_with_cmake(),
        },
    };
    link_from(&dir);
}
