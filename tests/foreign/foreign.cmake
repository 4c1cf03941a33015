# Vector files from another generator (tests/foreign/): written into the build folder at test
# time, never committed, then run through `ecbatch vectors` like the shared ones.
set(ECB_FOREIGN_DIR ${CMAKE_CURRENT_BINARY_DIR}/foreign)
file(MAKE_DIRECTORY ${ECB_FOREIGN_DIR})
set(ECB_EXPECT ${CMAKE_CURRENT_SOURCE_DIR}/tests/foreign/expect)

# A threshold-decryption known-answer file with its own seeds and labels (gen_bte_kat.c) must
# pass; the same file with one seed changed and the outputs left alone, or with one expected
# value altered, must fail.
add_executable(gen_bte_kat tests/foreign/gen_bte_kat.c cli/jsonutil.c cmdlib/cli_text.c)
target_include_directories(gen_bte_kat PRIVATE cli cmdlib)
target_compile_options(gen_bte_kat PRIVATE ${ECB_WARNINGS})
target_link_libraries(gen_bte_kat PRIVATE ecbatch_internal PkgConfig::JANSSON m)
foreach(mode pass stale-seed alter-expected)
  set(out ${ECB_FOREIGN_DIR}/bte-kat-${mode}.json)
  if(mode STREQUAL "pass")
    set(flag "")
    set(want pass)
  else()
    set(flag --${mode})
    set(want fail)
  endif()
  add_test(NAME vectors_foreign_bte_kat_${mode}
           COMMAND sh -c "\"$0\" \"$1\" $2 && \"$3\" ${want} \"$4\" \"$1\""
                   $<TARGET_FILE:gen_bte_kat> ${out} "${flag}" ${ECB_EXPECT} $<TARGET_FILE:ecbatch>)
endforeach()

# Every shared file re-serialized with escapes in every string (rewrite_vectors.c), plus cases
# whose text (DSTs, keys, context strings, labels, messages) holds NUL bytes where the format
# carries text: each must pass; with one NUL case's expected value altered, each must fail.
add_executable(rewrite_vectors tests/foreign/rewrite_vectors.c cli/jsonutil.c cli/json_file.c
                               cmdlib/cli_file.c cmdlib/cli_secret.c cmdlib/cli_text.c)
target_include_directories(rewrite_vectors PRIVATE cli cmdlib)
target_compile_options(rewrite_vectors PRIVATE ${ECB_WARNINGS})
target_link_libraries(rewrite_vectors PRIVATE ecbatch_internal PkgConfig::JANSSON m)
foreach(file ${ECB_VECTOR_FILES})
  string(REPLACE "/" "_" tname "${file}")
  string(REPLACE ".json" "" tname "${tname}")
  add_test(NAME vectors_foreign_rewritten_${tname}
           COMMAND sh -c "\"$0\" \"$1\" \"$2\" && \"$3\" pass \"$4\" \"$2\""
                   $<TARGET_FILE:rewrite_vectors> ${ECBATCH_VECTORS_DIR}/${file}
                   ${ECB_FOREIGN_DIR}/${tname}.json ${ECB_EXPECT} $<TARGET_FILE:ecbatch>)
endforeach()
foreach(file bls12-381-g1/hash_to_curve.json bls12-381-g2/hash_to_curve.json
             bulletproofs-plus/merlin_ristretto.json blake3/test_vectors.json)
  string(REPLACE "/" "_" tname "${file}")
  string(REPLACE ".json" "" tname "${tname}")
  add_test(NAME vectors_foreign_altered_${tname}
           COMMAND sh -c "\"$0\" \"$1\" \"$2\" --alter && \"$3\" fail \"$4\" \"$2\""
                   $<TARGET_FILE:rewrite_vectors> ${ECBATCH_VECTORS_DIR}/${file}
                   ${ECB_FOREIGN_DIR}/${tname}-altered.json ${ECB_EXPECT} $<TARGET_FILE:ecbatch>)
endforeach()
