# Vector files run by `ecbatch vectors`, one ctest test per file. A file is listed here once
# its suite is implemented; FORMAT.md's rule holds: an unknown suite fails, never skips.
set(ECB_VECTOR_FILES
  ristretto255/encoding.json
  ristretto255/hash_to_curve.json
  ristretto255/msm.json
  bulletproofs-plus/msm_vectors.json
  bulletproofs-plus/valid_proofs.json
  bulletproofs-plus/negative_vectors.json
  bulletproofs-plus/batch_vectors.json
  bulletproofs-plus/prover_rejections.json
  bulletproofs-plus/generators.json
  bulletproofs-plus/spec-examples/proof_vectors.json
  bulletproofs-plus/spec-examples/batch_vectors.json
  bulletproofs-plus/merlin_ristretto.json
  hashes/hashes.json
  blake3/test_vectors.json
  bls12-381-g1/encoding.json
  bls12-381-g2/encoding.json
  bls12-381-g1/msm.json
  bls12-381-g2/msm.json
  threshold-decryption/profile-v1.json
  bls12-381-g1/hash_to_curve.json
  bls12-381-g2/hash_to_curve.json
  bls12-377-g1/encoding.json
  bls12-377-g1/msm.json
  bls-signatures/pairing.json
  bls-signatures/sign.json
  bls-signatures/verify.json
  bls-signatures/aggregate.json
  bls-signatures/fast_aggregate_verify.json
  bls-signatures/aggregate_verify.json
  bls-signatures/batch_verify.json
  bls-signatures/pop.json
  bls-signatures/keygen.json
)
foreach(file ${ECB_VECTOR_FILES})
  string(REPLACE "/" "_" tname "vectors_${file}")
  string(REPLACE ".json" "" tname "${tname}")
  add_test(NAME ${tname} COMMAND ecbatch vectors ${ECBATCH_VECTORS_DIR}/${file})
endforeach()
# The KZG vectors folder (kzg/tests/<function>/<suite>/<case>/data.yaml: c-kzg-4844's 344 cases
# of the twelve EIP-4844 and EIP-7594 functions, kzg/README.md) through the command, every case
# required to pass, at every kernel level (the reruns below).
add_test(NAME vectors_kzg COMMAND ecbatch vectors ${ECBATCH_VECTORS_DIR}/kzg/tests)
set_tests_properties(vectors_kzg PROPERTIES PASS_REGULAR_EXPRESSION "tests: 344 passed, 0 failed")

# The arithmetic tests and one vector file again with the MULX/ADX kernels disabled, so the
# portable kernels are exercised through the whole library on every machine.
add_test(NAME test_field_fp6x64_portable COMMAND test_field_fp6x64)
add_test(NAME test_field_fp4x64_portable COMMAND test_field_fp4x64)
add_test(NAME test_group_bls12_381_portable COMMAND test_group_bls12_381)
add_test(NAME vectors_bls12-381-g2_encoding_portable
         COMMAND ecbatch vectors ${ECBATCH_VECTORS_DIR}/bls12-381-g2/encoding.json)
set_tests_properties(test_field_fp6x64_portable test_field_fp4x64_portable
                     test_group_bls12_381_portable
                     vectors_bls12-381-g2_encoding_portable PROPERTIES ENVIRONMENT ECBATCH_CPU=portable)
add_test(NAME test_group_bls12_377_g1_portable COMMAND test_group_bls12_377_g1)
add_test(NAME vectors_bls12-377-g1_encoding_portable
         COMMAND ecbatch vectors ${ECBATCH_VECTORS_DIR}/bls12-377-g1/encoding.json)
set_tests_properties(test_group_bls12_377_g1_portable vectors_bls12-377-g1_encoding_portable
                     PROPERTIES ENVIRONMENT ECBATCH_CPU=portable)

