# Thin wrapper around CMake. `make demo` and `make test` are the whole set-up on a fresh
# Debian machine: both install missing dependencies first (scripts/install-deps).
BUILD       ?= build
JOBS        ?= $(shell nproc 2>/dev/null || echo 2)
FUZZ_SECONDS ?= 10
PREFIX      ?= /usr/local
VECTORS     ?= ../shared/vectors

.PHONY: help all deps demo test test-full bench sanitize soak memcheck ctcheck ctcheck-msan tsan fuzz fuzz-build fuzz-campaign \
        docs plots format clean

all:
	cmake -S . -B $(BUILD) -DCMAKE_BUILD_TYPE=Release
	cmake --build $(BUILD) -j $(JOBS)

help:
	@echo "make demo       build, run the main job"
	@echo "make test       build, every test at the machine's level + quick per-level reruns (-LE full)"
	@echo "make test-full  the large MSM sweeps at adx (quick) and at portable at every size (ctest -L full)"
	@echo "make sanitize | soak | memcheck | tsan | ctcheck | ctcheck-msan | fuzz | fuzz-campaign"
	@echo "make bench | docs | plots | format | install PREFIX=DIR | clean   (README: Other targets)"

deps:
	@scripts/install-deps

demo: deps all
	./$(BUILD)/ecbatch demo

# Every test at the machine's kernel level, and the per-level reruns (ECBATCH_CPU=adx, portable);
# the large MSM size sweeps rerun at portable at their quick sizes (ECBATCH_TEST_QUICK=1: up to
# about 300 points, still every lane tail, block bound and window edge): at most 5 minutes on 2
# cores.
test: deps all
	ctest --test-dir $(BUILD) --output-on-failure -j $(JOBS) -LE full

# The ctest label `full`: the large MSM sweeps' adx reruns at every size (n = 1000 and 4096,
# 2999-point bucket runs, 700-point many-MSM rows; tests/vectors.cmake says why adx), the KZG
# allocation-failure sweep of the setup loads and the Python package's install from source; CI
# (.ci/run) runs both targets.
test-full: deps all
	ctest --test-dir $(BUILD) --output-on-failure -j $(JOBS) -L full

bench: all
	./$(BUILD)/ecbatch bench ops --group ristretto255
	./$(BUILD)/ecbatch bench msm --group ristretto255

# Every test runs here at the native level only: the per-level reruns (`_cpu_adx`,
# `_cpu_portable`, `_full`) run the same engine, protocol and codec code as the native run over
# other field and group kernels, which are plain limb arithmetic on fixed-size arrays (and the
# adx level is the ifma level's serial MULX/ADX code without its 8-lane kernels); every level
# runs in the Release build (`make test`, `make test-full`). With the reruns the sanitizer step
# took over 14 minutes of CI. Left out too: cli_kzg and cli_kzg_cells (their setup loads take
# 100 s under ASan; the setup reader has its fuzz target, the cells' library calls run in
# test_kzg_cell_proofs), vectors_kzg (the 344 KZG cases through the command, 67 s under ASan;
# test_kzg_vectors, test_kzg_cells and test_kzg_cell_proofs run them on the same YAML reader),
# bench_json and cli_tune_check (they time benchmarks, 190 s of CPU under ASan, to check the
# command's JSON and tune's refusal, not the library). The size sweeps run at their quick sizes
# (ECBATCH_TEST_QUICK=1, as in the per-level reruns: every lane tail, block bound and window
# edge, without the largest n).
SANITIZE_SKIP ?= _cpu_portable$$|_cpu_adx$$|_full$$|^cli_kzg$$|^cli_kzg_cells$$|^vectors_kzg$$|^bench_json$$|^cli_tune_check$$
sanitize: deps
	cmake -S . -B build-sanitize -DCMAKE_BUILD_TYPE=RelWithDebInfo -DECBATCH_SANITIZE=ON
	cmake --build build-sanitize -j $(JOBS)
	ECBATCH_TEST_QUICK=1 ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 \
	  ctest --test-dir build-sanitize --output-on-failure -j $(JOBS) -E '$(SANITIZE_SKIP)'

# Long concurrent load (tests/soak.c) in the sanitizer build: threads verify Bulletproofs+
# batches and threshold-decryption ciphertexts and responses, a random share corrupted, for
# SOAK_SECONDS; every verdict must be right, RSS flat after warm-up, no leak (LeakSanitizer).
SOAK_SECONDS ?= 60
soak: deps
	cmake -S . -B build-sanitize -DCMAKE_BUILD_TYPE=RelWithDebInfo -DECBATCH_SANITIZE=ON
	cmake --build build-sanitize -j $(JOBS) --target soak
	UBSAN_OPTIONS=print_stacktrace=1 ./build-sanitize/soak $(SOAK_SECONDS)

