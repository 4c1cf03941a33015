# The benchmarks' one JSON schema and --compare, on tiny runs of `ecbatch bench msm` (every
# group), `bench bpp`, `bench bte`, `bench pairing`, `bench bls` and `bench kzg` (with the
# shared KZG setup) against the fixtures here (scripts/test-bench-json); and
# the charts scripts/plot-bench draws from such rows, skipped where Debian's python3 lacks
# matplotlib (scripts/install-deps plots installs it).
find_program(ECB_PYTHON3 python3)
if(ECB_PYTHON3)
  add_test(NAME bench_json
           COMMAND ${ECB_PYTHON3} ${CMAKE_CURRENT_SOURCE_DIR}/scripts/test-bench-json
                   $<TARGET_FILE:ecbatch> ${CMAKE_CURRENT_SOURCE_DIR}/tests/bench
                   ${ECBATCH_VECTORS_DIR}/kzg/trusted_setup.txt)
else()
  message(WARNING "python3 not found: the benchmark JSON test is not registered")
endif()
add_test(NAME plot_bench
         COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/scripts/test-plot-bench
                 ${CMAKE_CURRENT_SOURCE_DIR}/tests/bench)
set_tests_properties(plot_bench PROPERTIES SKIP_RETURN_CODE 77)
# Threshold BLS, 100 partial signatures one by one against one batch (t = 1 and 67, both
# variants), min of thread CPU time: a program run by hand (build/bench_bls_threshold [ROUNDS]),
# not a test.
add_executable(bench_bls_threshold tests/bench/bench_bls_threshold.c)
target_compile_options(bench_bls_threshold PRIVATE ${ECB_WARNINGS})
target_compile_definitions(bench_bls_threshold PRIVATE _POSIX_C_SOURCE=200809L)
target_link_libraries(bench_bls_threshold PRIVATE ecbatch_internal)