# MSM files once more under every strategy the group has, and a strategy it lacks must fail.
set(ECB_MSM_VECTOR_FILES
  ristretto255/msm.json
  bulletproofs-plus/msm_vectors.json
)
set(ECB_MSM_STRATEGIES naive double_and_add straus precomputed_straus pippenger auto)
foreach(file ${ECB_MSM_VECTOR_FILES})
  string(REPLACE "/" "_" tname "vectors_${file}")
  string(REPLACE ".json" "" tname "${tname}")
  foreach(strategy ${ECB_MSM_STRATEGIES})
    add_test(NAME ${tname}_${strategy}
             COMMAND ecbatch vectors --strategy ${strategy} ${ECBATCH_VECTORS_DIR}/${file})
  endforeach()
endforeach()
add_test(NAME vectors_ristretto255_msm_batch_affine_rejected
         COMMAND ecbatch vectors --strategy batch_affine ${ECBATCH_VECTORS_DIR}/ristretto255/msm.json)
set_tests_properties(vectors_ristretto255_msm_batch_affine_rejected PROPERTIES WILL_FAIL TRUE)
# The BLS12 MSM files under every strategy of their group; strategies a group lacks must fail.
set(ECB_BLS_MSM_STRATEGIES naive double_and_add straus pippenger batch_affine glv auto)
foreach(group bls12-381-g1 bls12-381-g2 bls12-377-g1)
  set(strategies ${ECB_BLS_MSM_STRATEGIES})
  if(group STREQUAL "bls12-377-g1")
    list(APPEND strategies bucket_1bit)
  endif()
  foreach(strategy ${strategies})
    add_test(NAME vectors_${group}_msm_${strategy}
             COMMAND ecbatch vectors --strategy ${strategy} ${ECBATCH_VECTORS_DIR}/${group}/msm.json)
  endforeach()
  add_test(NAME vectors_${group}_msm_precomputed_straus_rejected
           COMMAND ecbatch vectors --strategy precomputed_straus
                   ${ECBATCH_VECTORS_DIR}/${group}/msm.json)
  set_tests_properties(vectors_${group}_msm_precomputed_straus_rejected PROPERTIES WILL_FAIL TRUE)
endforeach()
foreach(group bls12-381-g1 bls12-381-g2)
  add_test(NAME vectors_${group}_msm_bucket_1bit_rejected
           COMMAND ecbatch vectors --strategy bucket_1bit ${ECBATCH_VECTORS_DIR}/${group}/msm.json)
  set_tests_properties(vectors_${group}_msm_bucket_1bit_rejected PROPERTIES WILL_FAIL TRUE)
endforeach()

# The main job runs end to end (each section checks what it shows).
add_test(NAME demo COMMAND ecbatch demo)
# Threshold decryption through the command: the demo round (a lying server must be named) in
# both variants, and the file-based flow with the roles as separate processes.
add_test(NAME bte_demo_minsig COMMAND ecbatch bte demo)
add_test(NAME bte_demo_minpk COMMAND ecbatch bte demo --variant minpk --t 4 --n 7)
foreach(variant minsig minpk)
  add_test(NAME bte_files_${variant}
           COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/scripts/test-bte-files $<TARGET_FILE:ecbatch> ${variant})
endforeach()

# Vector files as another generator writes them (own seeds and labels, text with any bytes).
include(tests/foreign/foreign.cmake)

# The command's files, inputs and exit codes: atomic outputs, 0600 secrets and --force, errors
# naming the input at fault, strict option values, prove -> verify -> vectors (also with more
# than 64 parameter sets in one call).
add_test(NAME cli_files
         COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/scripts/test-cli-files $<TARGET_FILE:ecbatch>)
# The command never destroys a file it was not asked to (outputs that are inputs or secrets,
# --out -, keygen --force, exact binary messages, duplicate responses); the exit codes and
# ranges README promises, with no leak on early exits; every --help against README's table.
add_test(NAME cli_guard
         COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/scripts/test-cli-guard $<TARGET_FILE:ecbatch>)
