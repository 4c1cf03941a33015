//! Builds the C tree this crate sits in with cmake (Release: the CPU dispatch and every kernel
//! level intact) into OUT_DIR, and shows how far it got: each stage, and every tenth of the
//! library's C files compiled, with the time since the start. Cargo shows a build script's
//! `cargo:warning` lines only when the script ends, so the lines are written as they happen to
//! the terminal (/dev/tty, when there is one) and to stdout (which `cargo build -vv` prints
//! live); the stage lines are repeated as `cargo:warning` lines.
use std::env;
use std::fs::{self, File, OpenOptions};
use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Instant;

struct Progress {
    start: Instant,
    tty: Option<File>,
    stages: Vec<String>,
}

impl Progress {
    fn new() -> Progress {
        Progress {
            start: Instant::now(),
            tty: OpenOptions::new().write(true).open("/dev/tty").ok(),
            stages: Vec::new(),
        }
    }

    fn line(&mut self, what: &str) -> String {
        let s = self.start.elapsed().as_secs();
        let text = format!(
            "ecbatch-sys: C library: {} ({}m{:02}s)",
            what,
            s / 60,
            s % 60
        );
        println!("{}", text);
        if let Some(tty) = self.tty.as_mut() {
            // \r and erase-line: start clear of cargo's progress bar, which redraws below.
            let _ = writeln!(tty, "\r\x1b[K{}", text);
        }
        text
    }

    fn stage(&mut self, what: &str) {
        let text = self.line(what);
        self.stages.push(text);
    }

    fn finish(self) {
        for s in &self.stages {
            println!("cargo:warning={}", s);
        }
    }
}

/// The number of C files under `dir` (the library is every src/**/*.c, CMakeLists.txt's glob).
fn count_c_files(dir: &Path) -> usize {
    fs::read_dir(dir)
        .map(|entries| {
            entries
                .filter_map(|e| e.ok().map(|e| e.path()))
                .map(|p| {
                    if p.is_dir() {
                        count_c_files(&p)
                    } else {
                        usize::from(p.extension().map_or(false, |x| x == "c"))
                    }
                })
                .sum()
        })
        .unwrap_or(0)
}

/// Runs cmake with `args`, its stdout copied to stderr (which cargo keeps and shows when the
/// build fails) and each "Building C object" line counted against `total` files.
fn run_cmake(args: &[&str], progress: &mut Progress, total: usize) {
    let mut child = Command::new("cmake")
        .args(args)
        .stdout(Stdio::piped())
        .spawn()
        .expect("ecbatch-sys: cannot run cmake");
    let stdout = child.stdout.take().expect("piped stdout");
    let (mut compiled, mut tenths) = (0usize, 0usize);
    for line in BufReader::new(stdout).lines().map_while(|l| l.ok()) {
        eprintln!("{}", line);
        if total > 0 && line.contains("Building C object") {
            compiled += 1;
            if compiled * 10 / total > tenths {
                tenths = compiled * 10 / total;
                progress.line(&format!("{}/{} files compiled", compiled, total));
            }
        }
    }
    let status = child.wait().expect("ecbatch-sys: cmake did not run");
    if !status.success() {
        panic!("ecbatch-sys: cmake {:?} failed (its output is above)", args);
    }
}

/// Configures and builds the static library of the C tree at bindings/rust/ecbatch-sys/../../..
/// into OUT_DIR/cmake-build, on cargo's job count (NUM_JOBS); returns that directory.
pub fn build_with_cmake() -> PathBuf {
    let manifest = PathBuf::from(env::var("CARGO_MANIFEST_DIR").expect("CARGO_MANIFEST_DIR"));
    let source = manifest.join("../../..");
    let source = fs::canonicalize(&source).unwrap_or(source);
    if !source.join("include/ecbatch.h").exists() {
        panic!(
            "ecbatch-sys: no ECBATCH_LIB_DIR, no `pkg-config ecbatch` and no C tree at {}",
            source.display()
        );
    }
    let build = PathBuf::from(env::var("OUT_DIR").expect("OUT_DIR")).join("cmake-build");
    let jobs = env::var("NUM_JOBS").unwrap_or_else(|_| "2".to_string());
    let total = count_c_files(&source.join("src"));
    let (src, dst) = (source.to_string_lossy(), build.to_string_lossy());
    let mut progress = Progress::new();
    progress.stage(&format!(
        "configuring {} (cmake, Release)",
        source.display()
    ));
    run_cmake(
        &["-S", &src, "-B", &dst, "-DCMAKE_BUILD_TYPE=Release"],
        &mut progress,
        0,
    );
    progress.stage(&format!("compiling {} C files on {} jobs", total, jobs));
    run_cmake(
        &["--build", &dst, "--target", "ecbatch_static", "-j", &jobs],
        &mut progress,
        total,
    );
    progress.stage(&format!("built {}", build.join("libecbatch.a").display()));
    progress.finish();
    println!("cargo:rerun-if-changed={}", source.join("src").display());
    println!(
        "cargo:rerun-if-changed={}",
        source.join("include").display()
    );
    build
}
