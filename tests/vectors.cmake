# Vector files run by `ecbatch vectors`, one ctest test per file. A file is listed here once
# its suite is implemented; FORMAT.md's rule holds: an unknown suite fails, never skips.
set(ECB_VECTOR_FILES
  bls12-381-g1/encoding.json
  bls12-381-g2/encoding.json
  bls12-381-g1/msm.json
  bls12-381-g2/msm.json
  ristretto255/encoding.json
  ristretto255/hash_to_curve.json
  ristretto255/msm.json
  bulletproofs-plus/msm_vectors.json
  hashes/hashes.json
  blake3/test_vectors.json
  threshold-decryption/profile-v1.json
)
foreach(file ${ECB_VECTOR_FILES})
  string(REPLACE "/" "_" tname "vectors_${file}")
  string(REPLACE ".json" "" tname "${tname}")
  add_test(NAME ${tname} COMMAND ecbatch vectors ${ECBATCH_VECTORS_DIR}/${file})
endforeach()

# The arithmetic tests and one vector file again with the MULX/ADX kernels disabled, so the
# portable kernels are exercised through the whole library on every machine.
add_test(NAME test_field_fp_portable COMMAND test_field_fp)
add_test(NAME test_group_bls12_381_portable COMMAND test_group_bls12_381)
add_test(NAME vectors_bls12-381-g2_encoding_portable
         COMMAND ecbatch vectors ${ECBATCH_VECTORS_DIR}/bls12-381-g2/encoding.json)
set_tests_properties(test_field_fp_portable test_group_bls12_381_portable
                     vectors_bls12-381-g2_encoding_portable PROPERTIES ENVIRONMENT ECBATCH_PORTABLE=1)