# Hostile files (issue 34): no output replaces a device, FIFO or socket; every reader bounded
# (/dev/zero under a 4 GB limit); keygen --force removes only shares; escaped names and
# compare strings; options after file names; no batch without a valid ciphertext.
add_test(NAME cli_hostile
         COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/scripts/test-cli-hostile $<TARGET_FILE:ecbatch>)
# combine --out DIR never replaces one of its inputs named DIR/plaintext-<p>, even with --force.
add_test(NAME cli_combine_guard
         COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/scripts/test-cli-combine-guard $<TARGET_FILE:ecbatch>)
# tune refuses figures that plan a slower choice: a deliberately wrong profile through
# `tune --check` keeps the built-in figures, and the plan stays the built-in one (issue 23).
add_test(NAME cli_tune_check
         COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/scripts/test-tune-check $<TARGET_FILE:ecbatch>)
add_test(NAME cli_exits
         COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/scripts/test-cli-exits $<TARGET_FILE:ecbatch>)
# One meaning per JSON document (duplicate keys, two spellings of a field), numbers where numbers
# are meant, proof shapes checked before parameters are built, no secret in a message (issue 34).
add_test(NAME cli_json
         COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/scripts/test-cli-json $<TARGET_FILE:ecbatch>)
# ecbatch bls on files: round trips of both variants, failed checks (exit 1) naming the file,
# secret keys kept and never printed, batch-verify naming the invalid triples and refusing
# malformed documents, bounded readers, no device or FIFO as output, the BLS vector files.
add_test(NAME cli_bls
         COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/scripts/test-cli-bls $<TARGET_FILE:ecbatch>
                 ${ECBATCH_VECTORS_DIR})
# ecbatch bls threshold with the files of bte keygen: sign, verify, batch-verify naming the
# invalid partials, recover from two subsets (the same signature, accepted by bls verify under
# the group key), refusals (too few, duplicates, index 0, sizes, variants, bounds, secrets).
add_test(NAME cli_bls_threshold
         COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/scripts/test-cli-bls-threshold $<TARGET_FILE:ecbatch>)
# ecbatch kzg on files: the vectors' commitments and proofs, every verify path, failed checks
# (exit 1), wrong sizes and setups (exit 3), usage (exit 2), outputs never an input.
add_test(NAME cli_kzg
         COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/scripts/test-cli-kzg $<TARGET_FILE:ecbatch>
                 ${ECBATCH_VECTORS_DIR})
# ecbatch kzg cells and recover on files: the vectors' cells and proofs, recovery from half of
# them, the refusals (order, sizes, usage, outputs never an input); ecbatch vectors on a KZG
# folder with a function it does not know (exit 1) or without a setup (exit 3).
add_test(NAME cli_kzg_cells
         COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/scripts/test-cli-kzg-cells $<TARGET_FILE:ecbatch>
                 ${ECBATCH_VECTORS_DIR})
add_test(NAME cli_help
         COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/scripts/test-cli-help $<TARGET_FILE:ecbatch>
                 ${CMAKE_CURRENT_SOURCE_DIR}/README.md)
# README's table of bpp verify's statuses against tari's errors, on the 242 corrupted proofs of
# negative_vectors.json (tari's error recorded for each).
add_test(NAME bpp_tari_errors
         COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/scripts/test-bpp-tari-errors $<TARGET_FILE:ecbatch>
                 ${ECBATCH_VECTORS_DIR} ${CMAKE_CURRENT_SOURCE_DIR}/README.md)

