//! When ecbatch-sys links the shared libecbatch (no libecbatch.a where it looked), it passes
//! the library's directory as `links` metadata (DEP_ECBATCH_RPATH): this crate's tests,
//! doctests' and examples' binaries get it as their run-time search path, so they run without
//! LD_LIBRARY_PATH. Nothing to do for the static library.
fn main() {
    println!("cargo:rerun-if-env-changed=DEP_ECBATCH_RPATH");
    if let Some(dir) = std::env::var_os("DEP_ECBATCH_RPATH") {
        println!(
            "cargo:rustc-link-arg=-Wl,-rpath,{}",
            std::path::Path::new(&dir).display()
        );
    }
}
