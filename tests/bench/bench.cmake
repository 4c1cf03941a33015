# The benchmarks' one JSON schema and --compare, on tiny runs of `ecbatch bench msm` (every
# group), `bench bpp` and `bench bte` against the fixtures here (scripts/test-bench-json); and
# the charts scripts/plot-bench draws from such rows, skipped where Debian's python3 lacks
# matplotlib (scripts/install-deps plots installs it).
find_program(ECB_PYTHON3 python3)
if(ECB_PYTHON3)
  add_test(NAME bench_json
           COMMAND ${ECB_PYTHON3} ${CMAKE_CURRENT_SOURCE_DIR}/scripts/test-bench-json
                   $<TARGET_FILE:ecbatch> ${CMAKE_CURRENT_SOURCE_DIR}/tests/bench)
else()
  message(WARNING "python3 not found: the benchmark JSON test is not registered")
endif()
add_test(NAME plot_bench
         COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/scripts/test-plot-bench
                 ${CMAKE_CURRENT_SOURCE_DIR}/tests/bench)
set_tests_properties(plot_bench PROPERTIES SKIP_RETURN_CODE 77)
# The plan against the fastest forced strategy and window (scripts/msm-plan-check), a reduced
# set (the full sweep to 2^20 takes long: README "MSM: plan, profile, benchmark"); process CPU
# time and a loose tolerance, as ctest shares the machine with the build and other tests.
if(ECB_PYTHON3)
  add_test(NAME msm_plan_check
           COMMAND ${ECB_PYTHON3} ${CMAKE_CURRENT_SOURCE_DIR}/scripts/msm-plan-check
                   $<TARGET_FILE:ecbatch> --groups ristretto255,bls12-381-g1 --log2n 10,14
                   --samples 3 --cpu-time --tolerance 1.3)
endif()