# The ristretto255, MSM, Bulletproofs+ and threshold-decryption tests and vector files once
# more per lower kernel level (ECBATCH_CPU caps the run-time dispatch, src/util/cpu.h): the unsuffixed tests use the
# machine's best level (ifma where the CPU has AVX-512 IFMA), these the adx and portable ones,
# so every backend the machine has gives the same answers.
set(ECB_BACKEND_TESTS test_group_edwards25519 test_group_ristretto255_rfc
    test_group_ristretto255_decode_batch
    test_group_ristretto255_sodium test_group_ristretto255_tables test_bpp_api test_bpp_internals
    test_bpp_verifier
    test_lib_concurrency test_msm_fixed test_msm_request test_bte_smul test_bte_primitives
    test_bte_roundtrip
    test_bte_verify_chunks test_bte_malicious test_bte_soundness test_api_bounds
    test_msm_pippenger_chunks test_msm_multi_table test_bte_residual test_msm_shapes
    test_pairing_bls12_381 test_pairing_bls12_381_lanes test_pairing_kzg_vectors test_bls_vectors
    test_bls_batch test_bls_threshold test_kzg_vectors test_kzg_api test_kzg_precompute
    test_kzg_fft test_kzg_cells test_kzg_cell_proofs test_group_bn254_g1 test_group_g1_381_lanes
    test_group_g1_381_decode_lanes
    test_field_fe25519_64 test_field_fr4x64 test_hash_sha256 test_kzg_blob_eval test_msm_calibrate)
# The plan's costs as ECBATCH_COSTS picks them (test_msm_calibrate checks the mode it runs in):
# the built-in figures as they are, and as on a CPU family without figures of its own.
foreach(mode builtin generic)
  add_test(NAME test_msm_calibrate_${mode} COMMAND test_msm_calibrate)
  set_tests_properties(test_msm_calibrate_${mode} PROPERTIES ENVIRONMENT ECBATCH_COSTS=${mode})
endforeach()
# The large size sweeps rerun once per level: `<test>_cpu_portable` with ECBATCH_TEST_QUICK=1
# (tl_quick() in tests/testlib.h: sizes up to about 300, which still reach the lane tails, the
# digit-block and shift-block bounds and the wide windows) in `make test`, and
# `<test>_cpu_adx_full` at every size, labelled `full` (`make test-full`, CI). Portable and adx
# run one engine instance (docs/backends.md, "One way to handle a level"), their field products
# apart, which the reruns of the field, group and protocol tests cover at both levels; the sizes
# above the quick ones exercise the engine's sizing (windows, batch caps, thread split), so they
# run at adx, the faster of the two (and at the native level in the plain test).
set(ECB_BACKEND_SIZED_TESTS test_msm_ristretto255 test_msm_bls12_381_g1 test_msm_bls12_381_g2
    test_msm_bls12_377_g1 test_msm_bn254_g1 test_msm_multi test_bte_smul_blocks)
set(ECB_BACKEND_VECTOR_FILES)
foreach(file ${ECB_VECTOR_FILES})
  if(file MATCHES "^(ristretto255|bulletproofs-plus|threshold-decryption)/")
    list(APPEND ECB_BACKEND_VECTOR_FILES ${file})
  endif()