# Every test under valgrind memcheck: ctest runs each test program through the "emulator".
# valgrind cannot execute AVX-512: the kernels are capped at MULX/ADX (ECBATCH_CPU=adx).
memcheck: deps
	cmake -S . -B build-memcheck -DCMAKE_BUILD_TYPE=RelWithDebInfo \
	  "-DCMAKE_CROSSCOMPILING_EMULATOR=valgrind;-q;--error-exitcode=99;--leak-check=full;--errors-for-leak-kinds=definite"
	cmake --build build-memcheck -j $(JOBS)
	ECBATCH_CPU=adx ctest --test-dir build-memcheck --output-on-failure -j $(JOBS)

# Secrets marked undefined under valgrind: any branch or index on them fails (exit 42).
# Capped at MULX/ADX, as valgrind cannot execute AVX-512.
ctcheck: deps all
	ECBATCH_CPU=adx valgrind -q --error-exitcode=42 --track-origins=yes ./$(BUILD)/ctcheck

# The same check of the AVX-512 IFMA kernels, which valgrind cannot run: ctcheck built with
# clang's MemorySanitizer (secrets poisoned) runs the ristretto255, Bulletproofs+ and bte sections
# at ECBATCH_CPU=ifma, then its canary must be reported (scripts/ctcheck-msan). Skips with a
# message on a CPU without IFMA.
ctcheck-msan: deps
	CC=clang cmake -S . -B build-msan -DCMAKE_BUILD_TYPE=RelWithDebInfo -DECBATCH_MSAN=ON
	cmake --build build-msan -j $(JOBS) --target ctcheck
	scripts/ctcheck-msan ./build-msan/ctcheck

# ThreadSanitizer build: every test, including the multi-threaded MSM and verification tests.
tsan: deps
	CC=clang cmake -S . -B build-tsan -DCMAKE_BUILD_TYPE=RelWithDebInfo -DECBATCH_TSAN=ON
	cmake --build build-tsan -j $(JOBS)
	TSAN_OPTIONS=halt_on_error=1 ctest --test-dir build-tsan --output-on-failure -j $(JOBS)

# Each libFuzzer target runs for FUZZ_SECONDS, starting from fuzz/seeds/<target> and the seeds
# scripts/fuzz-seeds extracts from the shared vectors into build-fuzz/seeds/<target>.
fuzz: fuzz-build
	scripts/run-fuzz build-fuzz $(FUZZ_SECONDS) $(JOBS)

fuzz-build:
	scripts/install-deps fuzz
	CC=clang cmake -S . -B build-fuzz -DCMAKE_BUILD_TYPE=RelWithDebInfo -DECBATCH_FUZZ=ON
	cmake --build build-fuzz -j $(JOBS) --target fuzz_targets
	scripts/fuzz-seeds $(VECTORS) build-fuzz/seeds

# A campaign (scripts/fuzz-campaign): every target for FUZZ_SECONDS (600 unless given on the
# command line or in the environment), a markdown report of executions, coverage, corpus size
# and crashes in FUZZ_REPORT. FUZZ_TARGETS="fuzz_a fuzz_b" limits it to some targets.
FUZZ_REPORT ?= build-fuzz/fuzz-campaign.md
FUZZ_TARGETS ?=
fuzz-campaign: fuzz-build
	scripts/fuzz-campaign -b build-fuzz -o $(FUZZ_REPORT) \
	  $(if $(filter file,$(origin FUZZ_SECONDS)),600,$(FUZZ_SECONDS)) $(FUZZ_TARGETS)

# API reference from the public headers' /** */ comments: build-docs/html/index.html. Fails
# on any Doxygen warning (an undocumented public entity included).
docs:
	scripts/install-deps docs
	mkdir -p build-docs
	doxygen docs/Doxyfile
	@if [ -s build-docs/warnings.log ]; then cat build-docs/warnings.log; exit 1; fi
	@echo "docs: build-docs/html/index.html"

# Charts of benchmark JSON lines (scripts/plot-bench, matplotlib) into docs/plots/: raw times,
# the machine named in each caption. PLOT_INPUT=FILE draws saved `ecbatch bench ... --json`
# output; without it the benchmarks of scripts/bench-json run first (minutes), into
# $(BUILD)/bench.jsonl. PLOT_COMPARE="a.jsonl b.jsonl" adds other libraries' measured figures
# (the --compare format), each labelled with the machine it was measured on.
PLOT_INPUT ?=
PLOT_COMPARE ?=
plots: deps all
	scripts/install-deps plots
ifeq ($(PLOT_INPUT),)
	scripts/bench-json ./$(BUILD)/ecbatch > $(BUILD)/bench.jsonl
	rm -f docs/plots/*.svg
	scripts/plot-bench -o docs/plots $(addprefix --compare ,$(PLOT_COMPARE)) $(BUILD)/bench.jsonl
else
	scripts/plot-bench -o docs/plots $(addprefix --compare ,$(PLOT_COMPARE)) $(PLOT_INPUT)
endif

format:
	clang-format -i $$(git ls-files '*.c' '*.h')

clean:
	rm -rf $(BUILD) build-sanitize build-fuzz build-memcheck build-msan build-tsan build-docs

.PHONY: install
install: all
	cmake --install $(BUILD) --prefix $(PREFIX)