endforeach()
foreach(backend adx portable)
  foreach(test ${ECB_BACKEND_TESTS})
    add_test(NAME ${test}_cpu_${backend} COMMAND ${test})
    set_tests_properties(${test}_cpu_${backend} PROPERTIES ENVIRONMENT ECBATCH_CPU=${backend})
  endforeach()
  foreach(test ${ECB_BACKEND_SIZED_TESTS})
    if(backend STREQUAL "portable")
      add_test(NAME ${test}_cpu_${backend} COMMAND ${test})
      set_tests_properties(${test}_cpu_${backend} PROPERTIES
                           ENVIRONMENT "ECBATCH_CPU=${backend};ECBATCH_TEST_QUICK=1")
    else()
      add_test(NAME ${test}_cpu_${backend}_full COMMAND ${test})
      set_tests_properties(${test}_cpu_${backend}_full PROPERTIES
                           ENVIRONMENT ECBATCH_CPU=${backend} LABELS full)
    endif()
  endforeach()
  # the fixed-base tables of every budget at the native level; the smallest and the one-pass
  # table at the other levels
  set_tests_properties(test_kzg_precompute_cpu_${backend} PROPERTIES
                       ENVIRONMENT "ECBATCH_CPU=${backend};ECBATCH_TEST_QUICK=1")
  add_test(NAME vectors_kzg_cpu_${backend} COMMAND ecbatch vectors ${ECBATCH_VECTORS_DIR}/kzg/tests)
  set_tests_properties(vectors_kzg_cpu_${backend} PROPERTIES ENVIRONMENT ECBATCH_CPU=${backend}
                       PASS_REGULAR_EXPRESSION "tests: 344 passed, 0 failed")
  foreach(file ${ECB_BACKEND_VECTOR_FILES})
    string(REPLACE "/" "_" tname "vectors_${file}")
    string(REPLACE ".json" "" tname "${tname}")
    add_test(NAME ${tname}_cpu_${backend}
             COMMAND ecbatch vectors ${ECBATCH_VECTORS_DIR}/${file})
    set_tests_properties(${tname}_cpu_${backend} PROPERTIES ENVIRONMENT ECBATCH_CPU=${backend})
  endforeach()
  foreach(file ${ECB_MSM_VECTOR_FILES})
    string(REPLACE "/" "_" tname "vectors_${file}")
    string(REPLACE ".json" "" tname "${tname}")
    foreach(strategy ${ECB_MSM_STRATEGIES})
      add_test(NAME ${tname}_${strategy}_cpu_${backend}
               COMMAND ecbatch vectors --strategy ${strategy} ${ECBATCH_VECTORS_DIR}/${file})
      set_tests_properties(${tname}_${strategy}_cpu_${backend}
                           PROPERTIES ENVIRONMENT ECBATCH_CPU=${backend})
    endforeach()
  endforeach()
  # BLS12 G1 batch-affine additions run in eight IFMA lanes at level ifma (msm_weierstrass_batch_x8_ifma.h)
  foreach(group bls12-381-g1 bls12-377-g1)
    foreach(strategy batch_affine glv)
      add_test(NAME vectors_${group}_msm_${strategy}_cpu_${backend}
               COMMAND ecbatch vectors --strategy ${strategy} ${ECBATCH_VECTORS_DIR}/${group}/msm.json)
      set_tests_properties(vectors_${group}_msm_${strategy}_cpu_${backend}
                           PROPERTIES ENVIRONMENT ECBATCH_CPU=${backend})
    endforeach()
  endforeach()
endforeach()

# BN254 G1's MSM vectors live in the repository (tests/vectors/bn254-g1/README.md says how
# gnark-crypto made them): every strategy of the group at every kernel level, and a strategy it
# lacks must fail.
set(ECB_BN254_VECTORS ${CMAKE_CURRENT_SOURCE_DIR}/tests/vectors/bn254-g1/msm.json)
foreach(strategy ${ECB_BLS_MSM_STRATEGIES} bucket_1bit)
  add_test(NAME vectors_bn254-g1_msm_${strategy}
           COMMAND ecbatch vectors --strategy ${strategy} ${ECB_BN254_VECTORS})
  foreach(backend adx portable)
    add_test(NAME vectors_bn254-g1_msm_${strategy}_cpu_${backend}
             COMMAND ecbatch vectors --strategy ${strategy} ${ECB_BN254_VECTORS})
    set_tests_properties(vectors_bn254-g1_msm_${strategy}_cpu_${backend}
                         PROPERTIES ENVIRONMENT ECBATCH_CPU=${backend})
  endforeach()
endforeach()
add_test(NAME vectors_bn254-g1_msm_precomputed_straus_rejected
         COMMAND ecbatch vectors --strategy precomputed_straus ${ECB_BN254_VECTORS})
set_tests_properties(vectors_bn254-g1_msm_precomputed_straus_rejected PROPERTIES WILL_FAIL TRUE)
